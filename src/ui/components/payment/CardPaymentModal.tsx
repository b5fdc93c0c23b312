// The card payment modal (spec "Card payment modal" and "Card form"), opened by the
// payment-credit-card-select step. The card data lives only in the dialog's own state: it is sent
// once (payWithCard) and dropped when the dialog closes; the step only hears the outcome.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { ChatComponentProps } from '../types.ts';
import { CardPaymentDialog } from './CardPaymentDialog.tsx';
import type { CardModalOutcome } from './useCardPaymentForm.ts';

export function CardPaymentModal({ conversation, active }: ChatComponentProps<CardModalOutcome>) {
  // Open while its step waits; the dialog closes it as it reports its outcome, and leaving the
  // step any other way closes it too. Whether it is open is this screen's business, not the state's.
  const [closed, setClosed] = useState(false);
  if (!active || closed) return null;
  return createPortal(<CardPaymentDialog conversation={conversation} onClose={() => setClosed(true)} />, document.body);
}
