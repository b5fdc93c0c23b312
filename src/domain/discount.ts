// Campaign discount on the first instalment (spec sections 4 and 9). Partner differences are data:
// a variant says whether it has the discount (`desconto`) and how much (`descontoPercentual`:
// 50 by default, 60 for company 97); nothing here knows which partner is which.

export interface DiscountSettings {
  /** The variant runs the campaign discount. */
  desconto?: boolean;
  /** Percent off the first instalment; missing means the default. */
  descontoPercentual?: number;
}

/** The spec's discount when a variant does not say otherwise. */
export const DEFAULT_DISCOUNT_PERCENT = 50;

/** Percent off the first instalment for these settings; 0 without a campaign discount. */
export function firstInstalmentDiscount(settings: DiscountSettings): number {
  if (settings.desconto !== true) return 0;
  const percent = settings.descontoPercentual ?? DEFAULT_DISCOUNT_PERCENT;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** An amount in centavos after taking `percent` off, rounded to the centavo. */
export function discountedAmount(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}
