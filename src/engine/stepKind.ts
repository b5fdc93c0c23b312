// What kind of step this is (flow.schema.json's Step): the runtime, the studio and the diagrams
// derive it here, from its kind keys, so they cannot disagree. The Step type carries no tag, so
// this is where it gets one; code that acts per kind switches on it and ends in assertNever.
import type { Step } from '../contracts/content.ts';

/** The keys that make a step one kind, in the order that decides it: the schema lets an options or
 * component step carry an action too, and combines them no other way. */
export const KIND_KEYS = ['input', 'options', 'component', 'action'] as const satisfies readonly (keyof Step)[];

/** say: texts only; input: waits for a typed answer; options: for a button (its action, if any,
 * runs on entering); component: renders one and waits for it unless display; action: runs one.
 * A kind added to KIND_KEYS joins this union, and every switch over it fails tsc until handled. */
export type StepKind = 'say' | (typeof KIND_KEYS)[number];

export function stepKind(step: Step): StepKind {
  return KIND_KEYS.find((key) => step[key] !== undefined) ?? 'say';
}
