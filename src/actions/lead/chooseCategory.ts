// A category card was chosen (the carousel completes lead-select-category with its categoriaID):
// store asset type, category id, plan type and the credit range (spec section 2) and report
// `Produto Categoria`. An id that is not among the cards shown is an error.
import type { Action } from '../../engine/types.ts';
import { categoryChoice } from '../../domain/categoryChoice.ts';
import { PLAN_SLUGS } from '../../domain/planTypes.ts';
import { presetPlanType } from '../../domain/presetPlanType.ts';

export const chooseCategory: Action = (ctx) => {
  const card = ctx.state.catalogue.categorias.find((c) => c.categoriaID === ctx.input);
  if (!card) return { outcome: 'error' };
  const { flags, consorcio } = ctx.state;
  const preset = presetPlanType({ buyAgain: flags.buyAgain, keptPlanType: consorcio.tipoPlano, variantPlanType: ctx.variant.tipoPlano });
  const choice = categoryChoice(card, preset);
  ctx.update('consorcio', choice);
  ctx.analytics.track('Produto Categoria', {
    produtoCategoria: choice.produtoCategoria,
    categoriaId: choice.categoriaId,
    plano: PLAN_SLUGS[choice.tipoPlano],
  });
  return { outcome: 'ok' };
};
