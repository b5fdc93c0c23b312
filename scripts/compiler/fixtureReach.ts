// Which state fixture opens each step as a visitor would meet it. A fixture stands where its last
// replayed action runs (proposal-created: where createProposal runs); it reaches the steps that
// can follow that point and lie further from the start than it, so a "buy again" loop back to the
// category does not make the greeting's questions "after the proposal". Of the fixtures that reach
// a step, the one standing furthest along wins; a step none reaches (the greeting, the error
// fallbacks of the first calls) gets none, and opens from the initial state.
import type { CompiledFlow, StateFixture, Step } from '../../src/contracts/content.ts';
import { successors } from './checkGraph.ts';

type Flow = Pick<CompiledFlow, 'start' | 'steps'>;

export function fixtureReach(flow: Flow, fixtures: Readonly<Record<string, StateFixture>>): Record<string, string> {
  const dominators = dominatorSets(flow);
  const runners = actionSteps(flow.steps);
  const ranked = Object.entries(fixtures).sort(([, a], [, b]) => b.replay.length - a.replay.length);
  const out: Record<string, string> = {};
  for (const [id, passedThrough] of dominators) {
    const found = ranked.find(([, fixture]) => {
      const last = fixture.replay.at(-1)?.action;
      return last !== undefined && (runners.get(last) ?? []).some((runner) => runner !== id && passedThrough.has(runner));
    });
    if (found) out[id] = found[0];
  }
  return out;
}

/** For each step reached from the roots, the steps every way to it passes through, itself included. */
function dominatorSets(flow: Flow): Map<string, Set<string>> {
  const roots = rootsOf(flow);
  const order = [...distancesFrom(flow, roots).keys()];
  const predecessors = new Map<string, string[]>();
  for (const id of order) for (const to of successors(flow.steps[id])) if (flow.steps[to]) predecessors.set(to, [...(predecessors.get(to) ?? []), id]);
  // The classic iterative data-flow: start from "every step" and intersect over predecessors until stable.
  const dom = new Map<string, Set<string>>(order.map((id) => [id, roots.includes(id) ? new Set([id]) : new Set(order)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of order) {
      if (roots.includes(id)) continue;
      const next = intersectAll((predecessors.get(id) ?? []).map((p) => dom.get(p)!));
      next.add(id);
      if (next.size !== dom.get(id)!.size) {
        dom.set(id, next);
        changed = true;
      }
    }
  }
  return dom;
}

function intersectAll(sets: Set<string>[]): Set<string> {
  if (sets.length === 0) return new Set();
  const [first, ...rest] = sets;
  return new Set([...first].filter((id) => rest.every((set) => set.has(id))));
}

/** The start and the `entry: true` steps (reached from outside the flow graph). */
function rootsOf(flow: Flow): string[] {
  return [flow.start, ...Object.keys(flow.steps).filter((id) => flow.steps[id].entry === true && id !== flow.start)];
}

/** Breadth-first distance of every step reached from the given ones. */
function distancesFrom(flow: Flow, roots: readonly string[]): Map<string, number> {
  const distance = new Map<string, number>(roots.map((id) => [id, 0]));
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const to of successors(flow.steps[id])) {
      if (flow.steps[to] === undefined || distance.has(to)) continue;
      distance.set(to, distance.get(id)! + 1);
      queue.push(to);
    }
  }
  return distance;
}

/** Action name → the steps that run it (the step's own action, its input's, or an option's). */
function actionSteps(steps: Readonly<Record<string, Step>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (action: string | undefined, id: string) => {
    if (action !== undefined) out.set(action, [...(out.get(action) ?? []), id]);
  };
  for (const [id, step] of Object.entries(steps)) {
    add(step.action, id);
    add(step.input?.action, id);
    for (const option of step.options ?? []) add(option.action, id);
  }
  return out;
}
