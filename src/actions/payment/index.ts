// Actions of the payment phase. They load with the payment (the first one the visitor triggers,
// generatePix or generateBoleto, brings the chunk), so none of their code is in the first load.
// openBoleto is not wrapped: it opens a tab, which a browser allows only inside the click itself
//.
// The card payment is not here: the card modal sends it with payWithCard.ts, so the card data
// never enters the conversation.
import { deferredAction } from '../deferredAction.ts';
import { openBoleto } from './openBoleto.ts';

const phase = () => import('./phase.ts');

export const paymentActions = {
  generatePix: deferredAction(phase, 'generatePix', ['ok', 'chargeExists']),
  generateBoleto: deferredAction(phase, 'generateBoleto', ['ok', 'chargeExists']),
  checkCardPayment: deferredAction(phase, 'checkCardPayment', ['approved', 'pending', 'pendingValidation', 'unpaid', 'paidByPix', 'paidByBoleto']),
  checkPixPayment: deferredAction(phase, 'checkPixPayment', ['paid', 'notYet']),
  openBoleto,
  finishPurchase: deferredAction(phase, 'finishPurchase', ['ok']),
  buyAgainSameCredit: deferredAction(phase, 'buyAgainSameCredit', ['ok']),
  buyAgainNewCredit: deferredAction(phase, 'buyAgainNewCredit', ['ok']),
};
