import { Hono } from 'hono';
import type { HealthResponse } from '../../src/generated/api.ts';

/** GET /hc → 200 { status: 'ok' }. */
export function healthRoutes() {
  return new Hono().get('/hc', (c) => c.json({ status: 'ok' } satisfies HealthResponse));
}
