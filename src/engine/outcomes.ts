// Outcomes a named action or component declares it can return. The list is a runtime value too,
// so flows:check (which imports the registries) can reject an `on:` key nothing returns, and the
// type lets tsc compare it with the `on:` keys the flows map (src/generated/names.ts).
import type { Action } from './types.ts';

/** The engine turns a missing, throwing or malformed action into `error`: every action can return it. */
export const ENGINE_OUTCOME = 'error';
/** `invalid` keeps the visitor on an input step with the action's message: it is never routed by `on:`. */
export const STAY_OUTCOME = 'invalid';

export interface Declared<O extends string> {
  readonly outcomes: readonly O[];
}

/** A registered action: the function the engine runs plus the outcomes it declares. */
export type DeclaredAction<O extends string = string> = Action<O> & Declared<O>;

/** The outcomes a registry entry declares (never for an entry declaring none). */
export type OutcomeOf<T> = T extends Declared<infer O> ? O : never;

/** Attaches the outcome list to a function or component (mutates and returns it). */
export function declareOutcomes<const O extends string, T extends object>(outcomes: readonly O[], target: T): T & Declared<O> {
  return Object.assign(target, { outcomes });
}

/** Declares an action and what it can return; returning an outcome not listed fails tsc. */
export function action<const O extends string>(outcomes: readonly O[], run: Action<NoInfer<O>>): DeclaredAction<O> {
  return declareOutcomes(outcomes, run as Action<O>);
}

/**
 * An outcome list that must name every member of O exactly (for actions whose code loads later
 * and can only be described up front): a missing outcome fails tsc with `{ missing: … }`.
 */
export type EveryOutcome<O extends string, L extends readonly string[]> = [O] extends [L[number]]
  ? [L[number]] extends [O]
    ? L
    : { notReturned: Exclude<L[number], O> }
  : { missing: Exclude<O, L[number]> };

/**
 * For a registry and the `on:` keys the flows map per name (generated), one readable string per key
 * the entry cannot return — "searchPlans cannot return semPlano" — or never when all fit.
 * Implicit: outcomes every entry may return without declaring them (`error` for actions).
 */
export type UnreturnableOnKeys<Registry, OnKeys, Implicit extends string = never> = {
  [K in keyof OnKeys & string]: K extends keyof Registry ? `${K} cannot return ${Exclude<OnKeys[K], OutcomeOf<Registry[K]> | Implicit> & string}` : never;
}[keyof OnKeys & string];

/** Fails tsc, naming T, unless T is never: `type _ = ExpectNone<UnreturnableOnKeys<…>>`. */
export type ExpectNone<T extends never> = T;
