// The chat page's side of a card payment made in the card frame (issue 28 item 8): what the frame
// is told (the form's setup and what the payment names, none of it card data) and what the page
// does with what the frame says: it keeps the attempt's key when the frame sends, records the
// answer in the state and analytics, and reports the outcome to the step. The frame's messages
// reach it only after CardFrameHost has checked their origin and source.
import { cardAttemptKey, recordCardAnswer, startCardAttempt } from '../../../actions/payment/payWithCard.ts';
import { CARD_COPY_IDS, type CardFrameInit, type FrameToPage } from '../../../cardFrame/protocol.ts';
import { CARD_MESSAGE_IDS, prefilledCardForm, type CardMessageId } from '../../../domain/cardForm.ts';
import type { UiCopy } from '../../../engine/uiCopy.ts';
import type { CompletingConversation } from '../types.ts';
import type { CardModalOutcome } from './useCardPaymentForm.ts';

export interface CardFrameSession {
  init: CardFrameInit;
  /** A checked message from the frame (not 'ready': the host answers that with init). */
  receive(message: FrameToPage): void;
}

export function cardFrameSession(
  conversation: CompletingConversation<CardModalOutcome>,
  copy: UiCopy,
  theme: Record<string, string>,
  onClose: () => void,
): CardFrameSession {
  const ctx = conversation.context;
  const state = conversation.state.peek();
  const key = cardAttemptKey(ctx);
  const { nome, cpfCnpj } = prefilledCardForm(state.contract);
  // The texts as the variant has them, placeholders unfilled: the frame fills them as the page would.
  const text = copy as unknown as (id: string) => string;
  const init: CardFrameInit = {
    total: state.payment.valor,
    company: state.contract.tipoPessoa !== 0,
    prefilled: { nome, cpfCnpj },
    proposal: { propostaId: String(state.proposal.propostaId), propostaToken: state.proposal.propostaToken },
    idempotencyKey: key,
    ui: Object.fromEntries(CARD_COPY_IDS.map((id) => [id, text(id)])),
    messages: Object.fromEntries(Object.values(CARD_MESSAGE_IDS).map((id) => [id, ctx.message(id)])) as Record<CardMessageId, string>,
    theme,
  };
  let sending = false;
  let answer: CardModalOutcome | null = null;
  let finished = false;
  return {
    init,
    receive(message) {
      if (message.type === 'sending' && !sending) {
        sending = true;
        startCardAttempt(ctx, key);
      } else if (message.type === 'answer' && sending && answer === null) {
        answer = message.answer.outcome;
        recordCardAnswer(ctx, message.answer);
      } else if (message.type === 'done' && !finished && (message.outcome === 'back' ? !sending : message.outcome === answer)) {
        finished = true;
        onClose();
        void conversation.complete(message.outcome);
      }
    },
  };
}
