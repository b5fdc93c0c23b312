// Campaign discount on the first instalment (spec sections 4 and 9). Whether a campaign has the
// discount is data (a variant's `desconto`); how much is a rule of the company the lead is saved
// with: 60 % for company 97, 50 % for every other. The flow compiler applies the rule once and
// writes the result into each resolved variant (`descontoPercentual`,
// scripts/compiler/discountPercent.ts); the chat (what it promises) and the sandbox (what it
// charges) read that field.

/** The spec's discount for every company but 97. */
export const DEFAULT_DISCOUNT_PERCENT = 50;
/** The company whose campaigns give 60 % (spec section 9). */
export const SIXTY_PERCENT_COMPANY = 97;
export const SIXTY_PERCENT = 60;

export interface DiscountInputs {
  /** The campaign runs the first-instalment discount. */
  desconto?: boolean;
  /** The company the lead is saved with (after the referral's plan-type rule, src/variants/leadIds.ts). */
  empresaId: number;
}

/** Percent off the first instalment a campaign of this company gives (when it has the discount). */
export function discountPercentForCompany(empresaId: number): number {
  return empresaId === SIXTY_PERCENT_COMPANY ? SIXTY_PERCENT : DEFAULT_DISCOUNT_PERCENT;
}

/** Percent off the first instalment; 0 without a campaign discount. */
export function firstInstalmentDiscount({ desconto, empresaId }: DiscountInputs): number {
  return desconto === true ? discountPercentForCompany(empresaId) : 0;
}

/** An amount in centavos after taking `percent` off, rounded to the centavo. */
export function discountedAmount(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}
