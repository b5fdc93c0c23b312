// Income rules (spec sections 4, 5 and 9), in centavos.

/** Smallest monthly or extra income accepted: R$ 100,00. */
export const MIN_INCOME = 10_000;

/** Extra or family income is added to the monthly income before the plan search and the lead save. */
export function totalIncome(rendaMensal: number, rendaExtra: number): number {
  return Math.max(0, rendaMensal) + Math.max(0, rendaExtra);
}

export function isValidIncome(cents: number): boolean {
  return Number.isFinite(cents) && cents >= MIN_INCOME;
}
