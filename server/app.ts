// The sandbox API: the spec's whole Calls table on one Hono app, backed by an embedded
// database. Used standalone (server/main.ts), inside Vite's dev and preview servers
// (vite-plugin-sandbox.ts) and by the tests (createApp({ dataDir: tmp })).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { campaignDiscounts } from './campaigns/campaignDiscounts.ts';
import { resolveConfig, type SandboxOptions } from './config.ts';
import type { Sandbox } from './context.ts';
import { closeDatabase, openDatabase } from './db.ts';
import { HttpError } from './httpError.ts';
import { appKey } from './middleware/appKey.ts';
import { addressRoutes } from './routes/address.ts';
import { boletoRoutes } from './routes/boleto.ts';
import { cardRoutes } from './routes/card.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { categoryRoutes } from './routes/categories.ts';
import { documentRoutes } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { paymentStatusRoutes } from './routes/paymentStatus.ts';
import { pixRoutes } from './routes/pix.ts';
import { proposalRoutes } from './routes/proposals.ts';
import { surveyRoutes } from './routes/survey.ts';
import { wordRoutes } from './routes/words.ts';

export type { SandboxOptions } from './config.ts';

/** A Hono app that also owns its database: call close() when done. */
export type SandboxApp = Hono & { close(): void; readonly sandbox: Sandbox };

export function createApp(options: SandboxOptions = {}): SandboxApp {
  const config = resolveConfig(options);
  // The discount table is built before the database opens: a content error stops the start cleanly.
  const discounts = campaignDiscounts(config.root);
  const sb: Sandbox = { config, discounts, db: openDatabase(config.dataDir, { clearStaleLock: true }) };
  const app = new Hono();

  // The browser may call a standalone sandbox from another origin (VITE_API_BASE).
  app.use('*', cors({ origin: '*', allowHeaders: ['Content-Type', 'X-App-Key', 'Idempotency-Key'], allowMethods: ['GET', 'POST', 'OPTIONS'] }));
  // Images and the boleto PDF open in <img> or a new tab, which cannot send the key: they come first.
  app.route('/', documentRoutes(sb));
  app.use('*', appKey(config.appKey));

  app.route('/', healthRoutes());
  app.route('/', categoryRoutes(sb));
  app.route('/', leadRoutes(sb));
  app.route('/', wordRoutes(sb));
  app.route('/', catalogueRoutes(sb));
  app.route('/', addressRoutes());
  app.route('/', proposalRoutes(sb));
  app.route('/', pixRoutes(sb));
  app.route('/', boletoRoutes(sb));
  app.route('/', cardRoutes(sb));
  app.route('/', paymentStatusRoutes(sb));
  app.route('/', surveyRoutes(sb));

  app.notFound((c) => c.json({ message: `Rota não encontrada: ${c.req.method} ${c.req.path}`, code: 'NAO_ENCONTRADO' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    console.error('[sandbox]', error);
    return c.json({ message: 'Erro interno do sandbox.', code: 'ERRO_INTERNO' }, 500);
  });

  let open = true;
  return Object.assign(app, {
    sandbox: sb,
    close() {
      if (open) closeDatabase(sb.db);
      open = false;
    },
  });
}
