import { describe, expect, it } from 'vitest';
import { cpfCnpjKind, isValidCnpj, isValidCpf, isValidCpfCnpj } from '../../../src/domain/cpfCnpj.ts';

describe('CPF and CNPJ', () => {
  it('accepts valid documents, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it('refuses wrong checksums, repeated digits and the test CPF 123.456.789-09', () => {
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('12345678909')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('treats 11 digits or fewer as CPF, more as CNPJ', () => {
    expect(isValidCpfCnpj('52998224725')).toBe(true);
    expect(isValidCpfCnpj('11222333000181')).toBe(true);
    expect(cpfCnpjKind('123')).toBe('cpf');
    expect(cpfCnpjKind('112223330001')).toBe('cnpj');
  });
});
