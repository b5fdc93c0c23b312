// The visitor answers an input step: validators, then the input's action (with the spinner), then
// the answer is stored, echoed, and the conversation moves on.
import { batch } from '@preact/signals-core';
import type { Input } from '../generated/flow.ts';
import { navigate } from './enterStep.ts';
import { inputValue } from './inputValue.ts';
import { STAY_OUTCOME } from './outcomes.ts';
import { setPath } from './paths.ts';
import { actionContext } from './pluginContext.ts';
import { runAction } from './runAction.ts';
import { lookup, nextStep, post, sleep, type Runtime } from './runtime.ts';

export async function answerInput(rt: Runtime, raw: string): Promise<void> {
  const waiting = rt.status.signals.pending.peek();
  if (rt.status.signals.status.peek() !== 'waiting' || waiting?.kind !== 'input') return;
  const step = rt.steps[waiting.step];
  const input = step.input!;
  if (!validates(rt, input, raw)) return;
  const value = inputValue(input.kind, raw);
  let outcome: string | undefined;
  if (input.action) {
    const token = ++rt.run;
    rt.status.set('submitting');
    const result = await runAction(rt.bindings.actions, input.action, actionContext(rt.context, value), rt.report);
    // The spec keeps the spinner for half the typing delay, so a fast answer does not flicker.
    await sleep(rt.variant.fakeLoad / 2);
    if (token !== rt.run) return;
    if (result.outcome === STAY_OUTCOME) {
      rt.status.refuse(result.message ?? null);
      return;
    }
    outcome = result.outcome;
  }
  batch(() => {
    rt.status.set('moving');
    rt.state.value = setPath(rt.state.peek(), input.field, value);
    post(rt, [{ sender: 'user', text: raw.trim(), step: waiting.step }]);
  });
  await navigate(rt, lookup(step.on, outcome) ?? nextStep(rt, step.next));
}

/** Runs the input's validators in order; the first that says no shows its message on the field. */
function validates(rt: Runtime, input: Input, raw: string): boolean {
  const { context } = rt;
  for (const name of input.validate ?? []) {
    const validator = rt.bindings.validators[name];
    if (!validator) {
      rt.report({ kind: 'unknown-validator', name, message: `unknown validator "${name}"` });
      continue;
    }
    const result = validator(raw, { state: rt.state.peek(), variant: rt.variant, message: context.message, today: context.today });
    if (!result.ok) {
      rt.status.refuse(result.message);
      return false;
    }
  }
  return true;
}
