import type { KyInstance } from 'ky';
import type { LeadRequest, LeadResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';

/** POST /api/lead → { id, LeadToken }. */
export async function saveLead(http: KyInstance, body: LeadRequest): Promise<LeadResponse['data']> {
  const res = await withApiErrors(() => http.post('api/lead', { json: body }).json<LeadResponse>());
  return res.data;
}
