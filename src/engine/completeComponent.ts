// A component completes its step: its echo is posted and, when it hands a choice (`input`), the
// step's action runs on it and routes; otherwise the component's own outcome routes.
import { batch } from '@preact/signals-core';
import { navigate } from './enterStep.ts';
import { act, lookup, nextStep, post, type Runtime } from './runtime.ts';
import type { Completion } from './types.ts';

export async function completeComponent(rt: Runtime, outcome = 'ok', payload: Completion = {}): Promise<void> {
  const waiting = rt.status.signals.pending.peek();
  if (rt.status.signals.status.peek() !== 'waiting' || waiting?.kind !== 'component') return;
  const step = rt.steps[waiting.step];
  const token = ++rt.run;
  batch(() => {
    rt.status.set('moving');
    if (payload.echo) post(rt, [{ sender: 'user', text: payload.echo, step: waiting.step }]);
  });
  // The choice's side effects (state, analytics, API) are the step's action, not the screen's.
  const routed = step.action && payload.input !== undefined ? await act(rt, step.action, token, payload.input) : outcome;
  if (token !== rt.run) return;
  await navigate(rt, lookup(step.on, routed) ?? nextStep(rt, step.next));
}
