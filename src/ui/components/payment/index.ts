// Components the payment phase renders. All lazy: none of them is needed before the payment,
// so the card modal, the copy helpers and the QR image stay out of the first load.
import { lazy } from 'react';
import { declareComponent } from '../types.ts';

export const paymentComponents = {
  // The page's part only: the card form, card-validator and imask load in the card frame (src/cardFrame/).
  cardPaymentModal: declareComponent(
    ['approved', 'pending', 'pendingValidation', 'refused', 'unconfirmed', 'back'],
    lazy(() => import('./CardPaymentModal.tsx').then((m) => ({ default: m.CardPaymentModal }))),
  ),
  pixCopyCode: declareComponent(
    ['copied', 'failed'],
    lazy(() => import('./CopyCode.tsx').then((m) => ({ default: m.PixCopyCode }))),
  ),
  boletoCopyCode: declareComponent(
    ['copied', 'failed'],
    lazy(() => import('./CopyCode.tsx').then((m) => ({ default: m.BoletoCopyCode }))),
  ),
  // Display only: shows the QR image and never completes its step.
  pixQrCode: declareComponent(
    [],
    lazy(() => import('./PixQrCode.tsx').then((m) => ({ default: m.PixQrCode }))),
  ),
};
