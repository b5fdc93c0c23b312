// What a step waits for once its texts are out: an answer, a choice, or a component's outcome.
import { logProblem, type ReportProblem } from './problems.ts';
import { checkGuard } from './resolveNext.ts';
import type { Guard, Pending, PluginContext } from './types.ts';
import type { Step } from '../contracts/content.ts';

/** Null when the step does not wait and the conversation moves on. */
export function pendingFor(
  stepId: string,
  step: Step,
  guards: Readonly<Record<string, Guard>>,
  ctx: PluginContext,
  report: ReportProblem = logProblem,
): Pending | null {
  if (step.input) {
    const { field, kind = 'text', mask, placeholder } = step.input;
    return { kind: 'input', step: stepId, field, inputKind: kind, mask, placeholder };
  }
  if (step.options) {
    const options: Extract<Pending, { kind: 'options' }>['options'] = [];
    step.options.forEach((option, index) => {
      if (option.when !== undefined && !checkGuard(option.when, guards, ctx, report)) return;
      options.push(option.link ? { index, label: option.label, link: option.link } : { index, label: option.label });
    });
    // Every option hidden by its guard: nothing to choose, so the step behaves like one without options.
    if (options.length > 0) return { kind: 'options', step: stepId, options, layout: step.layout ?? 'default' };
  }
  if (step.component && !step.display) return { kind: 'component', step: stepId, name: step.component };
  return null;
}
