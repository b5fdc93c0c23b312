// Where a reload or TENTAR NOVAMENTE puts the visitor back: the point they last waited at, with
// its state and messages.
import { batch } from '@preact/signals-core';
import { pendingFor } from './pendingFor.ts';
import type { Runtime } from './runtime.ts';
import type { ConversationSnapshot } from './types.ts';
import type { Step } from '../contracts/content.ts';

/** The current waiting point, or null while the bot is busy or at an error step. */
export function capture(rt: Runtime): ConversationSnapshot | null {
  const step = rt.currentStep.peek();
  if (step === null || rt.status.signals.pending.peek() === null || !resumable(rt.steps[step])) return null;
  return { step, state: rt.state.peek(), messages: rt.messages.peek() };
}

/** Puts a snapshot back on screen, waiting on its step again; false (nothing changed) if it does not fit. */
export function restore(rt: Runtime, snapshot: ConversationSnapshot): boolean {
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

/**
 * An error step that offers to resume the conversation (TENTAR NOVAMENTE → resumeConversation) is
 * not resumed itself: a reload goes where that retry would, the last question. Every other waiting
 * step is, error steps included: payment-check-failed must come back as it was, because its only
 * way on is to check the charge again before paying twice.
 */
export function resumable(step: Step | undefined): boolean {
  return !(step?.error === true && (step.options ?? []).some((option) => option.action === 'resumeConversation'));
}
