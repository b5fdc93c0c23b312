// Resolves a step's or option's `next`: a step id, or guarded branches tried in order.
import type { Next } from '../generated/flow.ts';
import type { Guard, PluginContext } from './types.ts';

/** The step to go to, or null when there is none (no next, or no branch holds). */
export function resolveNext(next: Next | undefined, guards: Record<string, Guard>, ctx: PluginContext): string | null {
  if (next === undefined) return null;
  if (typeof next === 'string') return next;
  for (const branch of next) {
    if (branch.when === undefined || checkGuard(branch.when, guards, ctx)) return branch.to;
  }
  return null;
}

/** Runs a named guard; an unknown or throwing guard counts as not holding (logged, never fatal). */
export function checkGuard(name: string, guards: Record<string, Guard>, ctx: PluginContext): boolean {
  const guard = guards[name];
  if (!guard) {
    console.error(`[engine] unknown guard "${name}"`);
    return false;
  }
  try {
    return guard(ctx) === true;
  } catch (error) {
    console.error(`[engine] guard "${name}" threw`, error);
    return false;
  }
}
