// `npm start` and `npm run preview` say what they serve: after Vite's own Local/Network lines, on
// the URL Vite prints (so they follow its port and host),
//
//   Chat:        http://127.0.0.1:5173/
//   Sandbox API: http://127.0.0.1:5173/api/ (key sandbox-app-key, health check http://127.0.0.1:5173/hc)
//   Estúdio:     http://127.0.0.1:5181/
//
// The chat is this app's root; every other plugin that serves a page or an API declares it on its
// `api` as `served()` (sandbox/vite-plugin-sandbox.ts; the studio's local mode, on its own origin:
// studio/hosted/local/vitePluginLocalStudio.ts), a declaration by shape: those rooms import no build script.
import type { Plugin, PreviewServer, ResolvedServerUrls, ViteDevServer } from 'vite';

/** One place on the app's origin, as a plugin declares it. */
export interface ServedPlace {
  label: string;
  /** Its path on the origin, `/api/`, or an absolute address on another origin. */
  path: string;
  /** The X-App-Key an API's calls carry. */
  key?: string;
  /** An API's health check path, `/hc`. */
  health?: string;
  /** Served by the dev server only (`npm start`), not by `vite preview`. */
  devOnly?: boolean;
}

const CHAT: ServedPlace = { label: 'Chat', path: '/' };

/** The lines for `places` on `base` (the URL Vite prints, `http://127.0.0.1:5173/`), labels aligned. */
export function servedLines(base: string, places: readonly ServedPlace[]): string[] {
  const width = Math.max(...places.map((place) => place.label.length)) + 2;
  const url = (path: string) => new URL(path.replace(/^\/+/, ''), base).href;
  return places.map((place) => {
    const notes = [place.key && `key ${place.key}`, place.health && `health check ${url(place.health)}`].filter(Boolean);
    return `  ${`${place.label}:`.padEnd(width)}${url(place.path)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
  });
}

/** The URL the lines are built on: Vite's first local one, else its first network one. */
export function baseUrl(urls: ResolvedServerUrls | null): string | undefined {
  return urls?.local[0] ?? urls?.network[0];
}

export function servedUrlsPlugin(): Plugin {
  let apis: unknown[] = [];
  const announce = (server: ViteDevServer | PreviewServer, dev: boolean) => {
    const printUrls = server.printUrls.bind(server);
    server.printUrls = () => {
      printUrls();
      const base = baseUrl(server.resolvedUrls);
      const shown = [CHAT, ...apis.flatMap(declared).filter((place) => dev || !place.devOnly)];
      if (base) server.config.logger.info(servedLines(base, shown).join('\n'));
    };
  };
  return {
    name: 'consorcio-served-urls',
    configResolved(config) {
      apis = config.plugins.map((plugin) => plugin.api as unknown);
    },
    configureServer(server) {
      announce(server, true);
    },
    configurePreviewServer(server) {
      announce(server, false);
    },
  };
}

function declared(api: unknown): ServedPlace[] {
  const served = (api as { served?: unknown } | undefined)?.served;
  if (typeof served !== 'function') return [];
  const places: unknown = served();
  return Array.isArray(places) ? places.filter(isServedPlace) : [];
}

function isServedPlace(value: unknown): value is ServedPlace {
  const place = value as Partial<ServedPlace> | null;
  return typeof place === 'object' && place !== null && typeof place.label === 'string' && typeof place.path === 'string';
}
