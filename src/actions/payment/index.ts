// Actions of the payment phase. They load with the payment (the first one the visitor triggers,
// generatePix or generateBoleto, brings the chunk), so none of their code is in the first load.
// openBoleto is not wrapped: it opens a tab, which a browser allows only inside the click itself
// (its module is loaded long before, with every plug-in: src/plugins/rest.ts).
// The card payment is not here: the card modal sends it with payWithCard.ts, so the card data
// never enters the conversation.
import { lazyActions } from '../lazyActions.ts';
import { openBoleto } from './openBoleto.ts';

export const paymentActions = {
  ...lazyActions(() => import('./phase.ts'), ['generatePix', 'generateBoleto', 'finishPurchase', 'buyAgainSameCredit', 'buyAgainNewCredit']),
  openBoleto,
};
