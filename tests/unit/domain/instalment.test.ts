import { describe, expect, it } from 'vitest';
import {
  fitsIncome,
  halfPayInstalment,
  maxInstalmentForIncome,
  monthlyFeePct,
  monthlyInstalment,
  reducedInstalment,
  totalCost,
} from '../../../src/domain/instalment.ts';

describe('monthlyInstalment', () => {
  it("matches ABAC's worked example: R$ 30.000, 60 months, 15 % + 2 % → R$ 585,00", () => {
    expect(monthlyInstalment({ credit: 3_000_000, months: 60, adminFeePct: 15, reserveFundPct: 2 })).toBe(58_500);
  });

  it('adds the monthly insurance on the credit', () => {
    // R$ 50.000, 80 months, 16 % + 2 %: R$ 737,50 + 0,035 % of 50 000 (R$ 17,50).
    expect(monthlyInstalment({ credit: 5_000_000, months: 80, adminFeePct: 16, reserveFundPct: 2, insurancePctMonthly: 0.035 })).toBe(75_500);
  });

  it('rounds to the nearest centavo once', () => {
    // 10 000 × 1,17 / 7 = 1 671,428… → 1 671,43
    expect(monthlyInstalment({ credit: 1_000_000, months: 7, adminFeePct: 15, reserveFundPct: 2 })).toBe(167_143);
  });

  it('refuses a zero term', () => {
    expect(() => monthlyInstalment({ credit: 1, months: 0, adminFeePct: 0, reserveFundPct: 0 })).toThrow(RangeError);
  });

  it('totals the term', () => {
    expect(totalCost({ credit: 3_000_000, months: 60, adminFeePct: 15, reserveFundPct: 2 })).toBe(3_510_000);
  });
});

describe('plan variants and income', () => {
  it('half-payment plans charge 50 %, reduced ones 75 %', () => {
    expect(halfPayInstalment(58_500)).toBe(29_250);
    expect(halfPayInstalment(75_501)).toBe(37_751);
    expect(reducedInstalment(58_500)).toBe(43_875);
  });

  it('an instalment may take at most 30 % of the income', () => {
    expect(maxInstalmentForIncome(195_000)).toBe(58_500);
    expect(fitsIncome(58_500, 195_000)).toBe(true);
    expect(fitsIncome(58_501, 195_000)).toBe(false);
  });

  it('shows the monthly fee as total / months to 4 decimals', () => {
    expect(monthlyFeePct(16, 80)).toBe(0.2);
    expect(monthlyFeePct(15, 60)).toBe(0.25);
    expect(monthlyFeePct(20, 200)).toBe(0.1);
    expect(monthlyFeePct(18, 70)).toBe(0.2571);
  });
});
