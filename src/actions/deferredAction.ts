// An action whose code loads on first use (a later phase's chunk). Its outcomes are declared up
// front, since flows:check and the registry types need them before the code is loaded; tsc checks
// the list against what the loaded action declares, both ways.
import { action, type DeclaredAction, type EveryOutcome, type OutcomeOf } from '../engine/outcomes.ts';

// The modules loaded so far, by loader: once a phase's chunk is here its actions run without
// awaiting import() again, which the browser answers in a later task (a frame later at best).
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

export function deferredAction<M, K extends keyof M, const L extends readonly string[]>(
  load: () => Promise<M>,
  name: K,
  outcomes: L & EveryOutcome<OutcomeOf<M[K]>, L>,
): DeclaredAction<L[number]> {
  const run = (module: M, ctx: Parameters<DeclaredAction<L[number]>>[0]) => (module[name] as DeclaredAction<L[number]>)(ctx);
  return action(outcomes as L, (ctx) => {
    const loaded = loadedModules.get(load) as M | undefined;
    if (loaded) return run(loaded, ctx);
    return load().then((module) => {
      loadedModules.set(load, module);
      return run(module, ctx);
    });
  });
}
