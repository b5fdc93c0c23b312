// Type tests, run by `npm run typecheck` (tsc), in the style of XState's setup.types.test.ts:
// each `@ts-expect-error` line must fail to compile, so if the types stop catching the mistake
// the directive itself becomes the error. Nothing here runs.
import { actions } from '../../src/actions/index.ts';
import { deferredAction } from '../../src/actions/deferredAction.ts';
import { action, type DeclaredAction, type ExpectNone, type UnreturnableOnKeys } from '../../src/engine/outcomes.ts';
import type { ActionName, ActionOnKeys, ComponentOnKeys } from '../../src/generated/names.ts';
import type { ComponentType } from 'react';
import type { components } from '../../src/ui/components/registry.ts';
import { declareComponent, type ChatComponentProps } from '../../src/ui/components/types.ts';

// A flow naming an action the code does not register ("sendFax" added to the generated union).
// @ts-expect-error sendFax is named by the flow but missing from the registry
export const withFax = actions satisfies Record<ActionName | 'sendFax', DeclaredAction>;

// The registry as it is covers every name the flows use.
export const asIs = actions satisfies Record<ActionName, DeclaredAction>;

// A registry missing a name the flows use.
const { searchPlans: _dropped, ...withoutSearch } = actions;
// @ts-expect-error searchPlans is named by lead.yaml but not registered
export const missing = withoutSearch satisfies Record<ActionName, DeclaredAction>;

// The `on:` keys lead.yaml maps, with semPlanos misspelt as semPlano.
type Misspelt = Omit<ActionOnKeys, 'searchPlans'> & { searchPlans: 'ok' | 'rendaInsuficiente' | 'semPlano' | 'error' };
// @ts-expect-error "searchPlans cannot return semPlano"
export type MisspeltOnKey = ExpectNone<UnreturnableOnKeys<typeof actions, Misspelt, 'error'>>;
export type AsGenerated = ExpectNone<UnreturnableOnKeys<typeof actions, ActionOnKeys, 'error'>>;

// An action returning an outcome it did not declare.
// @ts-expect-error 'semPlanos' is not among the declared outcomes
export const undeclared = action(['ok'], () => ({ outcome: 'semPlanos' }));
export const declared = action(['ok', 'semPlanos'], () => ({ outcome: 'semPlanos' }));

// A lazily loaded action whose up-front list forgets an outcome the loaded code declares.
const load = async () => ({ search: action(['ok', 'semPlanos'], () => ({ outcome: 'ok' })) });
// @ts-expect-error the list misses semPlanos
export const forgotten = deferredAction(load, 'search', ['ok']);
export const complete = deferredAction(load, 'search', ['ok', 'semPlanos']);

// Components too: pixCopyCode declares copied and failed, a flow mapping "copiado" fails.
type CopyTypo = Omit<ComponentOnKeys, 'pixCopyCode'> & { pixCopyCode: 'copiado' | 'failed' };
// @ts-expect-error "pixCopyCode cannot return copiado"
export type ComponentTypo = ExpectNone<UnreturnableOnKeys<typeof components, CopyTypo>>;
export type ComponentsAsGenerated = ExpectNone<UnreturnableOnKeys<typeof components, ComponentOnKeys>>;

// A component completing its step with an outcome its props do not declare.
export function TypoCarousel({ conversation }: ChatComponentProps<'ok'>) {
  // @ts-expect-error 'typo' is not among the component's outcomes
  void conversation.complete('typo');
  void conversation.complete('ok');
  return null;
}

// A component whose declared outcome list misses one it completes with.
declare const completesSimulateAgain: ComponentType<ChatComponentProps<'ok' | 'simulateAgain'>>;
// @ts-expect-error simulateAgain is completed but not declared
export const undeclaredComponentOutcome = declareComponent(['ok'], completesSimulateAgain);
export const declaredComponentOutcomes = declareComponent(['ok', 'simulateAgain'], completesSimulateAgain);
