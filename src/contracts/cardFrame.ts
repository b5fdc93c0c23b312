// Where the card frame lives (issue 28 item 8, docs/security-headers.md "The card frame"): its
// path, the same on every server, and, where no VITE_CARD_FRAME_ORIGIN is set (the sandbox,
// `npm start`, `npm run preview`, CI), its origin: the same server under the other loopback name
// than the page's (`localhost` for a page on 127.0.0.1 and back), so one server on one port gives
// the frame an origin of its own. The page and the servers both read this file.

/** The frame's document on its origin; its scripts and stylesheet sit under it. */
export const CARD_FRAME_PATH = '/card-frame/';

/** The same server's origin under the other loopback name, or null off loopback. */
export function loopbackTwin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const other = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
  return other === null ? null : `${url.protocol}//${other}${url.port ? `:${url.port}` : ''}`;
}

/** A path served as the card frame's (its document and its assets). */
export function isCardFramePath(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0];
  return path === CARD_FRAME_PATH.slice(0, -1) || path.startsWith(CARD_FRAME_PATH);
}
