// Wires a conversation to its store: resume a saved one (or start, saying so when a saved one no
// longer fits), then save every resumable point, keeping only what resuming needs
// (retention.ts), and clear at the end.
import { effect } from '@preact/signals-core';
import type { Conversation } from '../engine/types.ts';
import { conversationStore, type ConversationStore, type LoadedSnapshot, type SessionStorageLike } from './conversationStore.ts';
import { retention } from './retention.ts';

/** The page's persistence: this tab's storage, under the variant's name (src/main.tsx loads this module when needed). */
export function persistInSession(storage: SessionStorageLike | null, variantName: string) {
  const store = conversationStore(storage, variantName);
  return {
    startOrResume: (conversation: Conversation) => startOrResume(conversation, store),
    keepSaved: (conversation: Conversation) => keepSaved(conversation, store),
  };
}

/**
 * Starts or resumes the conversation; returns the function that stops saving. Never throws: a
 * saved conversation that cannot be put back, for whatever reason, means a fresh start with the
 * notice, never a page left without its chat.
 */
export async function startOrResume(conversation: Conversation, store: ConversationStore): Promise<() => void> {
  const saved = loadSafely(store);
  let resumed = false;
  try {
    if (saved.kind === 'found') resumed = await conversation.resume(saved.snapshot);
  } catch {
    // A snapshot the checks let through but the flow could not take: as if it did not fit.
  }
  if (!resumed) {
    if (saved.kind !== 'none') {
      store.clear();
      conversation.notify(conversation.context.message('conversationNotResumed'));
    }
    void conversation.start();
  }
  return keepSaved(conversation, store);
}

function loadSafely(store: ConversationStore): LoadedSnapshot {
  try {
    return store.load();
  } catch {
    return { kind: 'incompatible' };
  }
}

/** Saves every resumable point of the conversation and clears at its end; returns the stop function. */
export function keepSaved(conversation: Conversation, store: ConversationStore): () => void {
  const kept = retention();
  return effect(() => {
    if (conversation.ended.value) {
      store.clear();
      return;
    }
    // Read the signals a snapshot is made of, so every change saves again.
    void conversation.state.value;
    void conversation.messages.value;
    void conversation.pending.value;
    const snapshot = conversation.snapshot();
    if (snapshot) store.save(kept(snapshot));
  });
}
