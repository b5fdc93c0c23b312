import { describe, expect, it } from 'vitest';
import { checkCredit, creditRange, isPlanAvailable } from '../../../src/domain/creditRanges.ts';

describe('credit ranges (spec section 5, centavos)', () => {
  it('has the table', () => {
    expect(creditRange('IMOVEL', 'CREDITO_INTEGRAL')).toEqual({ min: 10_000_000, max: 70_000_000 });
    expect(creditRange('CARRO', 'CREDITO_PAGAMETADE')).toEqual({ min: 3_000_000, max: 40_000_000 });
    expect(creditRange('MOTO', 'CREDITO_INTEGRAL')).toEqual({ min: 1_000_000, max: 12_000_000 });
    expect(creditRange('SERVICO', 'CREDITO_INTEGRAL')).toEqual({ min: 1_200_000, max: 2_000_000 });
    expect(creditRange('SERVICO', 'CREDITO_PAGAMETADE')).toEqual({ min: 0, max: 0 });
    expect(creditRange('MAQUINAS', 'CREDITO_INTEGRAL')).toEqual({ min: 10_000_000, max: 40_000_000 });
  });

  it('checks a credit against its range', () => {
    expect(checkCredit(3_000_000, 'CARRO', 'CREDITO_INTEGRAL')).toBe('ok');
    expect(checkCredit(2_999_999, 'CARRO', 'CREDITO_INTEGRAL')).toBe('belowMin');
    expect(checkCredit(40_000_001, 'CARRO', 'CREDITO_INTEGRAL')).toBe('aboveMax');
    expect(checkCredit(1_500_000, 'SERVICO', 'CREDITO_PAGAMETADE')).toBe('unavailable');
    expect(isPlanAvailable('SERVICO', 'PARCELA_REDUZIDA')).toBe(false);
    expect(isPlanAvailable('MOTO', 'PARCELA_REDUZIDA')).toBe(true);
  });
});
