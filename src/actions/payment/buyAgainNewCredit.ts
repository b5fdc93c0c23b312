import { action } from '../../engine/outcomes.ts';

/**
 * Buy again with a different credit (spec section 4): plan and lead state start over, keeping the
 * plan type, and the flow goes back to the category choice.
 */
export const buyAgainNewCredit = action(['ok'], (ctx) => {
  ctx.reset(['consorcio.tipoPlano']);
  ctx.update('flags', { buyAgain: true });
  return { outcome: 'ok' };
});
