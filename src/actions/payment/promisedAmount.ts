// The first payment every payment screen shows is the one the visitor was promised when choosing
// the plan (plan.planoValorPagamentoDesconto: the plan's first payment less the campaign discount,
// fetchPlanDetails). The spec's answers of the proposal and payment calls carry no amount (section
// 7), so the chat never needs one from the server; when an API adds one (the sandbox does), it
// must be the promised amount. Any other is a broken promise: thrown, so the engine reports it and
// routes the step's `error` instead of showing or collecting a different amount.
import type { ConversationState } from '../../generated/state.ts';

export class AmountMismatchError extends Error {
  override readonly name = 'AmountMismatchError';
}

/** The promised first payment in centavos; throws when the plan carries none (never "R$ 0,00" or "R$ NaN"). */
export function promisedFirstPayment(plan: Pick<ConversationState['plan'], 'planoValorPagamentoDesconto'>): number {
  const promised = plan.planoValorPagamentoDesconto;
  if (!Number.isSafeInteger(promised) || promised <= 0) {
    throw new AmountMismatchError(`no first payment was promised (plan.planoValorPagamentoDesconto = ${String(promised)})`);
  }
  return promised;
}

/** The promised amount, after checking the server's own amount (`answered`) when its answer has one. */
export function confirmedFirstPayment(
  plan: Pick<ConversationState['plan'], 'planoValorPagamentoDesconto'>,
  answered: number | undefined,
  call: string,
): number {
  const promised = promisedFirstPayment(plan);
  if (answered !== undefined && answered !== promised) {
    throw new AmountMismatchError(`${call} answered ${answered} centavos; the visitor was promised ${promised}`);
  }
  return promised;
}
