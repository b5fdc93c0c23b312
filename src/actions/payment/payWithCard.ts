// The card payment's bookkeeping in the conversation (spec section 4, "Card submit"). Not a flow
// action: the card data must never pass through the conversation state. The chat page never holds
// the card either: the card frame (src/cardFrame/) sends the request (sendCardPayment) and the
// page records its attempt (startCardAttempt) and answer (recordCardAnswer). payWithCard does all
// three in one place for the conversation tests, which have no frame.
//
// A charged card must never be reported as refused (issue 15): each attempt carries an
// Idempotency-Key, kept in the state until a definite answer arrives, so resending after a lost
// answer cannot charge twice; a lost answer (network, timeout, 5xx) and a 409 "already paid" are
// `unconfirmed`, which the flow sends to a step that asks the API for the payment status.
import type { CardFormValues } from '../../domain/cardForm.ts';
import type { PluginContext } from '../../engine/types.ts';
import { loadApi } from '../loadApi.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';
import { sendCardPayment, type CardOutcome, type CardPaymentAnswer } from './sendCardPayment.ts';

export type { CardOutcome } from './sendCardPayment.ts';

// Analytics and the state know three statuses (spec section 7): waiting for validation is pending.
const STATUS = {
  approved: 'sucesso',
  pending: 'pendente',
  pendingValidation: 'pendente',
  refused: 'recusado',
} as const;

export async function payWithCard(values: CardFormValues, ctx: PluginContext): Promise<CardOutcome> {
  const key = cardAttemptKey(ctx);
  startCardAttempt(ctx, key);
  const api = await loadApi();
  const answer = await sendCardPayment(values, ctx.state.proposal, key, api, api.ApiError);
  recordCardAnswer(ctx, answer);
  return answer.outcome;
}

/** The same attempt (its answer was lost) keeps its key; otherwise a new attempt gets a new one. */
export function cardAttemptKey(ctx: PluginContext): string {
  return ctx.state.payment.chaveIdempotencia || newIdempotencyKey();
}

/** The request is about to go: its key is kept until a definite answer. */
export function startCardAttempt(ctx: PluginContext, key: string): void {
  ctx.update('payment', { metodo: 'cartao', chaveIdempotencia: key });
}

/** The request's answer: a definite one is recorded; a lost one keeps the key for the next try. */
export function recordCardAnswer(ctx: PluginContext, { outcome, autorizacao }: CardPaymentAnswer): void {
  if (outcome === 'unconfirmed') return;
  // The amount stays the promised one the modal showed (the spec's answer carries none).
  ctx.update('payment', { autorizacao });
  recordCardOutcome(ctx, outcome);
}

/** Writes a definite outcome to the state and analytics; the attempt's key is done with. */
export function recordCardOutcome(ctx: PluginContext, outcome: Exclude<CardOutcome, 'unconfirmed'>): void {
  ctx.update('payment', { metodo: 'cartao', status: STATUS[outcome], chaveIdempotencia: '' });
  ctx.analytics.track('Pagamento Processado', { metodo: 'cartao_de_credito', status: STATUS[outcome] });
}
