// Splits a compiled flow into the steps the first screen needs and the rest. The first screen is
// what the bot shows before the visitor can do anything: from start, following plain `next`
// until the first step that waits. Everything else ships in a chunk loaded after the first render,
// keeping the flow's texts out of the JS budgeted before the first bot message.
import type { CompiledFlow } from '../../src/contracts/content.ts';

export interface SplitFlow {
  first: CompiledFlow['steps'];
  rest: CompiledFlow['steps'];
}

export function splitFirstScreen(flow: Pick<CompiledFlow, 'start' | 'steps'>): SplitFlow {
  const first: CompiledFlow['steps'] = {};
  let id: string | undefined = flow.start;
  while (id !== undefined && flow.steps[id] && !(id in first)) {
    const step: CompiledFlow['steps'][string] = flow.steps[id];
    first[id] = step;
    const moves: boolean = step.input === undefined && step.options === undefined && step.component === undefined && step.action === undefined;
    id = moves && typeof step.next === 'string' ? step.next : undefined;
  }
  const rest = Object.fromEntries(Object.entries(flow.steps).filter(([stepId]) => !(stepId in first)));
  return { first, rest };
}
