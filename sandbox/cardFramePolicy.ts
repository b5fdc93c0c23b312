// The card frame's headers (issue 28 item 8, docs/security-headers.md "The card frame"): its
// document runs its own scripts only, talks to the API only, and may be embedded by the chat's
// pages only. Where the deploy names no origins (the sandbox: one server, both loopback names),
// they are the request's server under the other loopback name (src/contracts/cardFrame.ts).
import { loopbackTwin } from '../src/contracts/cardFrame.ts';
import type { SecurityHeaderOptions } from './securityHeaders.ts';

/** The card frame's Content-Security-Policy; the chat's origins must be known (chatOrigins). */
export function cardFramePolicy(options: SecurityHeaderOptions): string {
  const chat = (options.chatOrigins ?? []).map((origin) => new URL(origin).origin);
  // The payment goes to VITE_API_BASE, or to the page's origin where the API is served with the pages.
  const api = options.apiOrigin ? [new URL(options.apiOrigin).origin] : chat;
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // The instalment select's arrow is a data: SVG in the stylesheet.
    'img-src': ["'self'", 'data:'],
    'connect-src': api.length > 0 ? api : ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': chat.length > 0 ? chat : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function cardFrameHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': cardFramePolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * The deploy's origins, with what it leaves unset taken from the request's server: a page then
 * frames its server's loopback twin, and a frame there is embedded by the twin only.
 */
export function originsForRequest(options: SecurityHeaderOptions, host: string | undefined): SecurityHeaderOptions {
  const twin = host ? loopbackTwin(`http://${host}`) : null;
  if (!twin) return options;
  return { ...options, cardFrameOrigin: options.cardFrameOrigin ?? twin, chatOrigins: options.chatOrigins ?? [twin] };
}
