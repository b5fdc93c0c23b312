// The bench serves each build with the Content-Security-Policy that build wrote for its pages
// (dist/page-policies.json, what a CDN sends), not the one the current source would compute: an
// earlier build (BENCH_BEFORE_DIST) may carry another early-tap script, whose hash only its own
// policies allow.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_POLICIES_FILE } from '../vite-plugin-routes.ts';

export function builtPagePolicies(outDir: string): Plugin {
  const file = join(outDir, PAGE_POLICIES_FILE);
  const policies: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return {
    name: 'bench-built-page-policies',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const policy = policies[pageFile(req.url ?? '/')];
        if (policy) res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}

/** The page file a path is served from: `/` → index.html, `/rota99` → rota99/index.html. */
function pageFile(url: string): string {
  const path = url.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  return path === '' ? 'index.html' : `${path}/index.html`;
}
