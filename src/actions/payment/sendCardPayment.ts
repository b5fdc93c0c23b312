// The one card payment request (spec section 4, "Card submit") and what its answer means. It runs
// where the card data is: in the card frame (src/cardFrame/, issue 28 item 8) and, for the
// conversation tests, in payWithCard. It touches no conversation state: the caller records the answer.
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import type { CardFormValues } from '../../domain/cardForm.ts';
import { cardPaymentPayload } from '../../domain/cardPaymentPayload.ts';

/**
 * The modal's outcomes (spec section 4): approved: HTTP 200; pendingValidation: another success
 * status whose payment waits for the issuer's validation (data.status em_validacao); pending: any
 * other success status; refused: a definite no; unconfirmed: the answer is unknown (lost, timed
 * out, 5xx, or 409 "already paid"), so the status is asked before anything offers to pay again.
 */
export type CardOutcome = 'approved' | 'pending' | 'pendingValidation' | 'refused' | 'unconfirmed';

export interface CardPaymentAnswer {
  outcome: CardOutcome;
  /** The acquirer's authorisation code when approved; '' otherwise. */
  autorizacao: string;
}

export async function sendCardPayment(
  values: CardFormValues,
  proposal: { propostaId: number | string; propostaToken: string },
  key: string,
  api: Pick<ApiClient, 'payCard'>,
  apiError: typeof ApiError,
): Promise<CardPaymentAnswer> {
  try {
    const result = await api.payCard(cardPaymentPayload(values, proposal), key);
    if (result.status === 200) return { outcome: 'approved', autorizacao: result.data.cartaoAutorizacao ?? '' };
    // The spec's answer has no status: a success other than 200 is pending; the sandbox says which.
    return { outcome: result.data.status === 'em_validacao' ? 'pendingValidation' : 'pending', autorizacao: '' };
  } catch (error) {
    // Deliberately not logged: the error carries the request, and the request carries the card.
    return { outcome: answerUnknown(error, apiError) ? 'unconfirmed' : 'refused', autorizacao: '' };
  }
}

/** No answer, a server failure (it may have charged first) or "already paid": ask before saying no. */
function answerUnknown(error: unknown, apiError: typeof ApiError): boolean {
  if (!(error instanceof apiError)) return false;
  if (error.kind !== 'http') return true;
  return error.status === 409 || (error.status ?? 0) >= 500;
}
