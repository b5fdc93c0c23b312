// Keeps the conversation across a reload (issue 15 item 8): the engine's resumable point (state,
// messages, the step the visitor waits on) in sessionStorage, so it is per tab and gone with the
// tab. It expires after 30 minutes without a change and is cleared when the conversation ends;
// what it holds is only what resuming needs (retention.ts). Card data never reaches it: the card
// form keeps its values in its own dialog state only.
//
// What a page load reads back is checked before anything uses it (issue 28 item 5): a snapshot
// too large to parse and show without freezing the page, or one whose values do not have the
// types the state's schema says, is not resumed (the visitor gets a fresh start and the notice)
// instead of breaking the page on every reload of the tab (snapshotCheck.ts).
import type { ConversationSnapshot } from '../engine/types.ts';
import { SNAPSHOT_KEY } from './savedConversation.ts';
import { MAX_SNAPSHOT_CHARS, isSnapshot } from './snapshotCheck.ts';

/** Bump when the stored shape changes: older snapshots are then not resumed. */
export const SNAPSHOT_FORMAT = 1;
export const IDLE_EXPIRY_MS = 30 * 60_000;

interface StoredSnapshot {
  format: number;
  /** The variant it was saved under: another partner's page in the same tab starts fresh. */
  variant: string;
  savedAt: number;
  snapshot: ConversationSnapshot;
}

export type LoadedSnapshot =
  | { kind: 'none' }
  | { kind: 'found'; snapshot: ConversationSnapshot }
  /** Saved by another format, too large, or with a state that does not fit: start fresh and say so. */
  | { kind: 'incompatible' };

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ConversationStore {
  load(): LoadedSnapshot;
  save(snapshot: ConversationSnapshot): void;
  clear(): void;
}

export function conversationStore(storage: SessionStorageLike | null, variant: string, now: () => number = Date.now): ConversationStore {
  const clear = () => {
    try {
      storage?.removeItem(SNAPSHOT_KEY);
    } catch {
      // Storage refused: nothing was kept either.
    }
  };
  const incompatible = (): LoadedSnapshot => {
    clear();
    return { kind: 'incompatible' };
  };
  return {
    load() {
      let stored: Partial<StoredSnapshot> | null;
      try {
        const text = storage?.getItem(SNAPSHOT_KEY);
        if (!text) return { kind: 'none' };
        // Measured before parsing: parsing and showing it is what would freeze the page.
        if (text.length > MAX_SNAPSHOT_CHARS) return incompatible();
        stored = JSON.parse(text) as Partial<StoredSnapshot> | null;
      } catch {
        return incompatible();
      }
      if (stored === null || typeof stored !== 'object') return incompatible();
      if (stored.variant !== variant || typeof stored.savedAt !== 'number' || now() - stored.savedAt > IDLE_EXPIRY_MS) {
        clear();
        return { kind: 'none' };
      }
      if (stored.format !== SNAPSHOT_FORMAT || !isSnapshot(stored.snapshot)) return incompatible();
      return { kind: 'found', snapshot: stored.snapshot };
    },
    save(snapshot) {
      const text = JSON.stringify({ format: SNAPSHOT_FORMAT, variant, savedAt: now(), snapshot } satisfies StoredSnapshot);
      try {
        // One a reload would refuse is not kept: the conversation goes on, it just will not survive a reload.
        if (text.length > MAX_SNAPSHOT_CHARS) clear();
        else storage?.setItem(SNAPSHOT_KEY, text);
      } catch {
        // Full or refused: the same.
      }
    },
    clear,
  };
}
