// The chat's side of the card frame inside a draft's preview, in place of
// src/ui/components/payment/cardFrameOrigin.ts and listenToFrame.ts (./vite.config.ts swaps them in
// for this edition only). The preview document is an opaque origin, and so is the card frame it
// holds (sandboxing passes down to nested frames): no origin names either, so the page posts to
// "*" and hears the frame by its window alone. The frame is the studio's, beside this document
// (…/<token>/cartao/), for this link only.
import { type FrameToPage, readFrameMessage } from '../../../../src/cardFrame/protocol.ts';

/** Where postMessage may deliver: any origin (the frame's is opaque). */
export function cardFrameOrigin(): string {
  return '*';
}

export function cardFrameUrl(): string {
  return new URL('cartao/', location.href).href;
}

export function listenToFrame(
  page: Window,
  frame: () => Window | null | undefined,
  _frameOrigin: string,
  onMessage: (message: FrameToPage, frame: Window) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    const target = frame();
    if (!target || event.source !== target) return;
    const message = readFrameMessage(event.data);
    if (message) onMessage(message, target);
  };
  page.addEventListener('message', listener);
  return () => page.removeEventListener('message', listener);
}
