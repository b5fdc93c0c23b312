// Runs a named action and never lets it crash the conversation: a missing action, a throw or a
// result without an outcome all become outcome `error`, which flows map to an error step.
import { logProblem, type ReportProblem } from './problems.ts';
import type { Action, ActionContext, ActionResult } from './types.ts';

export async function runAction(
  actions: Readonly<Record<string, Action>>,
  name: string,
  ctx: ActionContext,
  report: ReportProblem = logProblem,
): Promise<ActionResult> {
  const action = actions[name];
  if (!action) {
    report({ kind: 'unknown-action', name, message: `unknown action "${name}"` });
    return { outcome: 'error' };
  }
  try {
    const result = await action(ctx);
    if (!result || typeof result.outcome !== 'string') {
      report({ kind: 'no-outcome', name, message: `action "${name}" returned no outcome`, cause: result });
      return { outcome: 'error' };
    }
    return result;
  } catch (error) {
    report({ kind: 'action-failed', name, message: `action "${name}" failed`, cause: error });
    return { outcome: 'error' };
  }
}
