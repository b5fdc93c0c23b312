// The editor studio, in development only (`apply: 'serve'`): serves studio.html at /studio/…,
// its data at /__studio/data (studio/server/studioData.ts; to this dev server's own pages only, the
// rule of the edit endpoint: sameOrigin.ts), and tells open studio pages over
// Vite's HMR socket when a flow, variant, fixture or the coverage JSON changed, so they refetch.
// A production build never sees any of it: studio.html is not a build input.
import { join, relative } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { refusedForeign } from './sameOrigin.ts';
import { studioData } from './studioData.ts';
import type { StudioData } from '../contract/studioData.ts';

export const STUDIO_DATA_URL = '/__studio/data';
export const STUDIO_UPDATE_EVENT = 'studio:update';

export function studioPlugin(): Plugin {
  let root = process.cwd();
  let cached: StudioData | undefined;
  const data = () => (cached ??= studioData(root));

  const watched = (file: string) => {
    const path = relative(root, file).replace(/\\/g, '/');
    return /^(flows|variants)\/.*\.ya?ml$/.test(path) || path === 'coverage/flows.json';
  };

  return {
    name: 'consorcio-studio',
    apply: 'serve',
    // For the start-up lines (scripts/vite-plugin-served-urls.ts); `vite preview` has no studio.
    api: { served: () => [{ label: 'Studio', path: '/studio/', devOnly: true }] },
    // The studio's first view is transformed at server start, not on the editor's first visit; its
    // libraries are pre-bundled up front, so opening the map later does not make Vite re-optimise
    // and reload the page.
    config: () => ({
      server: { warmup: { clientFiles: ['./studio/ui/main.tsx', './studio/ui/views/Overview.tsx'] } },
      optimizeDeps: { include: ['react-router-dom', '@xyflow/react', '@dagrejs/dagre'] },
    }),
    configResolved(config) {
      root = config.root;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([join(root, 'coverage/flows.json'), join(root, 'flows/fixtures')]);
      const onChange = (file: string) => {
        if (!watched(file)) return;
        cached = undefined;
        server.ws.send({ type: 'custom', event: STUDIO_UPDATE_EVENT, data: {} });
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange);
      // Compiled before the server listens (a few hundred ms of start-up): compiled on the first
      // request, or just after listening, it would hold up the studio's first view instead.
      try {
        data();
      } catch {
        // A compiler crash is answered on the first request, as a diagnostic for the studio.
      }

      server.middlewares.use(studioDataMiddleware(data));
    },
  };
}

/** /__studio/data, for the editor's own browser only (sameOrigin.ts: not another localhost port),
 * and the studio's client-side routes, which all load the one page. */
export function studioDataMiddleware(data: () => StudioData): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (url === STUDIO_DATA_URL || url.startsWith(STUDIO_DATA_URL + '?')) {
      if (refusedForeign(req, res)) return;
      let body: string;
      try {
        body = JSON.stringify(data());
      } catch (error) {
        // A compiler crash still reaches the studio as a diagnostic instead of a blank page.
        const message = error instanceof Error ? error.message : String(error);
        body = JSON.stringify({ crash: message });
      }
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(body);
      return;
    }
    if (url === '/studio' || (url.startsWith('/studio/') && !/\.[a-z0-9]+(\?|$)/i.test(url.split('?')[0]))) req.url = '/studio.html';
    next();
  };
}
