// Guards of the payment phase: which methods payment-options and alterar-pagamento show, and
// whether buying again finds the data it would confirm.
import { dataForgottenAfterPurchase } from './dataForgotten.ts';
import { paymentOffered } from './paymentOffered.ts';

export const paymentGuards = {
  dataForgottenAfterPurchase,
  pixOffered: paymentOffered('pix'),
  cardOffered: paymentOffered('cartao'),
  boletoOffered: paymentOffered('boleto'),
};
