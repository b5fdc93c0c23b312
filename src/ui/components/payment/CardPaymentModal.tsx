// The card payment modal (spec "Card payment modal" and "Card form"), opened by the
// payment-credit-card-select step. The card data lives only in the dialog's own state: it is sent
// once (payWithCard) and dropped when the dialog closes; the step only hears the outcome.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { ChatComponentProps } from '../types.ts';
import { CardPaymentDialog } from './CardPaymentDialog.tsx';

export function CardPaymentModal({ conversation, active }: ChatComponentProps) {
  useSignals();
  // The step opens the modal; leaving the step (any way) closes it.
  useEffect(() => {
    if (!active) return;
    conversation.setPaymentModal(true);
    return () => conversation.setPaymentModal(false);
  }, [active, conversation]);
  if (!active || !conversation.showPaymentModal.value) return null;
  return createPortal(<CardPaymentDialog conversation={conversation} />, document.body);
}
