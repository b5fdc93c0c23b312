// The visitor chooses an option: the specialists' link opens without leaving the step; any other
// is echoed, sets its state, runs its action and routes.
import { batch } from '@preact/signals-core';
import { navigate } from './enterStep.ts';
import { act, applySet, lookup, nextStep, post, type Runtime } from './runtime.ts';

/** `waitedMs`: how long the visitor has already watched the chat answer this choice (Conversation.choose). */
export async function chooseOption(rt: Runtime, index: number, waitedMs = 0): Promise<void> {
  const waiting = rt.status.signals.pending.peek();
  if (rt.status.signals.status.peek() !== 'waiting' || waiting?.kind !== 'options') return;
  if (!waiting.options.some((option) => option.index === index)) return;
  const step = rt.steps[waiting.step];
  const option = step.options![index];
  if (option.link === 'specialists') {
    rt.context.openUrl(rt.variant.linkWhatsApp);
    return;
  }
  const token = ++rt.run;
  batch(() => {
    rt.status.set('moving');
    if (option.echo !== false) post(rt, [{ sender: 'user', text: option.label, step: waiting.step }]);
    if (option.set) applySet(rt, option.set);
  });
  const outcome = option.action ? await act(rt, option.action, token) : undefined;
  if (token !== rt.run) return;
  await navigate(rt, lookup(option.on, outcome) ?? nextStep(rt, option.next) ?? nextStep(rt, step.next), false, waitedMs);
}
