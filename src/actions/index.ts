// Named actions the flows run with `action:`, one sub-registry per phase. A flow naming an
// action missing here fails `npm run typecheck` (through the generated ActionName) and
// `npm run flows:check` (with file and line); so does an `on:` key the action does not declare.
import type { DeclaredAction, ENGINE_OUTCOME as EngineOutcome, ExpectNone, UnreturnableOnKeys } from '../engine/outcomes.ts';
import type { ActionName, ActionOnKeys } from '../generated/names.ts';
import { introActions } from './intro/index.ts';
import { leadActions } from './lead/index.ts';
import { plansActions } from './plans/index.ts';
import { proposalActions } from './proposal/index.ts';
import { paymentActions } from './payment/index.ts';
import { surveyActions } from './survey/index.ts';

export const actions = {
  ...introActions,
  ...leadActions,
  ...plansActions,
  ...proposalActions,
  ...paymentActions,
  ...surveyActions,
} satisfies Record<ActionName, DeclaredAction>;

/** Fails tsc with "<action> cannot return <outcome>" for an `on:` key no action declares. */
export type EveryOnKeyReturnable = ExpectNone<UnreturnableOnKeys<typeof actions, ActionOnKeys, typeof EngineOutcome>>;
