import { firstPayment } from '../../domain/firstPayment.ts';
import { initialState } from '../../engine/initialState.ts';
import type { Action } from '../../engine/types.ts';

/** payment-init: a fresh payment for the new proposal, asking for the plan's (discounted) first payment. */
export const startPayment: Action = (ctx) => {
  ctx.update('payment', { ...initialState().payment, valor: firstPayment(ctx.state.plan) });
  return { outcome: 'ok' };
};
