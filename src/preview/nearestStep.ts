// Where a development chat goes on when a content save removed the step it was at, in order:
// - the step that now stands where it stood (a step that led to it now leads to a new one: a rename);
// - a step named like it (a typo fixed);
// - the first step it led to that still exists;
// - the flow's start.
import { didYouMean } from '../text/didYouMean.ts';
import type { Step } from '../contracts/content.ts';

type Steps = Readonly<Record<string, Step>>;

export function nearestStep(removed: string, oldSteps: Steps, newSteps: Steps, start: string): string {
  return replacement(removed, oldSteps, newSteps) ?? didYouMean(removed, Object.keys(newSteps)) ?? ahead(removed, oldSteps, newSteps) ?? start;
}

function replacement(removed: string, oldSteps: Steps, newSteps: Steps): string | undefined {
  for (const [id, step] of Object.entries(oldSteps)) {
    const before = successors(step);
    if (!before.includes(removed) || !Object.hasOwn(newSteps, id)) continue;
    const added = successors(newSteps[id]).find((to) => !before.includes(to) && Object.hasOwn(newSteps, to));
    if (added !== undefined) return added;
  }
  return undefined;
}

/** Breadth-first along the old graph: the closest surviving step ahead of the removed one. */
function ahead(removed: string, oldSteps: Steps, newSteps: Steps): string | undefined {
  const seen = new Set([removed]);
  const queue = [removed];
  while (queue.length > 0) {
    for (const next of successors(oldSteps[queue.shift()!])) {
      if (Object.hasOwn(newSteps, next)) return next;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return undefined;
}

function successors(step: Step | undefined): string[] {
  if (!step) return [];
  const targets: string[] = [];
  const add = (node: Pick<Step, 'next' | 'on'>) => {
    if (typeof node.next === 'string') targets.push(node.next);
    else if (node.next) targets.push(...node.next.map((branch) => branch.to));
    if (node.on) targets.push(...Object.values(node.on));
  };
  add(step);
  for (const option of step.options ?? []) add(option);
  return targets;
}
