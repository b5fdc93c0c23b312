// Mounts the sandbox API into Vite's dev and preview servers, so `npm start` is one
// process with one URL: /hc and /api/* go to Hono, everything else to Vite.
//
// The variants (their campaign discounts are what a proposal charges) are the ones the chat is
// served with, never read from YAML here: in dev the flows plugin's own compile
// (scripts/vite-plugin-flows.ts, its `api.resolvedVariants`), in preview the built pages
// (campaigns/builtVariants.ts).
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { createApp, type SandboxOptions, type Variants, type VariantsSource } from './app.ts';
import { builtVariants } from './campaigns/builtVariants.ts';
import { compiledVariants } from './campaigns/compiledVariants.ts';
import { resolveAppKey } from './config.ts';
import { STORAGE_UNAVAILABLE } from './storage/storageFaults.ts';

/** What the flows plugin offers other plugins (its `api`); declared here by shape, the sandbox imports no build script. */
export interface ResolvedVariantsApi {
  /** The variants of the flows plugin's latest compile whose variant files have no errors (what the chat is served with). */
  resolvedVariants(): Variants;
}

export interface SandboxPluginOptions extends SandboxOptions {
  /** The variants to charge by; default: the flows plugin's (dev) or the build's (preview). */
  variants?: VariantsSource;
}

/** Paths the sandbox answers; everything else falls through to Vite. */
export function isSandboxPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?')[0];
  return path === '/hc' || path === '/api' || path.startsWith('/api/');
}

export function sandboxPlugin(options: SandboxPluginOptions = {}): Plugin {
  // Created on first use so `vite build` never opens the database.
  let app: ReturnType<typeof createApp> | undefined;
  let listener: ReturnType<typeof getRequestListener> | undefined;
  let variants: VariantsSource | undefined = options.variants;
  let root = process.cwd();
  let outDir = resolve(root, 'dist');
  let flows: ResolvedVariantsApi | undefined;

  let startError: string | undefined;

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!isSandboxPath(req.url)) return next();
    if (!app) {
      try {
        app = createApp({ ...options, variants: variants ?? compiledVariants(root) });
        listener = getRequestListener(app.fetch);
        startError = undefined;
      } catch (error) {
        // A read-only or busy data folder: the page gets a short Portuguese answer, never Vite's
        // error overlay with paths and a stack; the cause is logged once; the next call retries.
        const cause = error instanceof Error ? error.message : String(error);
        if (cause !== startError) console.error(`[sandbox] cannot start: ${cause}`);
        startError = cause;
        res.statusCode = 503;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(STORAGE_UNAVAILABLE));
        return;
      }
    }
    // Hono answers its own errors; anything below it still gets JSON, never Vite's page with a stack.
    listener!(req, res).catch((error: unknown) => {
      console.error('[sandbox]', error);
      if (res.headersSent) return res.end();
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ message: 'Erro interno do sandbox.', code: 'ERRO_INTERNO' }));
    });
  };
  const close = () => {
    app?.close();
    app = undefined;
  };

  return {
    name: 'consorcio-sandbox-api',
    // What `npm start` and `npm run preview` say of it (scripts/vite-plugin-served-urls.ts, by shape:
    // the sandbox imports no build script).
    api: { served: () => [{ label: 'Sandbox API', path: '/api/', key: resolveAppKey(options), health: '/hc' }] },
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      flows = config.plugins.map((plugin) => plugin.api as unknown).find(isResolvedVariantsApi);
    },
    configureServer(server) {
      // Without the flows plugin (a bare Vite config), one compile through the compiler's front door.
      const api = flows;
      variants ??= api ? () => api.resolvedVariants() : undefined;
      server.middlewares.use(middleware);
      server.httpServer?.once('close', close);
    },
    configurePreviewServer(server) {
      variants ??= builtVariants(outDir);
      server.middlewares.use(middleware);
      server.httpServer?.once('close', close);
    },
  };
}

function isResolvedVariantsApi(api: unknown): api is ResolvedVariantsApi {
  return typeof api === 'object' && api !== null && typeof (api as Partial<ResolvedVariantsApi>).resolvedVariants === 'function';
}
