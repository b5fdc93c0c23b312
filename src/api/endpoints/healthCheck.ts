import type { KyInstance } from 'ky';
import type { HealthResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** GET /hc → { status: 'ok' }. Throws ApiError when the API is down. */
export function healthCheck(http: KyInstance): Promise<HealthResponse> {
  return withApiErrors(() => http.get(clientPath(API.healthCheck)).json<HealthResponse>());
}
