// What every route needs: the database, the resolved settings and the campaign discounts.
import type { Context } from 'hono';
import type { SandboxConfig } from './config.ts';
import type { Database } from './db.ts';
import type { DiscountTable } from '../src/variants/discountTable.ts';
import { parseIsoDate } from './dates.ts';
import type { Tokens } from './tokens.ts';

export interface Sandbox {
  db: Database;
  config: SandboxConfig;
  /** Discount on the first payment by the lead's campaign ids, from the variants the chat is built with now. */
  discounts(): DiscountTable;
  /** Lead tokens and authorisation codes, under the data folder's secret. */
  tokens: Tokens;
}

/** The sandbox's "today" as a UTC-midnight Date. */
export function today(sb: Sandbox): Date {
  return parseIsoDate(sb.config.today);
}

/** Origin for absolute links (QR image, boleto PDF, category images): SANDBOX_PUBLIC_URL or the request's own. */
export function publicOrigin(c: Context, sb: Sandbox): string {
  return (sb.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}
