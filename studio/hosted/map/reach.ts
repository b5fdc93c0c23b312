// Which steps a conversation can reach, in the order it meets them: breadth first from the start
// along the happy path, then the `on: error` fallbacks, then the entry steps (resumed visits) not
// met on the way. Unreached steps are the map's "inalcançável". Ported from the old studio's
// studioData.ts (markUnreachable).
import { successors } from '../../../scripts/compiler/checkGraph.ts';
import type { Step } from '../../../src/contracts/content.ts';

export function reachOrder(start: string, steps: Readonly<Record<string, Step>>): string[] {
  if (!steps[start]) return [];
  const order: string[] = [];
  const reached = new Set<string>();
  const meet = (id: string | undefined) => {
    if (id === undefined || !steps[id] || reached.has(id)) return;
    reached.add(id);
    order.push(id);
  };
  // Where the walk goes once the happy path is done: error fallbacks first, then resumed visits.
  const later: string[] = [];
  const entries = Object.entries(steps)
    .filter(([, step]) => step.entry === true)
    .map(([id]) => id);
  meet(start);
  for (let walked = 0; walked < order.length || later.length + entries.length > 0; ) {
    if (walked === order.length) {
      meet(later.shift() ?? entries.shift());
      continue;
    }
    const step = steps[order[walked++]];
    const fallbacks = errorTargets(step);
    for (const to of successors(step)) {
      if (fallbacks.has(to)) later.push(to);
      else meet(to);
    }
  }
  return order;
}

/** Where the step and its options go on `on: error`. */
function errorTargets(step: Step): Set<string> {
  const routes = [step, ...(Array.isArray(step.options) ? step.options : [])];
  return new Set(routes.flatMap((route) => (typeof route.on?.error === 'string' ? [route.on.error] : [])));
}
