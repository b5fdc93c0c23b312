// What the carousel's buttons report, shared by the component and the conversation tests: CONTINUAR
// completes the step with the checked plan's id (the flow's selectPlan action stores and reports
// it) and the choice echoed as the visitor's answer; SIMULAR NOVAMENTE completes with its own outcome.
import type { Conversation } from '../../../engine/types.ts';
import { formatBRL } from '../../../domain/money.ts';
import { selectedPlan, type Offer, type OfferPlan } from '../../../domain/planOffer.ts';
import { LABEL_SIMULATE_AGAIN } from './carouselModel.ts';

/** The text echoed as the visitor's answer. */
export function planEcho(offer: Offer, plan: OfferPlan): string {
  const chosen = selectedPlan(offer, plan);
  return `${chosen.nome}: crédito de ${formatBRL(chosen.bemCredito)} em ${chosen.planoMeses}x de ${formatBRL(chosen.planoValorParcela)}`;
}

/** CONTINUAR with a checked plan. */
export function continueWithPlan(conversation: Conversation, offer: Offer, plan: OfferPlan): Promise<void> {
  return conversation.complete('ok', { echo: planEcho(offer, plan), input: plan.planoID });
}

/** SIMULAR NOVAMENTE on the final card. */
export function simulateAgain(conversation: Conversation): Promise<void> {
  return conversation.complete('simulateAgain', { echo: LABEL_SIMULATE_AGAIN });
}
