// What the category carousel stores when a card is chosen (spec section 2: asset type, category
// id and plan type), plus the credit range the next steps show and check. A variant that presets
// a plan type (the referral's special plan) wins over the card's own, where the asset has it.
import { isAssetType, isPlanType, type AssetType, type PlanType } from './planTypes.ts';
import { planTypeChoice, type PlanTypeChoice } from './planTypeChoice.ts';

/** The fields of a category card that matter for the choice (API Category or domain Category). */
export interface ChosenCategory {
  tipoBem: string;
  tipoPlano: string;
  produtoCategoria: string;
}

export interface CategoryChoice extends PlanTypeChoice {
  tipoBem: AssetType;
  produtoCategoria: string;
}

export function categoryChoice(category: ChosenCategory, presetPlanType?: string): CategoryChoice {
  if (!isAssetType(category.tipoBem)) throw new RangeError(`unknown asset type "${category.tipoBem}"`);
  const own: PlanType = isPlanType(category.tipoPlano) ? category.tipoPlano : 'CREDITO_INTEGRAL';
  const wanted = isPlanType(presetPlanType) ? presetPlanType : own;
  return { tipoBem: category.tipoBem, produtoCategoria: category.produtoCategoria, ...planTypeChoice(category.tipoBem, wanted) };
}
