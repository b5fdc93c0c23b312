// The card payment modal (spec "Card payment modal" and "Card form"), opened by the
// payment-credit-card-select step. The card data never enters this page: the form lives in the
// card frame (CardFrameHost, src/cardFrame/, issue 28 item 8), which sends it once itself and
// tells the page only the outcome; the step only hears that.
// The payment steps' styles come with the payment chunks (Vite waits for them before the
// component renders), not in the first screen's inline stylesheet.
import '../../styles/payment.css';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { ChatComponentProps } from '../types.ts';
import { CardFrameHost } from './CardFrameHost.tsx';
import type { CardModalOutcome } from './useCardPaymentForm.ts';

export function CardPaymentModal({ conversation, active }: ChatComponentProps<CardModalOutcome>) {
  // Open while its step waits; the frame's outcome closes it, and leaving the step any other way
  // closes it too. Whether it is open is this screen's business, not the state's.
  const [closed, setClosed] = useState(false);
  if (!active || closed) return null;
  return createPortal(<CardFrameHost conversation={conversation} onClose={() => setClosed(true)} />, document.body);
}
