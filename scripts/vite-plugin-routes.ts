// One HTML page per route (scripts/routes/): at build time it writes index.html, <route>/index.html
// and 404.html, each with its head and its variants; in dev it renders the same page per request;
// in `vite preview` a path that is no route gets 404.html with HTTP 404, as a CDN should serve it
// (docs/deploy.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Connect, Plugin, Rollup } from 'vite';
import { compileFlows } from './compiler/compileFlows.ts';
import { countErrors } from './compiler/diagnostics.ts';
import { renderPage, themeStylesheet } from './routes/renderPage.ts';
import { renderFirstScreens } from './prerender/renderFirstScreens.ts';
import { pageForPath, routePages, type RoutePage } from './routes/routePages.ts';
import { isSandboxPath } from '../sandbox/vite-plugin-sandbox.ts';
import { contentSecurityPolicy, deploymentOrigins, withPageScript, withPageStyle } from '../sandbox/securityHeaders.ts';
import { normalisePath } from '../src/variants/normalisePath.ts';
import { isCardFramePath } from '../src/contracts/cardFrame.ts';

/** Each built page's Content-Security-Policy, by file (docs/security-headers.md). */
export const PAGE_POLICIES_FILE = 'page-policies.json';

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
        // The page is chosen by its path: a query (?step=…, ?referralcode=…) or hash does not change it.
        const path = (ctx.originalUrl ?? ctx.path).split(/[?#]/)[0];
        // The card frame's document is no route page (scripts/vite-plugin-card-frame.ts).
        if (isCardFramePath(path)) return html;
        const all = pages();
        return all.length > 0 ? renderPage(html, pageForPath(all, path)) : html;
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      // The stylesheet goes into each page with its theme colours (one <style>, allowed by its hash
      // in the page's CSP): the first paint waits for the HTML only, not for two more requests.
      const { template, css } = takeStylesheet(String(index.source), bundle);
      const { result, pages: all } = compile();
      // Each route's first screen in its HTML: the browser paints it before the JavaScript runs.
      const shown = new Set(all.flatMap((page) => (page.variant ? [page.variant] : [])));
      const { screens, notFound } = await renderFirstScreens(
        root,
        result.flow,
        Object.fromEntries([...shown].map((name) => [name, result.variants[name]])),
        result.variants.main,
      );
      // Each page's Content-Security-Policy (its own stylesheet's hash in style-src), for a CDN to
      // send with it; `vite preview` derives the same from the page it serves (notFoundMiddleware).
      const policy = contentSecurityPolicy(deploymentOrigins());
      const policies: Record<string, string> = {};
      for (const page of all) {
        const screen = page.variant ? screens.get(page.variant) : undefined;
        const content = page.variant === null ? { notFound } : screen && page.variant ? { variant: page.variant, ...screen } : undefined;
        const source = renderPage(template, page, `${themeStylesheet(page) ?? ''}${css}`, content);
        policies[page.file] = withPageStyle(policy, source);
        if (page.file === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName: page.file, source });
      }
      this.emitFile({ type: 'asset', fileName: PAGE_POLICIES_FILE, source: `${JSON.stringify(policies, null, 2)}\n` });
    },
    configurePreviewServer(server) {
      server.middlewares.use(notFoundMiddleware(() => outDir));
    },
  };
}

/** The template without its stylesheet link, and that stylesheet's text (its file leaves the build). */
function takeStylesheet(html: string, bundle: Rollup.OutputBundle): { template: string; css: string } {
  const link = /\s*<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  const asset = link ? bundle[link[1]] : undefined;
  if (!link || !asset || asset.type !== 'asset') return { template: html, css: '' };
  delete bundle[link[1]];
  // A lazy chunk that imports from the entry would otherwise list the entry's stylesheet among the
  // files its preload waits for (Vite's import analysis runs after this hook): a request for the
  // removed file, and a failed import.
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(link[1]);
  return { template: html.replace(link[0], ''), css: String(asset.source) };
}

/**
 * A page request (no file extension) goes to its route's prerendered file, whatever its case or
 * trailing slash (normalisePath); any other page request gets 404.html with status 404.
 */
export function notFoundMiddleware(outDir: () => string): Connect.NextHandleFunction {
  const pages = pageReader();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isSandboxPath(req.url)) return next();
    const [pathname, query] = splitUrl(req.url ?? '/');
    if (/\.html$/.test(pathname) && !pathname.includes('..') && existsSync(join(outDir(), pathname))) {
      allowPageInline(res, pages.read(join(outDir(), pathname)));
      return next();
    }
    if (/\.[^/]*$/.test(pathname)) return next();
    const route = normalisePath(decodeURIComponentSafe(pathname));
    const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    if (!route.includes('..') && existsSync(join(outDir(), file))) {
      allowPageInline(res, pages.read(join(outDir(), file)));
      req.url = `/${file}${query}`;
      return next();
    }
    const notFound = join(outDir(), '404.html');
    if (!existsSync(notFound)) return next();
    const html = pages.read(notFound);
    allowPageInline(res, html);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : html);
  };
}

/** The page's policy (set by the security headers' middleware, which runs first) allows its inline stylesheet and script. */
function allowPageInline(res: ServerResponse, html: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') res.setHeader('Content-Security-Policy', withPageScript(withPageStyle(policy, html), html));
}

/** Built pages, read once per version of the file. */
function pageReader(): { read(file: string): string } {
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  return {
    read(file) {
      const { mtimeMs } = statSync(file);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.html;
      const html = readFileSync(file, 'utf8');
      cache.set(file, { mtimeMs, html });
      return html;
    },
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
