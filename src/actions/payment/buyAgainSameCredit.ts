import { initialState } from '../../engine/initialState.ts';
import { action } from '../../engine/outcomes.ts';

/**
 * Buy again with the same credit (spec section 4): lead, plan and holder data stay, the paid
 * proposal and its payment are forgotten, and the flow confirms the data for a new proposal.
 */
export const buyAgainSameCredit = action(['ok'], (ctx) => {
  const blank = initialState();
  ctx.update('proposal', blank.proposal);
  ctx.update('payment', blank.payment);
  ctx.update('survey', blank.survey);
  ctx.update('flags', { buyAgain: true });
  return { outcome: 'ok' };
});
