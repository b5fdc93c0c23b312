// The payment phase's actions, in one chunk loaded when the payment starts (see index.ts).
export { buyAgainNewCredit } from './buyAgainNewCredit.ts';
export { buyAgainSameCredit } from './buyAgainSameCredit.ts';
export { checkCardPayment } from './checkCardPayment.ts';
export { checkPixPayment } from './checkPixPayment.ts';
export { finishPurchase } from './finishPurchase.ts';
export { generateBoleto } from './generateBoleto.ts';
export { generatePix } from './generatePix.ts';
