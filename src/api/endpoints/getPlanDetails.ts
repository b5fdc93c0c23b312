import type { KyInstance } from 'ky';
import type { PlanDetails, PlanoDetalhesRequest, PlanoDetalhesResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** POST /api/plano/detalhes → titulo, taxaAdmTotal, planoID, planoTaxas and the held fields. */
export async function getPlanDetails(http: KyInstance, body: PlanoDetalhesRequest): Promise<PlanDetails> {
  const res = await withApiErrors(() => http.post(clientPath(API.getPlanDetails), { json: body }).json<PlanoDetalhesResponse>());
  return res.data;
}
