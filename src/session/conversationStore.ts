// Keeps the conversation across a reload (issue 15 item 8): the engine's resumable point (state,
// messages, the step the visitor waits on) in sessionStorage, so it is per tab and gone with the
// tab. It expires after 30 minutes without a change and is cleared when the conversation ends.
// Card data never reaches it: the card form keeps its values in its own dialog state only.
import type { ConversationState } from '../contracts/content.ts';
import { initialState } from '../engine/initialState.ts';
import type { ConversationSnapshot } from '../engine/types.ts';
import { SNAPSHOT_KEY } from './savedConversation.ts';

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
  /** Saved by another format or a flow whose state no longer fits: start fresh and say so. */
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
  return {
    load() {
      let stored: StoredSnapshot;
      try {
        const text = storage?.getItem(SNAPSHOT_KEY);
        if (!text) return { kind: 'none' };
        stored = JSON.parse(text) as StoredSnapshot;
      } catch {
        clear();
        return { kind: 'incompatible' };
      }
      if (stored.variant !== variant || typeof stored.savedAt !== 'number' || now() - stored.savedAt > IDLE_EXPIRY_MS) {
        clear();
        return { kind: 'none' };
      }
      if (stored.format !== SNAPSHOT_FORMAT || !fitsState(stored.snapshot?.state) || !Array.isArray(stored.snapshot.messages)) {
        clear();
        return { kind: 'incompatible' };
      }
      return { kind: 'found', snapshot: stored.snapshot };
    },
    save(snapshot) {
      const stored: StoredSnapshot = { format: SNAPSHOT_FORMAT, variant, savedAt: now(), snapshot };
      try {
        storage?.setItem(SNAPSHOT_KEY, JSON.stringify(stored));
      } catch {
        // Full or refused: the conversation goes on, it just will not survive a reload.
      }
    },
    clear,
  };
}

/** The saved state has exactly the slices and fields this version's state has. */
function fitsState(state: unknown): state is ConversationState {
  if (!state || typeof state !== 'object') return false;
  const expected = initialState() as unknown as Record<string, Record<string, unknown>>;
  const saved = state as Record<string, unknown>;
  if (!sameKeys(expected, saved)) return false;
  return Object.keys(expected).every((slice) => {
    const value = saved[slice];
    return value !== null && typeof value === 'object' && sameKeys(expected[slice], value as Record<string, unknown>);
  });
}

function sameKeys(a: object, b: object): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}
