// Guards of the payment phase: which methods payment-options and alterar-pagamento show.
import { paymentOffered } from './paymentOffered.ts';

export const paymentGuards = {
  pixOffered: paymentOffered('pix'),
  cardOffered: paymentOffered('cartao'),
  boletoOffered: paymentOffered('boleto'),
};
