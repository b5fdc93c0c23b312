// Issue 15 item 8: the saved conversation is per tab (sessionStorage), expires after 30 minutes
// idle, is versioned (an older shape starts fresh, and the visitor is told), and is cleared when
// the conversation ends.
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/engine/initialState.ts';
import type { ConversationSnapshot } from '../../../src/engine/types.ts';
import { IDLE_EXPIRY_MS, SNAPSHOT_FORMAT, conversationStore } from '../../../src/session/conversationStore.ts';
import { SNAPSHOT_KEY } from '../../../src/session/savedConversation.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const snapshot = (): ConversationSnapshot => ({
  step: 'proposal-add-cpf-cnpj',
  state: { ...initialState(), contract: { ...initialState().contract, nomeRazao: 'Maria' } },
  messages: [{ id: 1, sender: 'bot', text: 'Olá!', time: 1 }],
});

describe('issue 15 item 8: the conversation store', () => {
  it('gives back what it saved, for the same variant, within 30 minutes of the last change', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const store = conversationStore(storage, 'main', () => now);
    store.save(snapshot());
    now += IDLE_EXPIRY_MS - 1;
    expect(store.load()).toEqual({ kind: 'found', snapshot: snapshot() });
  });

  it('drops a conversation idle for more than 30 minutes, silently', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const store = conversationStore(storage, 'main', () => now);
    store.save(snapshot());
    now += IDLE_EXPIRY_MS + 1;
    expect(store.load()).toEqual({ kind: 'none' });
    expect(storage.data.has(SNAPSHOT_KEY)).toBe(false);
  });

  it("does not resume another partner's conversation in the same tab", () => {
    const storage = memoryStorage();
    conversationStore(storage, 'premmia').save(snapshot());
    expect(conversationStore(storage, 'livelo').load()).toEqual({ kind: 'none' });
  });

  it('reports an older format or a state that no longer fits as incompatible, and forgets it', () => {
    const storage = memoryStorage();
    const store = conversationStore(storage, 'main');
    store.save(snapshot());
    const stored = JSON.parse(storage.data.get(SNAPSHOT_KEY)!);
    storage.data.set(SNAPSHOT_KEY, JSON.stringify({ ...stored, format: SNAPSHOT_FORMAT - 1 }));
    expect(store.load()).toEqual({ kind: 'incompatible' });
    expect(storage.data.has(SNAPSHOT_KEY)).toBe(false);

    const { campoAntigo: _, ...lead } = { ...initialState().lead, campoAntigo: '' };
    const oldState = { ...initialState(), lead: { ...lead, campoAntigo: 'x' } };
    storage.data.set(SNAPSHOT_KEY, JSON.stringify({ ...stored, snapshot: { ...snapshot(), state: oldState } }));
    expect(store.load()).toEqual({ kind: 'incompatible' });
    storage.data.set(SNAPSHOT_KEY, '{not json');
    expect(store.load()).toEqual({ kind: 'incompatible' });
  });

  it('works without storage (refused by the browser)', () => {
    const store = conversationStore(null, 'main');
    store.save(snapshot());
    expect(store.load()).toEqual({ kind: 'none' });
  });
});
