// Where a reload or TENTAR NOVAMENTE puts the visitor back: the point they last waited at, with
// its state and messages (restoreSnapshot puts it back).
import type { Runtime } from './runtime.ts';
import type { ConversationSnapshot } from './types.ts';
import type { Step } from '../contracts/content.ts';

/** The current waiting point, or null while the bot is busy or at an error step. */
export function capture(rt: Runtime): ConversationSnapshot | null {
  const step = rt.currentStep.peek();
  if (step === null || rt.status.signals.pending.peek() === null || !resumable(rt.steps[step])) return null;
  return { step, state: rt.state.peek(), messages: rt.messages.peek() };
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
