// What the category carousel shows: GET /api/categoria for the variant's company, filtered by its
// price table. Kept out of the component so conversation tests drive the same code the carousel
// runs. An empty answer is not an error (spec section 7): it is logged and the domain's own list
// is shown, so the visitor can still choose. A failed call throws (the carousel → error-general).
import type { PluginContext } from '../../engine/types.ts';
import type { Category as ApiCategory } from '../../generated/api.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { filterByTable } from '../../domain/planTypesForTable.ts';
import { loadApi } from '../loadApi.ts';

export type CategoryCard = Pick<ApiCategory, 'categoriaID' | 'nome' | 'descricao' | 'produtoCategoria' | 'codigo' | 'tipoBem' | 'tipoPlano'> & {
  imagemUrl?: string;
};

export async function loadCategoryCards(ctx: Pick<PluginContext, 'variant' | 'update'>): Promise<CategoryCard[]> {
  const api = await loadApi();
  const fetched: CategoryCard[] = await api.getCategories(ctx.variant.empresaId);
  let cards = filterByTable(fetched, ctx.variant.tipoTabela);
  if (cards.length === 0) {
    console.warn(
      `[lead] GET /api/categoria?empresaID=${ctx.variant.empresaId} gave no category for table "${ctx.variant.tipoTabela}"; showing the built-in list`,
    );
    cards = filterByTable(CATEGORIES.map(domainCard), ctx.variant.tipoTabela);
  }
  ctx.update('catalogue', { categorias: cards });
  return cards;
}

/** Cards already loaded in this conversation (a re-rendered carousel does not fetch again). */
export function loadedCategoryCards(ctx: Pick<PluginContext, 'state'>): CategoryCard[] {
  return ctx.state.catalogue.categorias as CategoryCard[];
}

function domainCard(c: (typeof CATEGORIES)[number]): CategoryCard {
  return {
    categoriaID: c.id,
    nome: c.nome,
    descricao: c.descricao,
    produtoCategoria: c.produtoCategoria,
    codigo: c.codigo,
    tipoBem: c.tipoBem,
    tipoPlano: c.tipoPlano,
  };
}
