// What the carousel's buttons report, shared by the component and the conversation tests: CONTINUAR
// completes the step with the checked plan's id (the flow's selectPlan action stores and reports
// it) and the choice echoed as the visitor's answer; SIMULAR NOVAMENTE completes with its own outcome.
import type { Conversation, UiCopy } from '../../../engine/types.ts';
import { formatBRL } from '../../../domain/money.ts';
import { selectedPlan, type Offer, type OfferPlan } from '../../../domain/planOffer.ts';
import { LABEL_SIMULATE_AGAIN } from './carouselModel.ts';
import { paysLessUntilContemplation } from '../../../domain/paysLessUntilContemplation.ts';

/** The text echoed as the visitor's answer (planChosenEcho in flows/ui.yaml). */
export function planEcho(copy: UiCopy, offer: Offer, plan: OfferPlan): string {
  const chosen = selectedPlan(offer, plan);
  return copy(paysLessUntilContemplation(chosen.nome) ? 'planChosenEchoUntilContemplation' : 'planChosenEcho', {
    plan: chosen.nome,
    credit: formatBRL(chosen.bemCredito),
    months: chosen.planoMeses,
    instalment: formatBRL(chosen.planoValorParcela),
  });
}

/** CONTINUAR with a checked plan. */
export function continueWithPlan(conversation: Conversation, offer: Offer, plan: OfferPlan): Promise<void> {
  return conversation.complete('ok', { echo: planEcho(conversation.context.copy, offer, plan), input: plan.planoID });
}

/** SIMULAR NOVAMENTE on the final card. */
export function simulateAgain(conversation: Conversation): Promise<void> {
  return conversation.complete('simulateAgain', { echo: conversation.context.copy(LABEL_SIMULATE_AGAIN) });
}
