// Components the payment phase renders. All lazy: none of them is needed before the payment,
// so the card modal (card-validator, imask), the copy helpers and the QR image stay out of the
// first load.
import { lazy } from 'react';
import { loadImask } from '../../useImask.ts';

export const paymentComponents = {
  // imask comes with the modal, so its fields mask from the first keystroke.
  cardPaymentModal: lazy(() => Promise.all([import('./CardPaymentModal.tsx'), loadImask()]).then(([m]) => ({ default: m.CardPaymentModal }))),
  pixCopyCode: lazy(() => import('./CopyCode.tsx').then((m) => ({ default: m.PixCopyCode }))),
  boletoCopyCode: lazy(() => import('./CopyCode.tsx').then((m) => ({ default: m.BoletoCopyCode }))),
  pixQrCode: lazy(() => import('./PixQrCode.tsx').then((m) => ({ default: m.PixQrCode }))),
};
