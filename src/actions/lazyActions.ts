// Actions whose code loads on first use: the registry gets small forwarding functions now, and the
// module (with the domain rules and API calls it brings) is fetched the first time one of them
// runs, so none of it is in the first-load bundle. The one way every phase defers its actions.
import type { Action } from '../engine/types.ts';

export function lazyActions<const K extends string>(load: () => Promise<Record<K, Action>>, names: readonly K[]): Record<K, Action> {
  const registry = {} as Record<K, Action>;
  for (const name of names) {
    // import() caches a loaded module itself; a failed load is simply tried again on the next run.
    registry[name] = async (ctx) => (await load())[name](ctx);
  }
  return registry;
}
