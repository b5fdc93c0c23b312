// The card frame's origin and address as the chat page sees them: the deploy's
// VITE_CARD_FRAME_ORIGIN (read at build time, like VITE_API_BASE), or else the page's own server
// under the other loopback name (src/contracts/cardFrame.ts). Off loopback and unset, the frame
// falls back to the page's own origin: the payment still works, but the fields are no longer out
// of the tag manager's reach, so a production build must set it (docs/security-headers.md).
import { CARD_FRAME_PATH, loopbackTwin } from '../../../contracts/cardFrame.ts';

export function cardFrameOrigin(configured: string | undefined = import.meta.env?.VITE_CARD_FRAME_ORIGIN, page: string = location.origin): string {
  if (configured) return new URL(configured).origin;
  return loopbackTwin(page) ?? page;
}

/** The frame's document, told which page embeds it (it checks that against where messages come from). */
export function cardFrameUrl(origin: string, page: string = location.origin): string {
  return `${origin}${CARD_FRAME_PATH}?origem=${encodeURIComponent(page)}`;
}
