// A category card was chosen (the carousel completes lead-select-category with its categoriaID):
// store asset type, category id, plan type and the credit range (spec section 2) and report
// `Produto Categoria` when the plan type is settled (when lead-select-plan will ask it,
// applyPlanType reports it). An id that is not among the cards shown is an error.
import { action } from '../../engine/outcomes.ts';
import { categoryChoice } from '../../domain/categoryChoice.ts';
import { offersPlanTypeChoice } from '../../domain/offersPlanTypeChoice.ts';
import { presetPlanType } from '../../domain/presetPlanType.ts';
import { trackProductCategory } from './productCategoryEvent.ts';

export const chooseCategory = action(['ok', 'error'], (ctx) => {
  const card = ctx.state.catalogue.categorias.find((c) => c.categoriaID === ctx.input);
  if (!card) return { outcome: 'error' };
  const { flags, consorcio } = ctx.state;
  const preset = presetPlanType({ buyAgain: flags.buyAgain, keptPlanType: consorcio.tipoPlano, variantPlanType: ctx.variant.tipoPlano });
  const choice = categoryChoice(card, preset);
  ctx.update('consorcio', choice);
  const planTypeAsked = offersPlanTypeChoice({ tipoTabela: ctx.variant.tipoTabela, presetPlanType: preset, tipoBem: choice.tipoBem });
  if (!planTypeAsked) trackProductCategory(ctx, choice);
  return { outcome: 'ok' };
});
