// What choosing a plan type for an asset means: the category id the API knows that pair by and
// the credit range the visitor may ask for. A plan type the asset is not sold in (services have
// no half or reduced plan) falls back to integral, the one every asset has.
import { categoryIdFor } from './categories.ts';
import { creditRange, isPlanAvailable } from './creditRanges.ts';
import type { AssetType, PlanType } from './planTypes.ts';

export interface PlanTypeChoice {
  tipoPlano: PlanType;
  categoriaId: number;
  /** Credit range in centavos. */
  creditoMin: number;
  creditoMax: number;
}

export function planTypeChoice(tipoBem: AssetType, wanted: PlanType): PlanTypeChoice {
  const tipoPlano = isPlanAvailable(tipoBem, wanted) ? wanted : 'CREDITO_INTEGRAL';
  const { min, max } = creditRange(tipoBem, tipoPlano);
  return { tipoPlano, categoriaId: categoryIdFor(tipoBem, tipoPlano), creditoMin: min, creditoMax: max };
}
