// The HTTP security headers of the app's pages (issue 15 item 9): a strict Content-Security-Policy
// (scripts only from the app's own origin and the tag manager's host, no inline script but the
// one whose hash it names (src/contracts/earlyChoice.ts), no inline style but the page's own
// stylesheet, allowed by its hash (withPageStyle), no plugins, no framing) and the usual
// companions. The preview server sends them (see securityHeadersPlugin); a CDN or another
// production server must send the same set: docs/security-headers.md lists them.
import { createHash } from 'node:crypto';
import type { Connect, Plugin } from 'vite';
import { EARLY_CHOICE_SCRIPT } from '../src/contracts/earlyChoice.ts';
import { isSandboxPath } from './vite-plugin-sandbox.ts';

/** The tag manager's script host (src/analytics/loadTagManager.ts) and where its tags report. */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

export interface SecurityHeaderOptions {
  /** Origin of the API when it is not the page's own (VITE_API_BASE), e.g. https://api.example.com.br. */
  apiOrigin?: string;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const api = options.apiOrigin ? [new URL(options.apiOrigin).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", inlineSourceHash(EARLY_CHOICE_SCRIPT), TAG_MANAGER],
    'style-src': ["'self'"],
    // Pictures are the app's own, the API's (category images, the Pix QR code) and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...api, TAG_MANAGER, ...ANALYTICS],
    'connect-src': ["'self'", ...api, TAG_MANAGER, ...ANALYTICS],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The chat takes card data: no other site may frame it (clickjacking).
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A CSP source allowing exactly this inline script's or style's text. */
export function inlineSourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Each built page carries its stylesheet inline (scripts/vite-plugin-routes.ts: the first paint
 * waits for no other request); the page's policy allows exactly that text by its hash. A page
 * without one gets the policy as it is.
 */
export function withPageStyle(policy: string, html: string): string {
  const style = PAGE_STYLE.exec(html)?.[1];
  return style === undefined ? policy : policy.replace(/(^|; )style-src ([^;]*)/, `$1style-src $2 ${inlineSourceHash(style)}`);
}

const PAGE_STYLE = /<style>([\s\S]*?)<\/style>/;

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing here uses these; clipboard (COPIAR CÓDIGO) stays allowed for the page itself.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * Sends the headers from `vite preview` (the production build) for every page and asset. Not in
 * the dev server: its React refresh preamble is an inline script. The sandbox's own answers
 * (/api, /hc: JSON, images, the boleto PDF) are left as they are.
 */
export function securityHeadersPlugin(options: SecurityHeaderOptions = { apiOrigin: process.env.VITE_API_BASE || undefined }): Plugin {
  const headers = securityHeaders(options);
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!isSandboxPath(req.url)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
  return {
    name: 'consorcio-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
