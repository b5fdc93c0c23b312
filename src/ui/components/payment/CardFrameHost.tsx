// The card modal on the chat page (issue 28 item 8): a frame from the card frame's own origin
// covering the page, in which the card form, its preview and its one payment request live
// (src/cardFrame/). The page hears only what the frame says, checked by origin and source, and
// tells it only what is not card data. The rest of the page is inert while it is open.
import { useEffect, useRef } from 'react';
import { CARD_FRAME_CHANNEL, THEME_VARIABLES, type PageToFrame } from '../../../cardFrame/protocol.ts';
import { useCopy } from '../../copy/CopyContext.tsx';
import type { CompletingConversation } from '../types.ts';
import { cardFrameOrigin, cardFrameUrl } from './cardFrameOrigin.ts';
import { cardFrameSession } from './cardFrameSession.ts';
import { listenToFrame } from './listenToFrame.ts';
import type { CardModalOutcome } from './useCardPaymentForm.ts';

/** How long the frame has to load and say it is ready: as long as the visitor waits on one API call. */
export const FRAME_READY_MS = 30_000;

export function CardFrameHost({ conversation, onClose }: { conversation: CompletingConversation<CardModalOutcome>; onClose: () => void }) {
  const copy = useCopy();
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = cardFrameOrigin();

  useEffect(() => {
    const session = cardFrameSession(conversation, copy, pageTheme(), onClose);
    // A frame that never says it is ready (its origin down, its script blocked) would leave the
    // visitor under an empty cover: the modal then closes as VOLTAR does, offering the other methods.
    const giveUp = window.setTimeout(() => session.receive({ channel: CARD_FRAME_CHANNEL, type: 'done', outcome: 'back' }), FRAME_READY_MS);
    const stop = listenToFrame(
      window,
      () => frame.current?.contentWindow,
      origin,
      (message, target) => {
        if (message.type !== 'ready') return session.receive(message);
        window.clearTimeout(giveUp);
        target.postMessage({ channel: CARD_FRAME_CHANNEL, type: 'init', init: session.init } satisfies PageToFrame, origin);
      },
    );
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => {
      window.clearTimeout(giveUp);
      stop();
      root?.removeAttribute('inert');
    };
    // One session per opening: the conversation and texts are read as the modal opens.
  }, []);

  return (
    <iframe
      ref={frame}
      className="card-frame"
      src={cardFrameUrl(origin)}
      title={copy('cardModalTitle')}
      data-testid="card-frame"
      // Focus goes into the frame, whose dialog then takes it (as the modal did on the page).
      onLoad={() => frame.current?.focus()}
    />
  );
}

/** The partner's colours as the page shows them, for the frame to wear. */
function pageTheme(): Record<string, string> {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(THEME_VARIABLES.map((name) => [name, style.getPropertyValue(name).trim()]).filter(([, value]) => value !== ''));
}
