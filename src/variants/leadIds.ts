// The ids a lead (and every call that takes a company) is sent with. The spec's company/purchase
// rule — with a referral code, a plan of the special type goes to company 99 / purchase 173, any
// other to 58 / 130 — is data: the variant's `planIds` by plan type (set by the referral block).
import type { ResolvedVariant } from '../contracts/content.ts';

export interface LeadIds {
  campanhaId: number;
  compraId: number;
  empresaId: number;
}

export function leadIds(variant: ResolvedVariant, tipoPlano: string): LeadIds {
  const own: LeadIds = { campanhaId: variant.campanhaId, compraId: variant.compraId, empresaId: variant.empresaId };
  const byPlan = variant.planIds?.[tipoPlano as keyof NonNullable<ResolvedVariant['planIds']>];
  return { ...own, ...byPlan };
}
