// Actions of the payment phase. They load with the payment (the first one the visitor triggers,
// generatePix or generateBoleto, brings the chunk), so none of their code is in the first load.
// openBoleto stays eager: it opens a tab, which a browser allows only inside the click itself.
// The card payment is not here: the card modal sends it with payWithCard.ts, so the card data
// never enters the conversation.
import type { Action, ActionContext } from '../../engine/types.ts';
import { openBoleto } from './openBoleto.ts';

type Phase = typeof import('./phase.ts');

const phase = (): Promise<Phase> => import('./phase.ts');
const later =
  (name: keyof Phase): Action =>
  async (ctx: ActionContext) =>
    (await phase())[name](ctx);

export const paymentActions = {
  generatePix: later('generatePix'),
  generateBoleto: later('generateBoleto'),
  openBoleto,
  finishPurchase: later('finishPurchase'),
  buyAgainSameCredit: later('buyAgainSameCredit'),
  buyAgainNewCredit: later('buyAgainNewCredit'),
  checkCardPayment: later('checkCardPayment'),
};
