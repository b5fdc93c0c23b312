// A plan was chosen in the carousel (plans-list-select completes with its planoID): the plan goes
// into the state and `Plano Selecionado` is reported. Details and the discount are filled in by
// the next step (fetchPlanDetails), so the old ones are cleared. An id not among the offers shown
// is an error.
import type { Action } from '../../engine/types.ts';
import { selectedPlan, type Offer, type OfferPlan } from '../../domain/planOffer.ts';

export const selectPlan: Action = (ctx) => {
  const found = findPlan(ctx.state.catalogue.ofertas, ctx.input);
  if (!found) return { outcome: 'error' };
  const chosen = selectedPlan(found.offer, found.plan);
  ctx.update('plan', { ...chosen, titulo: '', planoTaxas: '', descontoPercentual: 0, planoValorPagamentoDesconto: chosen.planoValorPagamento });
  ctx.update('flags', { hasPlan: true });
  const { lead, consorcio } = ctx.state;
  ctx.analytics.track(
    'Plano Selecionado',
    {
      leadId: lead.leadId,
      planoId: chosen.planoId,
      plano: chosen.nome,
      bemNome: chosen.bemNome,
      valorCredito: chosen.bemCredito,
      planoMeses: chosen.planoMeses,
      valorParcela: chosen.planoValorParcela,
      produtoCategoria: consorcio.produtoCategoria,
    },
    { email: lead.email, telefone: lead.telefone },
  );
  return { outcome: 'ok' };
};

function findPlan(offers: readonly Offer[], planoID: unknown): { offer: Offer; plan: OfferPlan } | undefined {
  for (const offer of offers) {
    const plan = offer.planosTipos.find((p) => p.planoID === planoID);
    if (plan) return { offer, plan };
  }
  return undefined;
}
