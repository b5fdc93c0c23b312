// `Produto Categoria` reports the product a visitor chose with its plan type (issue 26 item 7): it
// fires once the plan type is settled — at the category card when nothing more is asked, else at
// the plan-type answer (lead-select-plan) — so PAGA METADE is never reported as plano_integral.
import type { PluginContext } from '../../engine/types.ts';
import { PLAN_SLUGS } from '../../domain/planTypes.ts';
import type { PlanType } from '../../domain/planTypes.ts';

export interface ChosenProduct {
  produtoCategoria: string;
  categoriaId: number;
  tipoPlano: PlanType;
}

export function trackProductCategory(ctx: Pick<PluginContext, 'analytics'>, product: ChosenProduct): void {
  ctx.analytics.track('Produto Categoria', {
    produtoCategoria: product.produtoCategoria,
    categoriaId: product.categoriaId,
    plano: PLAN_SLUGS[product.tipoPlano],
  });
}
