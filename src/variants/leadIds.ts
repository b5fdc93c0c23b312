// The ids a lead is saved with, and then every call that takes a company. The spec's
// company/purchase rule — with a referral code, a plan of the special type goes to company 99 /
// purchase 173, any other to 58 / 130 — is data: the variant's `planIds` by plan type (set by the
// referral block). saveLead computes them once and stores them in the state (lead.campanhaId,
// lead.compraId, lead.empresaId); every later call reads them back (savedLeadIds), so a visitor who
// changes the plan type afterwards is still quoted and charged under the offer the lead was saved
// with, which is what the server knows the lead by.
import type { ResolvedVariant } from '../contracts/content.ts';
import type { LeadState } from '../generated/state.ts';

export interface LeadIds {
  campanhaId: number;
  compraId: number;
  empresaId: number;
}

/** The ids to save a lead with on this variant for a plan of this type. */
export function leadIds(variant: ResolvedVariant, tipoPlano: string): LeadIds {
  const own: LeadIds = { campanhaId: variant.campanhaId, compraId: variant.compraId, empresaId: variant.empresaId };
  const byPlan = variant.planIds?.[tipoPlano as keyof NonNullable<ResolvedVariant['planIds']>];
  return { ...own, ...byPlan };
}

/** The ids the saved lead was sent with; throws before a lead is saved (nothing to quote or charge under). */
export function savedLeadIds(lead: LeadState): LeadIds {
  if (!lead.leadId || !lead.empresaId) throw new Error('no saved lead: the calls after POST /api/lead send the ids saveLead stored (lead.empresaId …)');
  return { campanhaId: lead.campanhaId, compraId: lead.compraId, empresaId: lead.empresaId };
}
