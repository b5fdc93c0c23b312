// The categories the carousel offers: GET /api/categoria for the variant's company, filtered by its
// price table, stored in catalogue.categorias (the loadCategories action, before the question).
// An empty answer is not an error (spec section 7): the domain's own list is stored (its words from
// flows/ui.yaml), so the visitor can still choose, and the engine reports the problem the action
// returns with it. A failed call throws (→ outcome error → error-general).
import { action } from '../../engine/outcomes.ts';
import type { PluginContext, UiCopy } from '../../engine/types.ts';
import type { Category as ApiCategory } from '../../generated/api.ts';
import type { UiCopyId } from '../../generated/uiCopy.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { filterByTable } from '../../domain/planTypesForTable.ts';
import { loadApi } from '../loadApi.ts';

export type CategoryCard = ApiCategory;

/** The cards to show, and the problem when they are the built-in ones. */
export interface CategoryCards {
  cards: CategoryCard[];
  problem?: Error;
}

/** The cards for this variant: the API's, else (empty answer) the built-in list. */
export async function fetchCategoryCards({ variant, copy }: Pick<PluginContext, 'variant' | 'copy'>): Promise<CategoryCards> {
  const api = await loadApi();
  const fetched: CategoryCard[] = await api.getCategories(variant.empresaId);
  const cards = filterByTable(fetched, variant.tipoTabela);
  if (cards.length > 0) return { cards };
  return {
    cards: filterByTable(
      CATEGORIES.map((c) => domainCard(c, copy)),
      variant.tipoTabela,
    ),
    problem: new Error(`GET /api/categoria?empresaID=${variant.empresaId} gave no category for table "${variant.tipoTabela}"; showing the built-in list`),
  };
}

/** Requests started early, one per conversation (keyed by its variant object), taken once. */
const early = new WeakMap<object, Promise<CategoryCards>>();

/**
 * Asks for the cards now, for the next loadCategories to take: the health check starts it, so the
 * two calls share one round trip instead of following each other (SIMULAR AGORA to the cards).
 */
export function prefetchCategories(ctx: Pick<PluginContext, 'variant' | 'copy'>): void {
  const cards = fetchCategoryCards(ctx);
  cards.catch(() => {}); // a failure surfaces in loadCategories, which gets this same promise
  early.set(ctx.variant, cards);
}

/** Forgets a request started early (the health check failed: the cards are not shown now). */
export function dropPrefetchedCategories(variant: PluginContext['variant']): void {
  early.delete(variant);
}

export const loadCategories = action(['ok'], async (ctx) => {
  const started = early.get(ctx.variant);
  early.delete(ctx.variant);
  const { cards, problem } = await (started ?? fetchCategoryCards(ctx));
  ctx.update('catalogue', { categorias: cards });
  return problem ? { outcome: 'ok', problem } : { outcome: 'ok' };
});

/** The copy of each asset's built-in card (flows/ui.yaml). */
const CARD_COPY = {
  IMOVEL: ['categoryImovelTitle', 'categoryImovelDescription'],
  CARRO: ['categoryCarroTitle', 'categoryCarroDescription'],
  MOTO: ['categoryMotoTitle', 'categoryMotoDescription'],
  SERVICO: ['categoryServicoTitle', 'categoryServicoDescription'],
  CAMINHAO: ['categoryCaminhaoTitle', 'categoryCaminhaoDescription'],
} as const satisfies Record<(typeof CATEGORIES)[number]['tipoBem'], readonly [UiCopyId, UiCopyId]>;

function domainCard(c: (typeof CATEGORIES)[number], copy: UiCopy): CategoryCard {
  const [title, description] = CARD_COPY[c.tipoBem];
  return {
    categoriaID: c.id,
    nome: copy(title),
    descricao: copy(description),
    produtoCategoria: c.produtoCategoria,
    codigo: c.codigo,
    tipoBem: c.tipoBem,
    tipoPlano: c.tipoPlano,
    imagemUrl: '', // the carousel shows its bundled pictures (categoryImage.ts), not the API's
  };
}
