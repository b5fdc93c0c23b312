import { Hono } from 'hono';
import type { CatalogoQuery, CatalogoResponse, PlanoDetalhesRequest, PlanoDetalhesResponse } from '../../src/generated/api.ts';
import { searchCatalogue } from '../catalogue/search.ts';
import { planDetails } from '../catalogue/details.ts';
import { planById } from '../catalogue/plans.ts';
import type { Sandbox } from '../context.ts';
import { HttpError, notFound } from '../httpError.ts';
import { leadExists } from '../store/leads.ts';
import { parseBody, parseQuery } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/**
 * GET /api/v1/catalogo → 200 { data: CatalogueItem[] }; 404 { message: 'Nenhum plano encontrado para essa
 * faixa de credito' | '… de renda' }. POST /api/plano/detalhes → 200 { data: PlanDetails }.
 */
export function catalogueRoutes(sb: Sandbox) {
  return new Hono()
    .get(API.searchCatalogue.path, (c) => {
      const query = parseQuery<CatalogoQuery>(c, 'CatalogoQuery');
      return c.json({ data: searchCatalogue(query, sb.config.today) } satisfies CatalogoResponse);
    })
    .post(API.getPlanDetails.path, async (c) => {
      const body = await parseBody<PlanoDetalhesRequest>(c, 'PlanoDetalhesRequest');
      const plan = planById(body.planoID, sb.config.today);
      if (!plan) throw notFound('Plano não encontrado');
      if (!leadExists(sb.db, Number(body.leadID))) throw notFound('Lead não encontrado');
      if (plan.bemId !== body.bemID) throw new HttpError(422, 'O bem informado não pertence ao plano.', 'PLANO_INVALIDO');
      return c.json({ data: planDetails(plan) } satisfies PlanoDetalhesResponse);
    });
}
