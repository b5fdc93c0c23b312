// Entering a step: its `set`, its typing pause, its texts, its action, then what it waits for or
// where it goes. navigate walks the steps that move on by themselves until one waits.
import { batch } from '@preact/signals-core';
import type { Step } from '../contracts/content.ts';
import { assertNever } from './assertNever.ts';
import { pendingFor } from './pendingFor.ts';
import { act, applySet, lookup, nextStep, post, sleep, type Runtime } from './runtime.ts';
import { capture, resumable } from './snapshots.ts';
import { stepKind } from './stepKind.ts';
import { stepMessages } from './stepMessages.ts';

/** Steps that move on by themselves in a row; beyond this a flow is looping without waiting. */
const MAX_AUTOMATIC_STEPS = 500;

/**
 * `immediate`: the first step speaks without its pause. `waitedMs`: how long the visitor has already
 * watched the bot answer (a tap the page answered before the app ran, src/ui/EarlyReaction.tsx),
 * taken off the first typing pause, so that an early tap brings the next bubble no later than a tap
 * on the running app would have.
 */
export async function navigate(rt: Runtime, target: string | null, immediate = false, waitedMs = 0): Promise<void> {
  const token = ++rt.run;
  rt.pauseCredit = waitedMs;
  if (target === null) rt.status.set('stopped');
  let stepId = target;
  for (let hops = 0; stepId !== null && token === rt.run; hops++) {
    if (hops === MAX_AUTOMATIC_STEPS) {
      rt.report({ kind: 'loop', step: stepId, message: `${hops} steps in a row without waiting; stopped at "${stepId}"` });
      rt.status.set('stopped');
      return;
    }
    stepId = await enterStep(rt, stepId, token, immediate && hops === 0);
  }
}

/** Shows one step; returns the step to move on to, or null when it waits, ends or was superseded. */
async function enterStep(rt: Runtime, stepId: string, token: number, immediate: boolean): Promise<string | null> {
  // Awaited only for a step not here yet, so a step that is enters in the same task.
  if (!rt.steps[stepId] && rt.loadRest) {
    await rt.loadRest();
    if (token !== rt.run) return null;
  }
  const step = rt.steps[stepId];
  if (!step) return unknownStep(rt, stepId);
  batch(() => {
    rt.currentStep.value = stepId;
    rt.status.set('moving');
  });
  rt.onStepEnter?.(stepId, rt.state.peek());
  if (step.set) applySet(rt, step.set);
  const delay = spendCredit(rt, immediate || rt.shownOnPage.delete(stepId) ? 0 : typingDelay(rt, stepId, step));
  if (delay > 0 && !(await typeFor(rt, delay, token))) return null;
  // Built after the pause, so texts read the state as it is when they appear.
  post(rt, stepMessages(stepId, step, rt.variant, rt.state.peek(), rt.bindings.formatters, rt.report));
  const outcome = actsOnEntering(step) ? await act(rt, step.action!, token) : undefined;
  if (token !== rt.run) return null;
  return leave(rt, stepId, step, outcome);
}

function unknownStep(rt: Runtime, stepId: string): null {
  rt.report({ kind: 'unknown-step', name: stepId, message: `unknown step "${stepId}"` });
  rt.status.set('stopped');
  return null;
}

/** The typing pause before the step speaks. Steps that say nothing (routing, pure actions) skip it unless they ask for one. */
function typingDelay(rt: Runtime, stepId: string, step: Step): number {
  const speaks = step.component !== undefined || step.say !== undefined || rt.variant.texts?.[stepId] !== undefined;
  return step.delay ?? (speaks ? rt.variant.fakeLoad : 0);
}

/** A typing pause less what the visitor has already waited: the credit goes to the first pause only. */
function spendCredit(rt: Runtime, pause: number): number {
  if (pause === 0 || rt.pauseCredit === 0) return pause;
  const left = Math.max(0, pause - rt.pauseCredit);
  rt.pauseCredit = 0;
  return left;
}

/** Shows the typing dots for `ms`; false when something else took over meanwhile. */
async function typeFor(rt: Runtime, ms: number, token: number): Promise<boolean> {
  rt.status.set('typing');
  await sleep(ms);
  if (token !== rt.run) return false;
  rt.status.set('moving');
  return true;
}

/** Whether the step's action runs on entering, after its texts. */
function actsOnEntering(step: Step): boolean {
  const kind = stepKind(step);
  switch (kind) {
    case 'action':
    case 'options':
      return step.action !== undefined;
    case 'component':
      // A waiting component's action runs on what the component completes with (completeComponent).
      return step.action !== undefined && step.display === true;
    case 'say':
    case 'input': // an input's own action runs on the answer (answerInput)
      return false;
    default:
      return assertNever(kind);
  }
}

/** Waits on the step, or returns where to go (null: the conversation ends or stops here). */
function leave(rt: Runtime, stepId: string, step: Step, outcome: string | undefined): string | null {
  const routed = lookup(step.on, outcome);
  const waiting = pendingFor(stepId, step, rt.bindings.guards, rt.context, rt.report);
  if (waiting) {
    // An action on a waiting step only leaves it when the flow maps its outcome (e.g. error).
    if (routed) return routed;
    rt.status.wait(waiting);
    if (resumable(step)) rt.lastStable = capture(rt);
    return null;
  }
  const next = routed ?? nextStep(rt, step.next);
  if (next === null) rt.status.set(step.end ? 'ended' : 'stopped');
  return next;
}
