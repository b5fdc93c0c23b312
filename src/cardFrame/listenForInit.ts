// The card frame hears one message: the init from the page that embeds it, from the origin that
// page was named with. A message from any other window (a popup, another frame, the frame itself)
// or origin, or one that is not an init, is ignored, and so is every init after the first.
import { readPageMessage, type CardFrameInit } from './protocol.ts';

export function listenForInit(frame: Window, parentOrigin: string, onInit: (init: CardFrameInit) => void): () => void {
  let started = false;
  const listener = (event: MessageEvent) => {
    if (started || event.source !== frame.parent || event.origin !== parentOrigin) return;
    const message = readPageMessage(event.data);
    if (!message) return;
    started = true;
    onInit(message.init);
  };
  frame.addEventListener('message', listener);
  return () => frame.removeEventListener('message', listener);
}
