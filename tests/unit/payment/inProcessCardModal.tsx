// The card modal as the chat page and the card frame run it (issue 28 item 8), in one jsdom
// document: the page's session (cardFrameSession) and the frame's app (CardFrameApp) joined by
// their messages, each cloned and checked as postMessage would carry it. What the browser adds
// (the frame's own origin, the origin checks) is tested in tests/e2e/issue28-item8-*.spec.ts.
import { useState } from 'react';
import { apiClient } from '../../../src/api/index.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { CardFrameApp } from '../../../src/cardFrame/CardFrameApp.tsx';
import { CARD_FRAME_CHANNEL, readFrameMessage, readPageMessage, type CardFrameInit } from '../../../src/cardFrame/protocol.ts';
import { useCopy } from '../../../src/ui/copy/CopyContext.tsx';
import { cardFrameSession } from '../../../src/ui/components/payment/cardFrameSession.ts';
import type { CompletingConversation } from '../../../src/ui/components/types.ts';
import type { CardModalOutcome } from '../../../src/ui/components/payment/useCardPaymentForm.ts';

export function InProcessCardModal({ conversation }: { conversation: CompletingConversation<CardModalOutcome> }) {
  const copy = useCopy();
  const [closed, setClosed] = useState(false);
  const [session] = useState(() => cardFrameSession(conversation, copy, {}, () => setClosed(true)));
  const [init] = useState(() => readPageMessage(structuredClone({ channel: CARD_FRAME_CHANNEL, type: 'init', init: session.init }))?.init);
  if (closed || !init) return null;
  return (
    <CardFrameApp
      init={init}
      post={(message) => {
        const checked = readFrameMessage(structuredClone(message));
        if (checked) session.receive(checked);
      }}
      api={apiClient()}
      apiError={ApiError}
    />
  );
}

/**
 * What the chat page tells its card frame: plays the frame's 'ready' from the frame's window and
 * origin (as the page's CardFrameHost expects) and returns the init the page posts back to it.
 */
export async function initSentToFrame(iframe: HTMLIFrameElement): Promise<CardFrameInit> {
  const frameWindow = iframe.contentWindow!;
  const sent = new Promise<unknown>((resolve) => {
    frameWindow.postMessage = ((data: unknown) => resolve(data)) as Window['postMessage'];
  });
  const ready = { channel: CARD_FRAME_CHANNEL, type: 'ready' };
  const sayReady = () => window.dispatchEvent(new MessageEvent('message', { data: ready, origin: new URL(iframe.src).origin, source: frameWindow }));
  // The page starts listening in an effect after the frame is in the document; a real frame says
  // it is ready only once its script has loaded, always later. Here the frame says it again until heard.
  sayReady();
  const repeat = setInterval(sayReady, 50);
  const init = readPageMessage(structuredClone(await sent.finally(() => clearInterval(repeat))))?.init;
  if (!init) throw new Error('the page sent its frame no init');
  return init;
}
