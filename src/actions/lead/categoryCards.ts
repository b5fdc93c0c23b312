// The categories the carousel offers: GET /api/categoria for the variant's company, filtered by its
// price table, stored in catalogue.categorias (the loadCategories action, before the question).
// An empty answer is not an error (spec section 7): it is logged and the domain's own list is
// stored, so the visitor can still choose. A failed call throws (→ outcome error → error-general).
import type { Action, PluginContext } from '../../engine/types.ts';
import type { Category as ApiCategory } from '../../generated/api.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { filterByTable } from '../../domain/planTypesForTable.ts';
import { loadApi } from '../loadApi.ts';

export type CategoryCard = ApiCategory;

/** The cards for this variant: the API's, else (empty answer) the built-in list. */
export async function fetchCategoryCards(variant: PluginContext['variant']): Promise<CategoryCard[]> {
  const api = await loadApi();
  const fetched: CategoryCard[] = await api.getCategories(variant.empresaId);
  const cards = filterByTable(fetched, variant.tipoTabela);
  if (cards.length > 0) return cards;
  console.warn(`[lead] GET /api/categoria?empresaID=${variant.empresaId} gave no category for table "${variant.tipoTabela}"; showing the built-in list`);
  return filterByTable(CATEGORIES.map(domainCard), variant.tipoTabela);
}

/** Requests started early, one per conversation (keyed by its variant object), taken once. */
const early = new WeakMap<object, Promise<CategoryCard[]>>();

/**
 * Asks for the cards now, for the next loadCategories to take: the health check starts it, so the
 * two calls share one round trip instead of following each other (SIMULAR AGORA to the cards).
 */
export function prefetchCategories(variant: PluginContext['variant']): void {
  const cards = fetchCategoryCards(variant);
  cards.catch(() => {}); // a failure surfaces in loadCategories, which gets this same promise
  early.set(variant, cards);
}

/** Forgets a request started early (the health check failed: the cards are not shown now). */
export function dropPrefetchedCategories(variant: PluginContext['variant']): void {
  early.delete(variant);
}

export const loadCategories: Action = async (ctx) => {
  const started = early.get(ctx.variant);
  early.delete(ctx.variant);
  ctx.update('catalogue', { categorias: await (started ?? fetchCategoryCards(ctx.variant)) });
  return { outcome: 'ok' };
};

function domainCard(c: (typeof CATEGORIES)[number]): CategoryCard {
  return {
    categoriaID: c.id,
    nome: c.nome,
    descricao: c.descricao,
    produtoCategoria: c.produtoCategoria,
    codigo: c.codigo,
    tipoBem: c.tipoBem,
    tipoPlano: c.tipoPlano,
    imagemUrl: '', // the carousel shows its bundled pictures (categoryImage.ts), not the API's
  };
}
