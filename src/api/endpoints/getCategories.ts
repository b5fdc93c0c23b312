import type { KyInstance } from 'ky';
import type { Category, CategoriaResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** GET /api/categoria?empresaID → the company's categories (may be empty). */
export async function getCategories(http: KyInstance, empresaId: number): Promise<Category[]> {
  const body = await withApiErrors(() => http.get(clientPath(API.getCategories), { searchParams: { empresaID: empresaId } }).json<CategoriaResponse>());
  return body.data;
}
