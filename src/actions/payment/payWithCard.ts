// The card payment the modal sends (spec section 4, "Card submit"). Not a flow action: the card
// data must never pass through the conversation state, so the modal calls this with its own form
// values and then reports the outcome to its step. Conversation tests call it the same way.
//
// A charged card must never be reported as refused (issue 15): each attempt carries an
// Idempotency-Key, kept in the state until a definite answer arrives, so resending after a lost
// answer cannot charge twice; a lost answer (network, timeout, 5xx) and a 409 "already paid" are
// `unconfirmed`, which the flow sends to a step that asks the API for the payment status.
import { cardPaymentPayload } from '../../domain/cardPaymentPayload.ts';
import type { CardFormValues } from '../../domain/cardForm.ts';
import type { PluginContext } from '../../engine/types.ts';
import { loadApi } from '../loadApi.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';

/**
 * The modal's outcomes (spec section 4): approved: HTTP 200; pendingValidation: another success
 * status whose payment waits for the issuer's validation (data.status em_validacao); pending: any
 * other success status; refused: a definite no; unconfirmed: the answer is unknown (lost, timed
 * out, 5xx, or 409 "already paid"), so the status is asked before anything offers to pay again.
 */
export type CardOutcome = 'approved' | 'pending' | 'pendingValidation' | 'refused' | 'unconfirmed';

// Analytics and the state know three statuses (spec section 7): waiting for validation is pending.
const STATUS = {
  approved: 'sucesso',
  pending: 'pendente',
  pendingValidation: 'pendente',
  refused: 'recusado',
} as const;

export async function payWithCard(values: CardFormValues, ctx: PluginContext): Promise<CardOutcome> {
  // The same attempt (its answer was lost) keeps its key; otherwise a new attempt gets a new one.
  const key = ctx.state.payment.chaveIdempotencia || newIdempotencyKey();
  ctx.update('payment', { metodo: 'cartao', chaveIdempotencia: key });
  const outcome = await send(values, key, ctx);
  if (outcome !== 'unconfirmed') recordCardOutcome(ctx, outcome);
  return outcome;
}

/** Writes a definite outcome to the state and analytics; the attempt's key is done with. */
export function recordCardOutcome(ctx: PluginContext, outcome: Exclude<CardOutcome, 'unconfirmed'>): void {
  ctx.update('payment', { metodo: 'cartao', status: STATUS[outcome], chaveIdempotencia: '' });
  ctx.analytics.track('Pagamento Processado', { metodo: 'cartao_de_credito', status: STATUS[outcome] });
}

async function send(values: CardFormValues, key: string, ctx: PluginContext): Promise<CardOutcome> {
  const api = await loadApi();
  try {
    const result = await api.payCard(cardPaymentPayload(values, ctx.state.proposal), key);
    // The amount stays the promised one the modal showed (the spec's answer carries none).
    if (result.status === 200) {
      ctx.update('payment', { autorizacao: result.data.cartaoAutorizacao ?? '' });
      return 'approved';
    }
    ctx.update('payment', { autorizacao: '' });
    // The spec's answer has no status: a success other than 200 is pending; the sandbox says which.
    return result.data.status === 'em_validacao' ? 'pendingValidation' : 'pending';
  } catch (error) {
    // Deliberately not logged: the error carries the request, and the request carries the card.
    if (answerUnknown(error, api.ApiError)) return 'unconfirmed';
    ctx.update('payment', { autorizacao: '' });
    return 'refused';
  }
}

/** No answer, a server failure (it may have charged first) or "already paid": ask before saying no. */
function answerUnknown(error: unknown, ApiError: typeof import('../../api/errors.ts').ApiError): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind !== 'http') return true;
  return error.status === 409 || (error.status ?? 0) >= 500;
}
