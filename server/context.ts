// What every route needs: the database and the resolved settings.
import type { Context } from 'hono';
import type { SandboxConfig } from './config.ts';
import type { Database } from './db.ts';
import { parseIsoDate } from './dates.ts';

export interface Sandbox {
  db: Database;
  config: SandboxConfig;
}

/** The sandbox's "today" as a UTC-midnight Date. */
export function today(sb: Sandbox): Date {
  return parseIsoDate(sb.config.today);
}

/** Origin for absolute links (QR image, boleto PDF, category images): SANDBOX_PUBLIC_URL or the request's own. */
export function publicOrigin(c: Context, sb: Sandbox): string {
  return (sb.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}
