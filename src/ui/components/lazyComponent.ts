// React.lazy that can be loaded ahead of time and then renders without suspending. A plain lazy
// component always suspends on its first render, even when its chunk is already here, and React
// then throttles revealing the Suspense content (about 300 ms): the category cards came that much
// later than their data. Once preload() has resolved, this renders the component directly.
import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload(): Promise<void> };

export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a later render or preload tries again
        throw error;
      },
    ));
  // Rendered only while the module is missing: it suspends until preload() has set `loaded`.
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Component, { preload });
}
