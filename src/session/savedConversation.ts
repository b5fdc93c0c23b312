// Where this tab keeps the conversation across a reload, and whether it holds one: all the first
// load needs to decide whether the code that resumes (persistConversation.ts) must come before
// the chat starts or can wait until the page is idle.
import { SAVED_CONVERSATION_KEY } from '../contracts/earlyChoice.ts';

/** Also read by the page's inline script before the first paint (src/contracts/earlyChoice.ts). */
export const SNAPSHOT_KEY = SAVED_CONVERSATION_KEY;

/** Reading sessionStorage throws where the browser refuses it: then there is nothing to resume. */
export function hasSavedConversation(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(SNAPSHOT_KEY) != null;
  } catch {
    return false;
  }
}
