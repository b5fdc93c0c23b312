// The analytics port: what actions and the runtime may tell analytics. Adapters (the data layer,
// the host app bridge, a test recorder) implement it. Personal data travels only in `pii`, which
// every adapter must turn into SHA-256 hex digests before the event leaves the page.

import type { EventFields } from './eventFields.ts';

/** Personal data an event may carry; adapters hash each value, never send it clear. */
export interface EventPii {
  email?: string;
  telefone?: string;
  cpfCnpj?: string;
}

/** Event names the spec lists (section 7), plus one step event per step entered. */
export type AnalyticsEventName =
  | 'purchase'
  | 'Lead Save'
  | 'Proposta Gerada'
  | 'Ver Planos'
  | 'Plano Selecionado'
  | 'Pesquisa'
  | 'Pagamento Processado'
  | 'Produto Categoria'
  | 'step';

export interface AnalyticsPort {
  /** Fire and forget: never throws, never blocks the conversation. Data fields: see eventFields.ts. */
  track<E extends AnalyticsEventName>(event: E, data?: EventFields<E>, pii?: EventPii): void;
}

/** The port when no adapter is wired (tests, server-side). */
export const noAnalytics: AnalyticsPort = { track() {} };
