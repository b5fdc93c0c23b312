import { Hono } from 'hono';
import type { HealthResponse } from '../../src/generated/api.ts';
import { API } from '../../src/api/apiPaths.ts';

/** GET /hc → 200 { status: 'ok' }. */
export function healthRoutes() {
  return new Hono().get(API.healthCheck.path, (c) => c.json({ status: 'ok' } satisfies HealthResponse));
}
