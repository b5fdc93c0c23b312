// The HTTP security headers of the app's pages (issue 15 item 9): a strict Content-Security-Policy
// (scripts only from the app's own origin and the tag manager's host, no inline script but the
// one whose hash it names (src/contracts/earlyChoice.ts), no inline style but the page's own
// stylesheet, allowed by its hash (withPageStyle; a built page's own script: withPageScript), no plugins, no framing) and the usual
// companions; images get a sandbox policy of their own (IMAGE_POLICY). The preview server sends
// them, the dev server the images' (see securityHeadersPlugin); a CDN or another production server
// must send the same set: docs/security-headers.md lists them.
import { createHash } from 'node:crypto';
import type { Connect, Plugin } from 'vite';
import { EARLY_CHOICE_SCRIPT } from '../src/contracts/earlyChoice.ts';
import { isCardFramePath } from '../src/contracts/cardFrame.ts';
import { cardFrameHeaders, originsForRequest } from './cardFramePolicy.ts';
import { isSandboxPath } from './vite-plugin-sandbox.ts';

/** The tag manager's script host (src/analytics/loadTagManager.ts) and where its tags report. */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

export interface SecurityHeaderOptions {
  /** Origin of the API when it is not the page's own (VITE_API_BASE), e.g. https://api.example.com.br. */
  apiOrigin?: string;
  /** Origin of the CDN the API's static images come from (VITE_CDN_BASE; spec section 7: category
   * images, brand logos and documents load from a CDN), e.g. https://cdn.example.com.br. */
  cdnOrigin?: string;
  /** Origin the card frame is served from (VITE_CARD_FRAME_ORIGIN, issue 28 item 8), e.g.
   * https://cartao.example.com.br; unset: the page's server under its other loopback name. */
  cardFrameOrigin?: string;
  /** The chat pages' origins (CHAT_ORIGINS, comma-separated): the only ones that may embed the
   * card frame; unset: the frame's server under its other loopback name. */
  chatOrigins?: string[];
}

/** The deployment's origins, from the environment the build and the preview server read. */
export function deploymentOrigins(env: NodeJS.ProcessEnv = process.env): SecurityHeaderOptions {
  const chatOrigins = (env.CHAT_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  return {
    apiOrigin: env.VITE_API_BASE || undefined,
    cdnOrigin: env.VITE_CDN_BASE || undefined,
    cardFrameOrigin: env.VITE_CARD_FRAME_ORIGIN || undefined,
    chatOrigins: chatOrigins.length > 0 ? chatOrigins : undefined,
  };
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const api = options.apiOrigin ? [new URL(options.apiOrigin).origin] : [];
  const cdn = options.cdnOrigin ? [new URL(options.cdnOrigin).origin] : [];
  // The card frame (issue 28 item 8): the one document the page may frame.
  const cardFrame: Record<string, string[]> = options.cardFrameOrigin ? { 'frame-src': [new URL(options.cardFrameOrigin).origin] } : {};
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", inlineSourceHash(EARLY_CHOICE_SCRIPT), TAG_MANAGER],
    'style-src': ["'self'"],
    // Pictures are the app's own, the API's (the Pix QR code), the CDN's (category images) and data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...cdn, TAG_MANAGER, ...ANALYTICS],
    'connect-src': ["'self'", ...api, TAG_MANAGER, ...ANALYTICS],
    ...cardFrame,
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

/**
 * A built page's inline script (src/contracts/earlyChoice.ts, as that build wrote it) in place of
 * the current source's in script-src: a server of built pages allows what the page it serves
 * carries, as it does its stylesheet, so an earlier build (a bench's "before") still runs. A page
 * without one gets the policy as it is.
 */
export function withPageScript(policy: string, html: string): string {
  const script = PAGE_SCRIPT.exec(html)?.[1];
  return script === undefined ? policy : policy.replace(inlineSourceHash(EARLY_CHOICE_SCRIPT), inlineSourceHash(script));
}

const PAGE_SCRIPT = /<script>([\s\S]*?)<\/script>/;

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
 * An image opened on its own is a document: an SVG could run script, embed HTML or redirect on the
 * app's origin (issue 28 item 2). Every image the app serves, the partners' logos and banners
 * (public/brands/, public/banners/) first, gets this policy instead of the page's: a sandbox (an
 * opaque origin, no script, no form, no navigation of another window) that loads nothing but its own
 * pictures and inline styles. Inside an <img> nothing changes.
 */
export const IMAGE_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src data:";

/** An image by its path's extension, wherever it is served from (/brands/…, /public/…, /@fs/…, /assets/…), any query aside. */
export function isImagePath(url: string | undefined): boolean {
  const path = (url ?? '/').split(/[?#]/)[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  return IMAGE_EXTENSION.test(decoded);
}

const IMAGE_EXTENSION = /\.(svg|svgz|png|jpe?g|webp|gif|avif|ico|bmp)$/i;

/** The headers an image is served with: the sandbox policy and nosniff (a file is never read as another type). */
export function imageHeaders(): Record<string, string> {
  return { 'Content-Security-Policy': IMAGE_POLICY, 'X-Content-Type-Options': 'nosniff' };
}

/** A path's headers on the preview server: the card frame's (issue 28 item 8), an image's, or a page's. */
export function previewHeaders(url: string | undefined, host: string | undefined, options: SecurityHeaderOptions): Record<string, string> {
  const origins = originsForRequest(options, host);
  const headers = isCardFramePath(url) ? cardFrameHeaders(origins) : securityHeaders(origins);
  return isImagePath(url) ? { ...headers, ...imageHeaders() } : headers;
}

/**
 * Sends the headers from `vite preview` (the production build) for every page and asset, an image
 * with IMAGE_POLICY. The dev server sends only the images' (its React refresh preamble is an inline
 * script the page policy would block). The sandbox's own answers (/api, /hc: JSON, images, the
 * boleto PDF) are left as they are.
 */
export function securityHeadersPlugin(options: SecurityHeaderOptions = deploymentOrigins()): Plugin {
  const preview: Connect.NextHandleFunction = (req, res, next) => {
    if (!isSandboxPath(req.url)) for (const [name, value] of Object.entries(previewHeaders(req.url, req.headers.host, options))) res.setHeader(name, value);
    next();
  };
  const dev: Connect.NextHandleFunction = (req, res, next) => {
    if (!isSandboxPath(req.url) && isImagePath(req.url)) for (const [name, value] of Object.entries(imageHeaders())) res.setHeader(name, value);
    next();
  };
  return {
    name: 'consorcio-security-headers',
    configureServer(server) {
      server.middlewares.use(dev);
    },
    configurePreviewServer(server) {
      server.middlewares.use(preview);
    },
  };
}
