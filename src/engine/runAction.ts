// Runs a named action and never lets it crash the conversation: a missing action, a throw or a
// result without an outcome all become outcome `error`, which flows map to an error step. Actions
// report nothing themselves: what went wrong (a throw, a problem they returned) is reported here.
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
  let result: ActionResult;
  try {
    result = await action(ctx);
  } catch (error) {
    report({ kind: 'action-failed', name, message: `action "${name}" failed`, cause: error });
    return { outcome: 'error' };
  }
  if (!result || typeof result.outcome !== 'string') {
    report({ kind: 'no-outcome', name, message: `action "${name}" returned no outcome`, cause: result });
    return { outcome: 'error' };
  }
  if (result.problem !== undefined)
    report({ kind: 'action-degraded', name, message: `action "${name}" went on past a problem (outcome "${result.outcome}")`, cause: result.problem });
  return result;
}
