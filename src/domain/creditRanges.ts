// Credit ranges per asset and plan type (spec section 5), in centavos.
// The spec does not give reduced-instalment ranges: they follow the integral ones, and
// services (no reduced category) have none.
import type { AssetType, PlanType } from './planTypes.ts';

export interface CreditRange {
  /** Minimum credit in centavos. */
  min: number;
  /** Maximum credit in centavos. 0..0 means the plan type does not sell this asset. */
  max: number;
}

const R = (minReais: number, maxReais: number): CreditRange => ({ min: minReais * 100, max: maxReais * 100 });
const NONE: CreditRange = { min: 0, max: 0 };

export const CREDIT_RANGES: Record<AssetType, Record<PlanType, CreditRange>> = {
  IMOVEL: { CREDITO_INTEGRAL: R(100_000, 700_000), CREDITO_PAGAMETADE: R(100_000, 700_000), PARCELA_REDUZIDA: R(100_000, 700_000) },
  CARRO: { CREDITO_INTEGRAL: R(30_000, 400_000), CREDITO_PAGAMETADE: R(30_000, 400_000), PARCELA_REDUZIDA: R(30_000, 400_000) },
  MOTO: { CREDITO_INTEGRAL: R(10_000, 120_000), CREDITO_PAGAMETADE: R(10_000, 120_000), PARCELA_REDUZIDA: R(10_000, 120_000) },
  SERVICO: { CREDITO_INTEGRAL: R(12_000, 20_000), CREDITO_PAGAMETADE: NONE, PARCELA_REDUZIDA: NONE },
  CAMINHAO: { CREDITO_INTEGRAL: R(100_000, 400_000), CREDITO_PAGAMETADE: R(100_000, 400_000), PARCELA_REDUZIDA: R(100_000, 400_000) },
  MAQUINAS: { CREDITO_INTEGRAL: R(100_000, 400_000), CREDITO_PAGAMETADE: R(100_000, 400_000), PARCELA_REDUZIDA: R(100_000, 400_000) },
};

export function creditRange(tipoBem: AssetType, tipoPlano: PlanType): CreditRange {
  return CREDIT_RANGES[tipoBem][tipoPlano];
}

/** Whether the plan type sells the asset at all (services: integral only). */
export function isPlanAvailable(tipoBem: AssetType, tipoPlano: PlanType): boolean {
  return creditRange(tipoBem, tipoPlano).max > 0;
}

export type CreditCheck = 'ok' | 'belowMin' | 'aboveMax' | 'unavailable';

/** Where a credit (centavos) falls in its range; the client shows 'O crédito mínimo é de {min}' / 'máximo'. */
export function checkCredit(cents: number, tipoBem: AssetType, tipoPlano: PlanType): CreditCheck {
  const { min, max } = creditRange(tipoBem, tipoPlano);
  if (max === 0) return 'unavailable';
  if (cents < min) return 'belowMin';
  if (cents > max) return 'aboveMax';
  return 'ok';
}
