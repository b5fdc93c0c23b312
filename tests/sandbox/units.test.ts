// Server-side pure pieces: boleto maths, card rules, word check, plan ids.
import { describe, expect, it } from 'vitest';
import { buildBarcode, dueDateFactor, linhaDigitavel, mod10, mod11 } from '../../sandbox/payments/boleto.ts';
import { cardBrand, cardInstalments, isExpired, luhnValid } from '../../sandbox/payments/card.ts';
import { buildPlan, planById } from '../../sandbox/catalogue/plans.ts';
import { checkWords } from '../../sandbox/words/checkWords.ts';
import { CEP_COUNT } from '../../sandbox/address/findCep.ts';
import { readLinha } from './febraban.ts';

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe('boleto', () => {
  it('counts the due-date factor from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor(utc(2000, 7, 3))).toBe(1000);
    expect(dueDateFactor(utc(2025, 2, 21))).toBe(9999);
    expect(dueDateFactor(utc(2025, 2, 22))).toBe(1000);
    expect(dueDateFactor(utc(2025, 6, 5))).toBe(1103);
  });

  it('reproduces a known valid linha digitável (from @brazilian-utils docs)', () => {
    const known = '00190000090114971860168524522114675860000102656';
    // Factor 7586 in the cycle that started on 2025-02-22 (factor 1000).
    const due = new Date(Date.UTC(2025, 1, 22) + 6586 * 86_400_000);
    const barcode = buildBarcode({ bank: '001', due, amount: 102_656, freeField: '0000001149718606852452211' });
    expect(linhaDigitavel(barcode)).toBe(known);
    expect(mod10('001900000')).toBe(9);
    expect(mod11(barcode.slice(0, 4) + barcode.slice(5))).toBe(6);
  });

  it('round-trips through the independent validator', () => {
    const barcode = buildBarcode({ bank: '237', due: utc(2025, 12, 31), amount: 1, freeField: '1'.repeat(25) });
    expect(barcode).toHaveLength(44);
    expect(readLinha(linhaDigitavel(barcode))).toMatchObject({ bank: '237', amount: 1, due: '2025-12-31', barcode });
  });
});

describe('card rules', () => {
  it('checks Luhn and detects brands', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111121')).toBe(false);
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6362970000457013')).toBe('ELO');
  });

  it('expires after the last day of the month and splits instalments exactly', () => {
    expect(isExpired(6, 2025, utc(2025, 6, 30))).toBe(false);
    expect(isExpired(5, 2025, utc(2025, 6, 1))).toBe(true);
    expect(cardInstalments(100_001, 3)).toEqual([33_335, 33_333, 33_333]);
  });
});

describe('plan ids', () => {
  it('rebuild the same plan from planoID alone', () => {
    const plan = buildPlan('MOTO', 'CREDITO_PAGAMETADE', 1_500_000, '2025-06-02');
    expect(planById(plan.planoID, '2025-06-02')).toEqual(plan);
    expect(planById(plan.bemId * 10 + 4, '2025-06-02')).toBeUndefined();
    // Services have no half-payment plan.
    expect(planById(buildPlan('SERVICO', 'CREDITO_INTEGRAL', 1_200_000, '2025-06-02').bemId * 10 + 2, '2025-06-02')).toBeUndefined();
  });
});

describe('word check', () => {
  it('does not refuse names that merely contain a bad word', () => {
    for (const name of ['Cunha', 'Picanço', 'Bosco', 'Putinato Ferreira', 'Merdeiros', 'Ana Paula Rocha', 'Wladyslaw Kowalski']) {
      expect(checkWords(name), name).toEqual({ ok: true });
    }
    expect(checkWords('filho da puta')).toMatchObject({ ok: false, reason: 'palavrao' });
    expect(checkWords('qwerty')).toMatchObject({ ok: false, reason: 'sem_sentido' });
    expect(checkWords('!!!')).toMatchObject({ ok: false, reason: 'sem_sentido' });
  });

  it('embeds at least 30 CEPs', () => {
    expect(CEP_COUNT).toBeGreaterThanOrEqual(30);
  });
});
