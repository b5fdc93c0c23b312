import type { KyInstance } from 'ky';
import type { Category, CategoriaResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';

/** GET /api/categoria?empresaID → the company's categories (may be empty). */
export async function getCategories(http: KyInstance, empresaId: number): Promise<Category[]> {
  const body = await withApiErrors(() => http.get('api/categoria', { searchParams: { empresaID: empresaId } }).json<CategoriaResponse>());
  return body.data;
}
