// Puts the point a reload or TENTAR NOVAMENTE goes back to on screen again (captured by snapshots.ts).
import { batch } from '@preact/signals-core';
import { pendingFor } from './pendingFor.ts';
import type { Runtime } from './runtime.ts';
import type { ConversationSnapshot } from './types.ts';

/**
 * Puts a snapshot back on screen, waiting on its step again; false (nothing changed) if it does not
 * fit this flow: its step is gone, or a message shows a component no step names (what the tab
 * saved is read back from storage: src/session/snapshotCheck.ts checks its shape and types first).
 */
export function restoreSnapshot(rt: Runtime, snapshot: ConversationSnapshot): boolean {
  const step = Object.hasOwn(rt.steps, snapshot.step) ? rt.steps[snapshot.step] : undefined;
  if (!step || !namesKnownComponents(rt, snapshot.messages)) return false;
  const previous = rt.state.peek();
  rt.state.value = snapshot.state;
  let waiting: ReturnType<typeof pendingFor> = null;
  try {
    waiting = pendingFor(snapshot.step, step, rt.bindings.guards, rt.context, rt.report);
  } finally {
    // Not waiting there (or a guard threw on this state): the conversation stays as it was.
    if (!waiting) rt.state.value = previous;
  }
  if (!waiting) return false;
  rt.run++; // supersedes whatever was running (e.g. the TENTAR NOVAMENTE that asked for this)
  batch(() => {
    rt.messages.value = snapshot.messages;
    rt.lastId = snapshot.messages.reduce((max, m) => Math.max(max, m.id), 0);
    rt.currentStep.value = snapshot.step;
    rt.status.wait(waiting);
  });
  rt.lastStable = snapshot;
  return true;
}

function namesKnownComponents(rt: Runtime, messages: ConversationSnapshot['messages']): boolean {
  const shown = new Set(Object.values(rt.steps).map((step) => step.component));
  return messages.every((message) => message.component === undefined || shown.has(message.component));
}
