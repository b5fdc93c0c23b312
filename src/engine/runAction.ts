// Runs a named action and never lets it crash the conversation: a missing action, a throw or a
// result without an outcome all become outcome `error`, which flows map to an error step.
import type { Action, ActionContext, ActionResult } from './types.ts';

export async function runAction(actions: Record<string, Action>, name: string, ctx: ActionContext): Promise<ActionResult> {
  const action = actions[name];
  if (!action) {
    console.error(`[engine] unknown action "${name}"`);
    return { outcome: 'error' };
  }
  try {
    const result = await action(ctx);
    if (!result || typeof result.outcome !== 'string') {
      console.error(`[engine] action "${name}" returned no outcome`, result);
      return { outcome: 'error' };
    }
    return result;
  } catch (error) {
    console.error(`[engine] action "${name}" failed`, error);
    return { outcome: 'error' };
  }
}
