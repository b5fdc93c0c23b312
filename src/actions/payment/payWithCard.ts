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

/** approved: HTTP 200; pending: any other success; refused: a definite no; unconfirmed: answer unknown. */
export type CardOutcome = 'approved' | 'pending' | 'refused' | 'unconfirmed';

const STATUS = {
  approved: 'sucesso',
  pending: 'pendente',
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
    if (result.status === 200) {
      ctx.update('payment', { autorizacao: result.data.cartaoAutorizacao ?? '', valor: result.data.valor });
      return 'approved';
    }
    ctx.update('payment', { autorizacao: '', valor: result.data.valor });
    return 'pending';
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
