// Components the payment phase renders. All lazy: none of them is needed before the payment,
// so the card modal (card-validator, imask), the copy helpers and the QR image stay out of the
// first load.
import { lazy } from 'react';
import { declareComponent } from '../types.ts';
import { loadImask } from '../../loadImask.ts';

export const paymentComponents = {
  // imask comes with the modal, so its fields mask from the first keystroke.
  cardPaymentModal: declareComponent(
    ['approved', 'pending', 'pendingValidation', 'refused', 'unconfirmed', 'back'],
    lazy(() => Promise.all([import('./CardPaymentModal.tsx'), loadImask()]).then(([m]) => ({ default: m.CardPaymentModal }))),
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
