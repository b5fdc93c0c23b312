import { action } from '../../engine/outcomes.ts';
import { planTypeChoice } from '../../domain/planTypeChoice.ts';
import { isAssetType, isPlanType } from '../../domain/planTypes.ts';
import { trackProductCategory } from './productCategoryEvent.ts';

/**
 * lead-select-plan: the option has just set consorcio.tipoPlano; the category id and the credit
 * range follow the plan type (car integral is category 2, car half-payment 21); reports
 * `Produto Categoria` with the plan type chosen.
 */
export const applyPlanType = action(['ok'], (ctx) => {
  const { tipoBem, tipoPlano } = ctx.state.consorcio;
  if (!isAssetType(tipoBem) || !isPlanType(tipoPlano)) return { outcome: 'error' };
  const choice = planTypeChoice(tipoBem, tipoPlano);
  ctx.update('consorcio', choice);
  // The plan type is settled now: the product is reported with it (chooseCategory left it to here).
  trackProductCategory(ctx, { ...choice, produtoCategoria: ctx.state.consorcio.produtoCategoria });
  return { outcome: 'ok' };
});
