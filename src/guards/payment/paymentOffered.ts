import { paymentMethods, type PaymentMethod } from '../../domain/paymentMethods.ts';
import type { Guard } from '../../engine/types.ts';

/** A guard that holds when the proposal offers this payment method (codes 5 Pix, 0 card, 1 boleto). */
export function paymentOffered(method: PaymentMethod): Guard {
  return (ctx) => paymentMethods(ctx.state.proposal.formasPagamento).includes(method);
}
