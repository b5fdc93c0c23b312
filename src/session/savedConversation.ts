// Where this tab keeps the conversation across a reload, and whether it holds one: all the first
// load needs to decide whether the code that resumes (persistConversation.ts) must come before
// the chat starts or can wait until the page is idle.
export const SNAPSHOT_KEY = 'consorcio:conversa';

/** Reading sessionStorage throws where the browser refuses it: then there is nothing to resume. */
export function hasSavedConversation(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(SNAPSHOT_KEY) != null;
  } catch {
    return false;
  }
}
