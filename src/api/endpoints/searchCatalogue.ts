import type { KyInstance } from 'ky';
import type { CatalogoQuery, CatalogoResponse, CatalogueItem } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/**
 * GET /api/v1/catalogo → credit offers. No plan: ApiError status 404 whose serverMessage is
 * 'Nenhum plano encontrado para essa faixa de renda' or '... faixa de credito'.
 */
export async function searchCatalogue(http: KyInstance, params: CatalogoQuery): Promise<CatalogueItem[]> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) searchParams[key] = value;
  const res = await withApiErrors(() => http.get(clientPath(API.searchCatalogue), { searchParams }).json<CatalogoResponse>());
  return res.data;
}
