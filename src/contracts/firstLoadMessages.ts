// Messages the page may show before the rest of the flow has arrived: the build ships these with
// the first load (scripts/vite-plugin-flows.ts) and every other one with the rest of the flow,
// which always comes before a validator or an action can run (they load together).
import type { MessageId } from '../generated/names.ts';

export const FIRST_LOAD_MESSAGES = [
  // A saved conversation that cannot be resumed says so as the chat starts (src/session/persistConversation.ts).
  'conversationNotResumed',
] as const satisfies readonly MessageId[];
