// CPF and CNPJ rules (spec section 5): checksum via @brazilian-utils, plus the spec's extra
// refusals (all digits equal, the well-known test CPF 123.456.789-09).
import { isValidCnpj as checksumCnpj, isValidCpf as checksumCpf } from '@brazilian-utils/brazilian-utils';

const onlyDigits = (value: string) => value.replace(/\D/g, '');

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits) || digits === '12345678909') return false;
  return checksumCpf(digits);
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  return checksumCnpj(digits);
}

/** 11 digits or fewer are checked as CPF, more as CNPJ (the card form's rule). */
export function cpfCnpjKind(value: string): 'cpf' | 'cnpj' {
  return onlyDigits(value).length <= 11 ? 'cpf' : 'cnpj';
}

export function isValidCpfCnpj(value: string): boolean {
  return cpfCnpjKind(value) === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
}
