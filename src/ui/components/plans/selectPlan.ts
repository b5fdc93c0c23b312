// What choosing a plan in the carousel does, shared by the component and the conversation tests:
// the plan goes into the state, `Plano Selecionado` is reported, and the step completes with the
// choice echoed as the visitor's answer. SIMULAR NOVAMENTE completes with its own outcome.
import type { Conversation, PluginContext } from '../../../engine/types.ts';
import { formatBRL } from '../../../domain/money.ts';
import { selectedPlan, type Offer, type OfferPlan } from '../../../domain/planOffer.ts';
import { LABEL_SIMULATE_AGAIN } from './carouselModel.ts';

/** Writes the selection and reports it; returns the text echoed as the visitor's answer. */
export function selectPlan(ctx: PluginContext, offer: Offer, plan: OfferPlan): string {
  const chosen = selectedPlan(offer, plan);
  // Details and the discount are filled in by the next step (fetchPlanDetails); clear the old ones.
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
  return ctx.copy('planChosenEcho', {
    plan: chosen.nome,
    credit: formatBRL(chosen.bemCredito),
    months: chosen.planoMeses,
    instalment: formatBRL(chosen.planoValorParcela),
  });
}

/** CONTINUAR with a checked plan. */
export function continueWithPlan(conversation: Conversation, offer: Offer, plan: OfferPlan): Promise<void> {
  const echo = selectPlan(conversation.context, offer, plan);
  return conversation.complete('ok', echo);
}

/** SIMULAR NOVAMENTE on the final card. */
export function simulateAgain(conversation: Conversation): Promise<void> {
  return conversation.complete('simulateAgain', conversation.context.copy(LABEL_SIMULATE_AGAIN));
}
