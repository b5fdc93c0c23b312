import type { KyInstance } from 'ky';
import type { PesquisaRequest, PesquisaResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** POST /api/pesquisa (sandbox addition) → { id } of the stored answers. */
export async function saveSurvey(http: KyInstance, body: PesquisaRequest): Promise<PesquisaResponse['data']> {
  const res = await withApiErrors(() => http.post(clientPath(API.saveSurvey), { json: body }).json<PesquisaResponse>());
  return res.data;
}
