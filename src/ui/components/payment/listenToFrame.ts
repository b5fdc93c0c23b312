// The chat page hears the card frame only: a message counts when it comes from the frame's own
// window and from the card frame's origin, and has the protocol's shape. A tag on the page posting
// to it, a popup, another frame, or the frame's window after it navigated elsewhere, are ignored.
import { readFrameMessage, type FrameToPage } from '../../../cardFrame/protocol.ts';

export function listenToFrame(
  page: Window,
  frame: () => Window | null | undefined,
  frameOrigin: string,
  onMessage: (message: FrameToPage, frame: Window) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    const target = frame();
    if (!target || event.source !== target || event.origin !== frameOrigin) return;
    const message = readFrameMessage(event.data);
    if (message) onMessage(message, target);
  };
  page.addEventListener('message', listener);
  return () => page.removeEventListener('message', listener);
}
