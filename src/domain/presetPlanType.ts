// The plan type already decided before the visitor taps a category card: when buying again with
// another credit, the one of the purchase just made (spec section 4: "plan type kept"); otherwise
// the variant's preset (the referral's special plan), if any. A card never overrides it.

export interface PresetPlanTypeInput {
  /** flags.buyAgain: a second purchase in the same conversation. */
  buyAgain: boolean;
  /** consorcio.tipoPlano, which buying again keeps. */
  keptPlanType: string;
  /** The variant's preset tipoPlano. */
  variantPlanType: string | undefined;
}

export function presetPlanType({ buyAgain, keptPlanType, variantPlanType }: PresetPlanTypeInput): string | undefined {
  if (buyAgain && keptPlanType) return keptPlanType;
  return variantPlanType || undefined;
}
