// What a copy step does (payment-pix-copy, payment-boleto-barcode): copy the code the payment
// call returned and report `copied` or `failed` to the step. A plain module, so the component and
// the conversation tests run the same thing (tests pass their own clipboard).
import type { CompletingConversation } from '../types.ts';
import type { ConversationState } from '../../../contracts/content.ts';
import { copyText, type CopyText } from './copyText.ts';

export type PaymentCodeKind = 'pix' | 'boleto';
export type CopyOutcome = 'copied' | 'failed';

/** The Pix BR Code or the boleto's linha digitável (digits only, as banks' apps accept it). */
export function paymentCode(state: ConversationState, kind: PaymentCodeKind): string {
  return kind === 'pix' ? state.payment.pixCopiaECola : state.payment.boletoCodigoBarras;
}

export async function copyPaymentCode(
  conversation: Pick<CompletingConversation<CopyOutcome>, 'state' | 'complete'>,
  kind: PaymentCodeKind,
  copy: CopyText = copyText,
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = (await copy(paymentCode(conversation.state.peek(), kind))) ? 'copied' : 'failed';
  await conversation.complete(outcome);
  return outcome;
}
