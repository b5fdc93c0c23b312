// Puts the point a reload or TENTAR NOVAMENTE goes back to on screen again (captured by snapshots.ts).
import { batch } from '@preact/signals-core';
import { pendingFor } from './pendingFor.ts';
import type { Runtime } from './runtime.ts';
import type { ConversationSnapshot } from './types.ts';

/** Puts a snapshot back on screen, waiting on its step again; false (nothing changed) if it does not fit. */
export function restoreSnapshot(rt: Runtime, snapshot: ConversationSnapshot): boolean {
  const step = rt.steps[snapshot.step];
  if (!step) return false;
  const previous = rt.state.peek();
  rt.state.value = snapshot.state;
  const waiting = pendingFor(snapshot.step, step, rt.bindings.guards, rt.context, rt.report);
  if (!waiting) {
    rt.state.value = previous;
    return false;
  }
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
