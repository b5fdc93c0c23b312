// Mounts the sandbox API into Vite's dev and preview servers, so `npm start` is one
// process with one URL: /hc and /api/* go to Hono, everything else to Vite.
import type { Connect, Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { createApp, type SandboxOptions } from './app.ts';
import { STORAGE_UNAVAILABLE } from './storage/storageFaults.ts';

/** Paths the sandbox answers; everything else falls through to Vite. */
export function isSandboxPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?')[0];
  return path === '/hc' || path === '/api' || path.startsWith('/api/');
}

export function sandboxPlugin(options: SandboxOptions = {}): Plugin {
  // Created on first use so `vite build` never opens the database.
  let app: ReturnType<typeof createApp> | undefined;
  let listener: ReturnType<typeof getRequestListener> | undefined;

  let startError: string | undefined;

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!isSandboxPath(req.url)) return next();
    if (!app) {
      try {
        app = createApp(options);
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
    configureServer(server) {
      server.middlewares.use(middleware);
      server.httpServer?.once('close', close);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      server.httpServer?.once('close', close);
    },
  };
}
