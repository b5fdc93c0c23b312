// A step's role is stated in the step: where a failure lands says `error: true` (schemas/flow.schema.json).
// The engine never resumes on an error step, the studio and the diagrams mark it; so an `on: error`
// target without the flag would be resumed and drawn as an ordinary step. Warned at the target,
// naming the steps that route their errors to it.
import { isRecord, type StepEntry } from './checkSteps.ts';
import type { Diagnostic } from './diagnostics.ts';

export function checkErrorSteps(steps: ReadonlyMap<string, StepEntry>, out: Diagnostic[]): void {
  const routedFrom = new Map<string, string[]>();
  for (const [id, { step }] of steps) {
    for (const target of errorTargets(step)) {
      const from = routedFrom.get(target) ?? [];
      if (!from.includes(id)) from.push(id);
      routedFrom.set(target, from);
    }
  }
  for (const [target, from] of routedFrom) {
    const entry = steps.get(target);
    if (!entry || !isRecord(entry.step) || entry.step.error === true) continue;
    const list = from.map((id) => `"${id}"`).join(', ');
    const message = `step "${target}" is an on: error target (of ${list}) but not marked as an error step: add error: true, so a reload or TENTAR NOVAMENTE does not resume on it`;
    out.push(entry.source.report(['steps', target], 'warning', { code: 'graph.error-step-unmarked', message, args: { step: target } }, 'key'));
  }
}

/** Where a step and its options send the outcome `error`. */
export function errorTargets(step: unknown): string[] {
  if (!isRecord(step)) return [];
  const routes = [step, ...(Array.isArray(step.options) ? step.options : [])];
  return routes.flatMap((route) => (isRecord(route) && isRecord(route.on) && typeof route.on.error === 'string' ? [route.on.error] : []));
}
