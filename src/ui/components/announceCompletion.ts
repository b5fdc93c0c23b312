// In development, each completion of a flow component (a category card, a plan's CONTINUAR, the
// card modal's result, a copy button) is announced as a DOM event, so the studio's "Record a test"
// can write it as a `choose:` move. Production builds drop this (MessageComponent checks DEV).
import type { ConversationState } from '../../contracts/content.ts';
import type { Completion, Conversation } from '../../engine/types.ts';

export const COMPONENT_COMPLETED = 'chat-component-completed';

export interface ComponentCompletedDetail {
  component: string;
  /** The step the component was waiting on. */
  step: string;
  outcome: string;
  payload: Completion;
  /** The state as the component saw it (the catalogue it showed), before the step's action ran. */
  state: ConversationState;
}

/** The conversation as `component` sees it, announcing its completions on `doc`. */
export function announcingCompletions(conversation: Conversation, component: string, doc: Document): Conversation {
  return {
    ...conversation,
    complete(outcome = 'ok', payload = {}) {
      const waiting = conversation.pending.peek();
      // Only a completion the conversation will take (it ignores one while nothing waits).
      if (waiting?.kind === 'component' && !conversation.isBotLoading.peek()) {
        const detail: ComponentCompletedDetail = { component, step: waiting.step, outcome, payload, state: conversation.state.peek() };
        doc.dispatchEvent(new CustomEvent(COMPONENT_COMPLETED, { detail }));
      }
      return conversation.complete(outcome, payload);
    },
  };
}
