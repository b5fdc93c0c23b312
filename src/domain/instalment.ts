// Consórcio instalment maths, shared by the sandbox catalogue and the client's labels.
//
// There is no interest in a consórcio. The member repays the credit plus the administration
// fee and the reserve fund (both percentages of the credit over the whole term), split evenly
// over the months, plus a monthly credit-life insurance (a percentage of the credit):
//
//   instalment = credit × (1 + adminFee% + reserveFund%) / months + credit × insurance%
//
// ABAC's worked example: R$ 30.000, 60 months, 15 % + 2 % → 30 000 × 1,17 / 60 = R$ 585,00.
// All money is integer centavos; rounding happens once, at the end, to the nearest centavo.

export interface PlanTerms {
  /** Credit in centavos. */
  credit: number;
  /** Term in months. */
  months: number;
  /** Total administration fee over the term, percent of the credit (15 for 15 %). */
  adminFeePct: number;
  /** Reserve fund over the term, percent of the credit. */
  reserveFundPct: number;
  /** Credit-life insurance per month, percent of the credit (0.035 for 0,035 %). */
  insurancePctMonthly?: number;
}

/** Full monthly instalment in centavos. */
export function monthlyInstalment(terms: PlanTerms): number {
  const { credit, months, adminFeePct, reserveFundPct, insurancePctMonthly = 0 } = terms;
  if (!(months > 0)) throw new RangeError('months must be positive');
  const base = (credit * (100 + adminFeePct + reserveFundPct)) / 100 / months;
  const insurance = (credit * insurancePctMonthly) / 100;
  return Math.round(base + insurance);
}

/** Half-payment plans: 50 % of the instalment until contemplation (spec section 9). */
export const HALF_PAY_SHARE = 0.5;
/** Reduced-instalment plans: 75 % of the instalment until contemplation (sandbox choice; the spec gives none). */
export const REDUCED_SHARE = 0.75;

/** What a half-payment plan charges per month until contemplation. */
export function halfPayInstalment(fullInstalment: number): number {
  return Math.round(fullInstalment * HALF_PAY_SHARE);
}

/** What a reduced-instalment plan charges per month until contemplation. */
export function reducedInstalment(fullInstalment: number): number {
  return Math.round(fullInstalment * REDUCED_SHARE);
}

/** A plan's instalment may take at most 30 % of the monthly income (spec sections 5 and 9). */
export const MAX_INCOME_SHARE = 0.3;

/** Largest instalment (centavos) an income (centavos) allows. */
export function maxInstalmentForIncome(income: number): number {
  return Math.floor(income * MAX_INCOME_SHARE);
}

export function fitsIncome(instalment: number, income: number): boolean {
  return instalment <= maxInstalmentForIncome(income);
}

/** Monthly fee shown to the visitor: total fee divided by months, to 4 decimals (spec section 9). */
export function monthlyFeePct(totalFeePct: number, months: number): number {
  return Number((totalFeePct / months).toFixed(4));
}

/** Total the member pays over the term (centavos), instalments only. */
export function totalCost(terms: PlanTerms): number {
  return monthlyInstalment(terms) * terms.months;
}
