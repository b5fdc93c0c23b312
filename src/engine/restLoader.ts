// The rest of the flow and the plug-ins it names, loaded once (and again after a failure): the
// steps join the ones here and are checked against the registries then, since creation could not.
import type { CompiledFlow } from '../contracts/content.ts';
import { MissingBindingsError, missingBindings, type Bindings, type BindingNames } from './bindings.ts';
import type { LiveBindings, Runtime } from './runtime.ts';

const BINDING_KINDS = ['actions', 'guards', 'validators', 'masks', 'components', 'formatters'] as const satisfies readonly (keyof LiveBindings)[];

/** Undefined when nothing is deferred; otherwise the loader every step not yet here awaits. */
export function restLoader(
  rt: Runtime,
  loadFlow: CompiledFlow['load'],
  loadBindings: (() => Promise<Bindings<BindingNames>>) | undefined,
): (() => Promise<void>) | undefined {
  if (loadFlow === undefined && loadBindings === undefined) return undefined;
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= Promise.all([loadFlow?.() ?? {}, loadBindings?.()]).then(
      ([rest, loaded]) => {
        if (loaded) for (const kind of BINDING_KINDS) Object.assign(rt.bindings[kind], loaded[kind]);
        rt.steps = { ...rest, ...rt.steps };
        const late = missingBindings(rest, rt.bindings, rt.variant);
        if (late.length > 0) rt.report({ kind: 'missing-bindings', message: new MissingBindingsError(late).message });
      },
      (error: unknown) => {
        loading = undefined; // a later step may try again (e.g. after the network came back)
        rt.report({ kind: 'flow-load-failed', message: 'the rest of the flow failed to load', cause: error });
      },
    ));
}
