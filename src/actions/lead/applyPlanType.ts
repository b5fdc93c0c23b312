import { action } from '../../engine/outcomes.ts';
import { planTypeChoice } from '../../domain/planTypeChoice.ts';
import { isAssetType, isPlanType } from '../../domain/planTypes.ts';

/**
 * lead-select-plan: the option has just set consorcio.tipoPlano; the category id and the credit
 * range follow the plan type (car integral is category 2, car half-payment 21).
 */
export const applyPlanType = action(['ok'], (ctx) => {
  const { tipoBem, tipoPlano } = ctx.state.consorcio;
  if (!isAssetType(tipoBem) || !isPlanType(tipoPlano)) return { outcome: 'error' };
  ctx.update('consorcio', planTypeChoice(tipoBem, tipoPlano));
  return { outcome: 'ok' };
});
