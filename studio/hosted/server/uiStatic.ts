// Serves the built pages of the hosted studio (uiBuild.ts) beside the API: files under /assets/
// cached for good (their names carry a hash), every other GET outside /api/ answered with
// index.html so the pages' own router shows the screen. A strict Content-Security-Policy: scripts
// and connections from the studio's own origin only, no inline script, no framing of the
// studio by others; frames only from 'self' (the draft preview, another engineer's endpoint).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Hono } from 'hono';

export const UI_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline styles only (never inline script): React Aria positions its popovers with them, and a
  // partner's colours paint the review's chat bubbles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
};

function fileAnswer(c: Context, path: string, cache: string): Response {
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  return c.body(readFileSync(path), 200, { 'Content-Type': type, 'Cache-Control': cache, 'Content-Security-Policy': UI_CSP, 'X-Frame-Options': 'DENY' });
}

export function serveUi(app: Hono, dir: string): void {
  const index = join(dir, 'index.html');
  app.get('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (c.req.path.startsWith('/assets/')) {
      const path = normalize(join(dir, c.req.path));
      if (!path.startsWith(join(dir, 'assets') + sep) || !existsSync(path) || !statSync(path).isFile()) return next();
      return fileAnswer(c, path, 'public, max-age=31536000, immutable');
    }
    if (!existsSync(index)) return next();
    return fileAnswer(c, index, 'no-store');
  });
}
