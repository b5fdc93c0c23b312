// What a step waits for once its texts are out: an answer, a choice, or a component's outcome.
import type { Step } from '../contracts/content.ts';
import { assertNever } from './assertNever.ts';
import { logProblem, type ReportProblem } from './problems.ts';
import { checkGuard } from './resolveNext.ts';
import { stepKind } from './stepKind.ts';
import type { Guard, Pending, PluginContext } from './types.ts';

/** Null when the step does not wait and the conversation moves on. */
export function pendingFor(
  stepId: string,
  step: Step,
  guards: Readonly<Record<string, Guard>>,
  ctx: PluginContext,
  report: ReportProblem = logProblem,
): Pending | null {
  const kind = stepKind(step);
  switch (kind) {
    case 'input': {
      const { field, kind: inputKind = 'text', mask, placeholder } = step.input!;
      return { kind: 'input', step: stepId, field, inputKind, mask, placeholder };
    }
    case 'options':
      return optionsPending(stepId, step, guards, ctx, report);
    case 'component':
      return step.display ? null : { kind: 'component', step: stepId, name: step.component! };
    case 'say':
    case 'action':
      return null;
    default:
      return assertNever(kind);
  }
}

/** The options whose guards hold; null when none does: nothing to choose, so the step moves on. */
function optionsPending(stepId: string, step: Step, guards: Readonly<Record<string, Guard>>, ctx: PluginContext, report: ReportProblem): Pending | null {
  const options: Extract<Pending, { kind: 'options' }>['options'] = [];
  step.options!.forEach((option, index) => {
    if (option.when !== undefined && !checkGuard(option.when, guards, ctx, report)) return;
    if (option.link) options.push({ index, label: option.label, link: option.link });
    // Said so that the first screen's early reaction (src/ui/EarlyReaction.tsx) echoes what the choice will.
    else options.push(option.echo === false ? { index, label: option.label, echo: false } : { index, label: option.label });
  });
  return options.length > 0 ? { kind: 'options', step: stepId, options, layout: step.layout ?? 'default' } : null;
}
