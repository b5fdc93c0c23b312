// "Gravar teste desta conversa" inside the preview frame. The frame is an opaque origin (sandboxed,
// never allow-same-origin), so the studio's page cannot watch its document as the local studio
// does: the frame says it is ready, the page asks it to record, and the frame posts each step the
// recorder sees (../record/recordTest.ts) to the page. Both sides check who speaks:
// the frame listens only to its parent at the studio's origin and posts only to that origin; the
// page (studio/hosted/ui/parts/RecordTest.tsx) listens only to this frame's window.
import { COMPONENT_COMPLETED, type ComponentCompletedDetail } from '../../../../src/ui/components/announceCompletion.ts';
import type { Conversation } from '../../../../src/engine/types.ts';
import { recordChat } from '../record/recordTest.ts';

export const RECORD_MESSAGES = { ready: 'previa:pronta', record: 'previa:gravar', step: 'previa:passo' } as const;

export function listenForRecording(): void {
  if (window.parent === window) return;
  // The document's address is the studio's even though its origin is opaque ("null").
  const studio = new URL(location.href).origin;
  let stop: (() => void) | undefined;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== studio) return;
    if ((event.data as { type?: unknown } | null)?.type !== RECORD_MESSAGES.record || stop) return;
    stop = recordChat(document, (item) => window.parent.postMessage({ type: RECORD_MESSAGES.step, item }, studio));
  });
  window.parent.postMessage({ type: RECORD_MESSAGES.ready }, studio);
}

/** The conversation announcing each component's completion (a carousel card, the card modal's
 * result) as the development chat does, so the recorder writes it as a `choose:` move: the edition
 * is a production build, where src/ui/MessageComponent.tsx leaves announcing out. */
export function announcingComponents(conversation: Conversation): Conversation {
  return {
    ...conversation,
    complete(outcome = 'ok', payload = {}) {
      const waiting = conversation.pending.peek();
      // Only a completion the conversation will take (it ignores one while nothing waits).
      if (waiting?.kind === 'component' && !conversation.isBotLoading.peek()) {
        const detail: ComponentCompletedDetail = { component: waiting.name, step: waiting.step, outcome, payload, state: conversation.state.peek() };
        document.dispatchEvent(new CustomEvent(COMPONENT_COMPLETED, { detail }));
      }
      return conversation.complete(outcome, payload);
    },
  };
}
