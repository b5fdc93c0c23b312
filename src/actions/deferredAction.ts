// An action whose code loads on first use (a later phase's chunk). Its outcomes are declared up
// front, since flows:check and the registry types need them before the code is loaded; tsc checks
// the list against what the loaded action declares, both ways.
import { action, type DeclaredAction, type EveryOutcome, type OutcomeOf } from '../engine/outcomes.ts';

export function deferredAction<M, K extends keyof M, const L extends readonly string[]>(
  load: () => Promise<M>,
  name: K,
  outcomes: L & EveryOutcome<OutcomeOf<M[K]>, L>,
): DeclaredAction<L[number]> {
  return action(outcomes as L, async (ctx) => {
    const run = (await load())[name] as DeclaredAction<L[number]>;
    return run(ctx);
  });
}
