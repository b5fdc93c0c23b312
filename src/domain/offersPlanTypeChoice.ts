// Whether the lead phase asks "Paga Metade or Crédito Integral?" (step lead-select-plan).
//
// The carousel already fixes a plan type through the category (spec section 2), so the question
// only adds something when the price table is the complete one (main variants: "completa" shows
// the full-credit cards but sells half-payment plans too), the variant does not preset a plan type
// (referral), and the asset is sold in half-payment at all (services are not). Partner tables
// (integral, paga_metade) sell one plan type; tabelaintegral shows every category, so the card
// chosen already says which plan type the visitor wants.
import { isPlanAvailable } from './creditRanges.ts';
import { isAssetType } from './planTypes.ts';

export interface PlanTypeQuestionInput {
  tipoTabela: string | undefined;
  /** The variant's preset plan type, if any. */
  presetPlanType: string | undefined;
  /** consorcio.tipoBem. */
  tipoBem: string;
}

export function offersPlanTypeChoice({ tipoTabela, presetPlanType, tipoBem }: PlanTypeQuestionInput): boolean {
  if (tipoTabela !== 'completa' || presetPlanType) return false;
  return isAssetType(tipoBem) && isPlanAvailable(tipoBem, 'CREDITO_PAGAMETADE');
}
