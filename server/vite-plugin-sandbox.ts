// Mounts the sandbox API into Vite's dev and preview servers, so `npm start` is one
// process with one URL: /hc and /api/* go to Hono, everything else to Vite.
import type { Connect, Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { createApp, type SandboxOptions } from './app.ts';

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

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!isSandboxPath(req.url)) return next();
    if (!app) {
      app = createApp(options);
      listener = getRequestListener(app.fetch);
    }
    listener!(req, res).catch(next);
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
