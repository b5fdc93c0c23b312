// A category card was chosen: store asset type, category id, plan type and the credit range
// (spec section 2), report `Produto Categoria`, and hand back the title the chat echoes. The
// carousel then calls conversation.complete('ok', title); tests call this function the same way.
import type { PluginContext } from '../../engine/types.ts';
import { categoryChoice } from '../../domain/categoryChoice.ts';
import { PLAN_SLUGS } from '../../domain/planTypes.ts';
import { presetPlanType } from '../../domain/presetPlanType.ts';
import type { CategoryCard } from './categoryCards.ts';

export function chooseCategory(ctx: Pick<PluginContext, 'state' | 'variant' | 'update' | 'analytics'>, card: CategoryCard): string {
  const { flags, consorcio } = ctx.state;
  const preset = presetPlanType({ buyAgain: flags.buyAgain, keptPlanType: consorcio.tipoPlano, variantPlanType: ctx.variant.tipoPlano });
  const choice = categoryChoice(card, preset);
  ctx.update('consorcio', choice);
  ctx.analytics.track('Produto Categoria', {
    produtoCategoria: choice.produtoCategoria,
    categoriaId: choice.categoriaId,
    plano: PLAN_SLUGS[choice.tipoPlano],
  });
  return card.nome;
}
