// One HTML page per route (scripts/routes/): at build time it writes index.html, <route>/index.html
// and 404.html, each with its head and its variants; in dev it renders the same page per request;
// in `vite preview` a path that is no route gets 404.html with HTTP 404, as a CDN should serve it
// (docs/deploy.md).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { compileFlows } from './flow-compiler/compileFlows.ts';
import { countErrors } from './flow-compiler/diagnostics.ts';
import { renderPage, themeStylesheet } from './routes/renderPage.ts';
import { renderFirstScreens } from './prerender/renderFirstScreens.ts';
import { pageForPath, routePages, type RoutePage } from './routes/routePages.ts';
import { isSandboxPath } from '../server/vite-plugin-sandbox.ts';
import { normalisePath } from '../src/variants/normalisePath.ts';

export function routesPlugin(): Plugin {
  let root = process.cwd();
  let publicDir = join(root, 'public');
  let outDir = join(root, 'dist');

  const compile = () => {
    const result = compileFlows({ root });
    // The flows plugin reports the problems; an empty page list here only avoids a second report.
    const ok = countErrors(result.diagnostics) === 0;
    return { result, pages: ok ? routePages(result.variants, (path) => existsSync(join(publicDir, path))) : [] };
  };
  const pages = (): RoutePage[] => compile().pages;

  return {
    name: 'consorcio-routes',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir || join(root, 'public');
      outDir = resolve(root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Dev only: the build writes every page in generateBundle below.
        if (!ctx.server) return html;
        const all = pages();
        // The page is chosen by its path: a query (?step=…, ?referralcode=…) or hash does not change it.
        const path = (ctx.originalUrl ?? ctx.path).split(/[?#]/)[0];
        return all.length > 0 ? renderPage(html, pageForPath(all, path)) : html;
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const template = String(index.source);
      const { result, pages: all } = compile();
      // Each route's first screen in its HTML: the browser paints it before the JavaScript runs.
      const shown = new Set(all.flatMap((page) => (page.variant ? [page.variant] : [])));
      const screens = await renderFirstScreens(root, result.flow, Object.fromEntries([...shown].map((name) => [name, result.variants[name]])));
      for (const page of all) {
        // The theme colours paint before the JavaScript, from a tiny stylesheet per page (no inline
        // style: the production CSP forbids it).
        const css = themeStylesheet(page);
        const cssFile = css ? `assets/theme-${page.file.replace(/\/?index\.html$|\.html$/, '').replace(/\//g, '-') || 'main'}.css` : undefined;
        if (css && cssFile) this.emitFile({ type: 'asset', fileName: cssFile, source: css });
        const screen = page.variant ? screens.get(page.variant) : undefined;
        const source = renderPage(template, page, cssFile ? `/${cssFile}` : undefined, screen && page.variant ? { variant: page.variant, ...screen } : undefined);
        if (page.file === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName: page.file, source });
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use(notFoundMiddleware(() => outDir));
    },
  };
}

/**
 * A page request (no file extension) goes to its route's prerendered file, whatever its case or
 * trailing slash (normalisePath); any other page request gets 404.html with status 404.
 */
export function notFoundMiddleware(outDir: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isSandboxPath(req.url)) return next();
    const [pathname, query] = splitUrl(req.url ?? '/');
    if (/\.[^/]*$/.test(pathname)) return next();
    const route = normalisePath(decodeURIComponentSafe(pathname));
    const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    if (!route.includes('..') && existsSync(join(outDir(), file))) {
      req.url = `/${file}${query}`;
      return next();
    }
    const notFound = join(outDir(), '404.html');
    if (!existsSync(notFound)) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound));
  };
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
