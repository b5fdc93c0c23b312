// What the category carousel shows: GET /api/categoria for the variant's company, filtered by its
// price table. Kept out of the component so conversation tests drive the same code the carousel
// runs. An empty answer is not an error (spec section 7): it is logged and the domain's own list
// is shown (its words from flows/ui.yaml), so the visitor can still choose. A failed call throws (the carousel → error-general).
import type { PluginContext, UiCopy } from '../../engine/types.ts';
import type { UiCopyId } from '../../generated/uiCopy.ts';
import type { Category as ApiCategory } from '../../generated/api.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { filterByTable } from '../../domain/planTypesForTable.ts';
import { loadApi } from '../loadApi.ts';

export type CategoryCard = Pick<ApiCategory, 'categoriaID' | 'nome' | 'descricao' | 'produtoCategoria' | 'codigo' | 'tipoBem' | 'tipoPlano'> & {
  imagemUrl?: string;
};

export async function loadCategoryCards(ctx: Pick<PluginContext, 'variant' | 'update' | 'copy'>): Promise<CategoryCard[]> {
  const api = await loadApi();
  const fetched: CategoryCard[] = await api.getCategories(ctx.variant.empresaId);
  let cards = filterByTable(fetched, ctx.variant.tipoTabela);
  if (cards.length === 0) {
    console.warn(
      `[lead] GET /api/categoria?empresaID=${ctx.variant.empresaId} gave no category for table "${ctx.variant.tipoTabela}"; showing the built-in list`,
    );
    cards = filterByTable(
      CATEGORIES.map((c) => domainCard(c, ctx.copy)),
      ctx.variant.tipoTabela,
    );
  }
  ctx.update('catalogue', { categorias: cards });
  return cards;
}

/** Cards already loaded in this conversation (a re-rendered carousel does not fetch again). */
export function loadedCategoryCards(ctx: Pick<PluginContext, 'state'>): CategoryCard[] {
  return ctx.state.catalogue.categorias as CategoryCard[];
}

/** The card's visible text, as the spec gives it: "Automóveis (novos ou seminovos)". */
export function cardLabel(card: Pick<CategoryCard, 'nome' | 'descricao'>): string {
  return `${card.nome} (${card.descricao})`;
}

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
  };
}
