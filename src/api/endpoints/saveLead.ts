import type { KyInstance } from 'ky';
import type { LeadRequest, LeadResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** POST /api/lead → { id, LeadToken }. */
export async function saveLead(http: KyInstance, body: LeadRequest): Promise<LeadResponse['data']> {
  const res = await withApiErrors(() => http.post(clientPath(API.saveLead), { json: body }).json<LeadResponse>());
  return res.data;
}
