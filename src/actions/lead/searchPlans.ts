import { action } from '../../engine/outcomes.ts';
import type { MatchedErrorText } from '../../generated/api.ts';
import { planSearchQuery } from '../../domain/planSearch.ts';
import { loadApi } from '../loadApi.ts';
import { savedLeadIds } from '../../variants/leadIds.ts';
import { planList } from '../../domain/planList.ts';

/** The catalogue's "no plan" answers (spec section 8) and the outcome each one maps to; the texts
 * are typed by the API error schema's list, which the sandbox sends from too. */
export const NO_PLAN_OUTCOMES: Partial<Record<MatchedErrorText, 'rendaInsuficiente' | 'semPlanos'>> = {
  'Nenhum plano encontrado para essa faixa de renda': 'rendaInsuficiente',
  'Nenhum plano encontrado para essa faixa de credito': 'semPlanos',
};

/**
 * proposal-plans-list-carousel-get: GET /api/v1/catalogo by credit for the chosen category and
 * plan type, income plus extra income; stores the offers for the plan carousel. Outcomes: ok,
 * rendaInsuficiente, semPlanos, error (any other failure).
 */
export const searchPlans = action(['ok', 'rendaInsuficiente', 'semPlanos'], async (ctx) => {
  const { lead, consorcio } = ctx.state;
  const query = planSearchQuery({
    valorCredito: lead.valorCredito,
    categoriaId: consorcio.categoriaId,
    tipoPlano: consorcio.tipoPlano,
    empresaId: savedLeadIds(lead).empresaId,
    rendaMensal: lead.rendaMensal,
    rendaExtra: lead.rendaExtra,
  });
  const api = await loadApi();
  try {
    const ofertas = await api.searchCatalogue(query);
    // The chosen category's image as the API gave it is each listed plan's ImagemUrlPlano.
    const imagemUrl = ctx.state.catalogue.categorias.find((card) => card.categoriaID === consorcio.categoriaId)?.imagemUrl ?? '';
    ctx.update('catalogue', { ofertas, planos: planList(ofertas, imagemUrl) });
    ctx.analytics.track('Ver Planos', {
      categoriaId: consorcio.categoriaId,
      produtoCategoria: consorcio.produtoCategoria,
      valorCredito: lead.valorCredito,
      ofertas: ofertas.length,
    });
    return { outcome: 'ok' };
  } catch (error) {
    const known = error instanceof api.ApiError && error.status === 404 ? NO_PLAN_OUTCOMES[(error.serverMessage ?? '') as MatchedErrorText] : undefined;
    if (known) {
      ctx.update('catalogue', { ofertas: [], planos: [] });
      return { outcome: known };
    }
    throw error;
  }
});
