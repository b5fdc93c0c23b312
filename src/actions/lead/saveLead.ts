import { action } from '../../engine/outcomes.ts';
import type { LeadRequest } from '../../generated/api.ts';
import { totalIncome } from '../../domain/income.ts';
import { PLAN_SLUGS, isPlanType } from '../../domain/planTypes.ts';
import { leadIds } from '../../variants/leadIds.ts';
import { forgetReferral } from '../../variants/referralCode.ts';
import { loadApi } from '../loadApi.ts';

/**
 * lead-get: POST /api/lead with what the visitor typed and the variant's ids, the spec's fields only
 * (section 7: the credit is not among them, it goes to the catalogue search);
 * stores LeadID, LeadToken and the ids the lead was sent with (every later call reads those back:
 * src/variants/leadIds.ts) and reports `Lead Save`. A failure is outcome `error`.
 */
export const saveLead = action(['ok'], async (ctx) => {
  const { lead, consorcio } = ctx.state;
  const { variant } = ctx;
  // The referral's company/purchase rule depends on the plan type (src/variants/leadIds.ts).
  const ids = leadIds(variant, consorcio.tipoPlano);
  const body: LeadRequest = {
    nome: lead.nome,
    email: lead.email,
    telefone: lead.telefone,
    rendaMensal: totalIncome(lead.rendaMensal, lead.rendaExtra),
    campanhaId: ids.campanhaId,
    compraId: ids.compraId,
    categoriaId: consorcio.categoriaId as LeadRequest['categoriaId'],
    tipo: variant.tipo,
    empresaId: ids.empresaId,
    referralCode: variant.referralcode ?? null,
  };
  const api = await loadApi();
  const saved = await api.saveLead(body).catch((error: unknown) => {
    // A referral code the API refuses would fail this and every later visit's lead: forget it and
    // save the lead without it.
    if (!body.referralCode || !api.refusesField(error, '/referralCode')) throw error;
    forgetReferral(browserStorage());
    return api.saveLead({ ...body, referralCode: null });
  });
  ctx.update('lead', { leadId: String(saved.id), leadToken: saved.LeadToken, campanhaId: body.campanhaId, compraId: body.compraId, empresaId: body.empresaId });
  ctx.analytics.track(
    'Lead Save',
    {
      leadId: String(saved.id),
      categoriaId: consorcio.categoriaId,
      produtoCategoria: consorcio.produtoCategoria,
      plano: isPlanType(consorcio.tipoPlano) ? PLAN_SLUGS[consorcio.tipoPlano] : '',
      valorCredito: lead.valorCredito,
    },
    { email: lead.email, telefone: lead.telefone },
  );
  return { outcome: 'ok' };
});

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
