// The sandbox API: the spec's whole Calls table on one Hono app, backed by an embedded
// database. Used standalone (sandbox/main.ts), inside Vite's dev and preview servers
// (vite-plugin-sandbox.ts) and by the tests (createApp({ dataDir: tmp })).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { campaignDiscounts, type VariantsSource } from './campaigns/campaignDiscounts.ts';
import { resolveConfig, type SandboxOptions } from './config.ts';
import type { Sandbox } from './context.ts';
import { DataFolder } from './storage/dataFolder.ts';
import { isStorageFault, StorageHealth, STORAGE_UNAVAILABLE } from './storage/storageFaults.ts';
import { HttpError } from './httpError.ts';
import { appKey } from './middleware/appKey.ts';
import { strictSpecAnswers } from './middleware/strictSpec.ts';
import { addressRoutes } from './routes/address.ts';
import { boletoRoutes } from './routes/boleto.ts';
import { cardRoutes } from './routes/card.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { categoryRoutes } from './routes/categories.ts';
import { documentRoutes } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { pixRoutes } from './routes/pix.ts';
import { paymentStatusRoutes } from './routes/paymentStatus.ts';
import { proposalRoutes } from './routes/proposals.ts';
import { settlementRoutes } from './routes/settlement.ts';
import { surveyRoutes } from './routes/survey.ts';
import { wordRoutes } from './routes/words.ts';

export type { SandboxOptions } from './config.ts';
export type { Variants, VariantsSource } from './campaigns/campaignDiscounts.ts';

/** The settings, and the variants the chat is built with (their campaign discounts are what proposals charge). */
export interface SandboxAppOptions extends SandboxOptions {
  variants: VariantsSource;
}

/** Largest request body accepted (413 above it). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** A Hono app that also owns its database: call close() when done. */
export type SandboxApp = Hono & { close(): void; readonly sandbox: Sandbox };

export function createApp(options: SandboxAppOptions): SandboxApp {
  const config = resolveConfig(options);
  // The discount table is built before the database opens: a content error stops the start cleanly.
  const discounts = campaignDiscounts(options.variants);
  discounts();
  const health = new StorageHealth(config.dataDir);
  // The lock, the secret and the connection: opened now, and again by the first call that needs the
  // disk after a storage fault; a call that needs none (health, categories, catalogue) never waits.
  const folder = new DataFolder(config.dataDir, config.secret);
  const startFault = folder.open();
  if (startFault) health.fault(startFault);
  const sb: Sandbox = {
    config,
    discounts,
    get db() {
      return folder.db;
    },
    get tokens() {
      return folder.tokens;
    },
  };
  const app = new Hono();

  // The browser may call a standalone sandbox from another origin (VITE_API_BASE).
  app.use('*', cors({ origin: '*', allowHeaders: ['Content-Type', 'X-App-Key', 'Idempotency-Key'], allowMethods: ['GET', 'POST', 'OPTIONS'] }));
  // Every body the contract sends is a few hundred bytes: stop big ones before they fill memory.
  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: 'O corpo da requisição passa do limite de 64 KB.', code: 'CORPO_MUITO_GRANDE' }, 413),
    }),
  );
  // After a fault the folder works again once a write that used it succeeds. (Calls interleave, so
  // `used` may count a neighbour's use: it only decides when the recovery is logged.)
  app.use('*', async (c, next) => {
    folder.used = false;
    await next();
    if (health.isFailing && folder.used && c.req.method === 'POST' && c.res.status < 500) health.recovered();
  });
  // Images and the boleto PDF open in <img> or a new tab, which cannot send the key: they come first.
  app.route('/', documentRoutes(sb));
  app.use('*', appKey(config.appKey));
  if (config.strictSpec) app.use('*', strictSpecAnswers());

  mountCalls(app, sb);

  app.notFound((c) => c.json({ message: `Rota não encontrada: ${c.req.method} ${c.req.path}`, code: 'NAO_ENCONTRADO' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    if (isStorageFault(error)) {
      health.fault(error);
      // The connection is replaced on its next use: a failed write can leave it mid-transaction.
      folder.markBroken();
      return c.json(STORAGE_UNAVAILABLE, 503);
    }
    console.error('[sandbox]', error);
    return c.json({ message: 'Erro interno do sandbox.', code: 'ERRO_INTERNO' }, 500);
  });

  let open = true;
  return Object.assign(app, {
    sandbox: sb,
    close() {
      if (open) folder.close();
      open = false;
    },
  });
}

/** The calls that need the app key: the spec's table and the sandbox's additions. */
function mountCalls(app: Hono, sb: Sandbox): void {
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
  app.route('/', settlementRoutes(sb));
  app.route('/', surveyRoutes(sb));
}
