// Resolves a step's or option's `next`: a step id, or guarded branches tried in order.
import type { Next } from '../generated/flow.ts';
import { logProblem, type ReportProblem } from './problems.ts';
import type { Guard, PluginContext } from './types.ts';

/** The step to go to, or null when there is none (no next, or no branch holds). */
export function resolveNext(
  next: Next | undefined,
  guards: Readonly<Record<string, Guard>>,
  ctx: PluginContext,
  report: ReportProblem = logProblem,
): string | null {
  if (next === undefined) return null;
  if (typeof next === 'string') return next;
  for (const branch of next) {
    if (branch.when === undefined || checkGuard(branch.when, guards, ctx, report)) return branch.to;
  }
  return null;
}

/** Runs a named guard; an unknown or throwing guard counts as not holding (reported, never fatal). */
export function checkGuard(name: string, guards: Readonly<Record<string, Guard>>, ctx: PluginContext, report: ReportProblem = logProblem): boolean {
  const guard = guards[name];
  if (!guard) {
    report({ kind: 'unknown-guard', name, message: `unknown guard "${name}"` });
    return false;
  }
  try {
    return guard(ctx) === true;
  } catch (error) {
    report({ kind: 'guard-failed', name, message: `guard "${name}" threw`, cause: error });
    return false;
  }
}
