// Who may call the studio's endpoints, reads and writes alike (/__studio/data, /__studio/file, the
// copy deck, every POST): the editor's own browser on this machine, on a page of this dev server.
// The dev server listens on 127.0.0.1 (vite.config.ts), but any page the editor visits can send
// requests to it, and Vite's CORS default lets every localhost origin read the answers: another
// dev server on localhost:3000 must not read the content or write it. A request is refused when it
// comes from another address, when its Origin names another host than the one it was sent to (the
// Host header), and when the browser says it is cross-site (Sec-Fetch-Site). A request with no
// Origin (a direct visit, curl, the test runner's readiness probe) is the editor's own.
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
const OTHER_PAGE = 'O estúdio só atende as páginas deste servidor de desenvolvimento (mesma origem).';

/** Why a request is not the editor's own browser on this machine, or undefined when it is (a sentence for the 403). */
export function refuseForeign(request: Pick<IncomingMessage, 'headers' | 'socket'>): string | undefined {
  const address = request.socket?.remoteAddress ?? '';
  if (!LOOPBACK.includes(address)) return 'O estúdio só atende pedidos desta máquina.';
  const origin = request.headers.origin;
  // `null`: a sandboxed frame or a file:// page, never this server.
  if (origin === 'null') return OTHER_PAGE;
  if (origin !== undefined) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return `Origem inválida: ${JSON.stringify(origin.slice(0, 100))}.`;
    }
    if (host !== request.headers.host) return OTHER_PAGE;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return OTHER_PAGE;
  return undefined;
}

/** Answers the 403 itself when the request is foreign; true when it did. */
export function refusedForeign(request: IncomingMessage, response: ServerResponse): boolean {
  const refused = refuseForeign(request);
  if (refused === undefined) return false;
  response.statusCode = 403;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify({ ok: false, error: refused }));
  return true;
}
