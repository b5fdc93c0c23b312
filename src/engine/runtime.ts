// One conversation's inner parts, shared by the modules that move it (enterStep, answerInput,
// chooseOption, completeComponent, snapshots, restLoader), and the small writes they all make.
import type { Signal } from '@preact/signals-core';
import type { Assignments, Next, Outcomes } from '../generated/flow.ts';
import type { ConversationState, ResolvedVariant, Step } from '../contracts/content.ts';
import type { StatusModel } from './conversationStatus.ts';
import type { Formatter } from './formatters.ts';
import { setPath } from './paths.ts';
import { actionContext } from './pluginContext.ts';
import type { ReportProblem } from './problems.ts';
import { resolveNext } from './resolveNext.ts';
import { runAction } from './runAction.ts';
import type { NewMessage } from './stepMessages.ts';
import type { Action, ChatMessage, ConversationSnapshot, Guard, Mask, PluginContext, Validator } from './types.ts';

/** The registries looked up by the names the steps hold; the ones loaded later join them in place. */
export interface LiveBindings {
  actions: Record<string, Action>;
  guards: Record<string, Guard>;
  validators: Record<string, Validator>;
  masks: Record<string, Mask>;
  components: Record<string, unknown>;
  formatters: Record<string, Formatter | undefined>;
}

export interface Runtime {
  readonly variant: ResolvedVariant;
  readonly bindings: LiveBindings;
  readonly state: Signal<ConversationState>;
  readonly messages: Signal<ChatMessage[]>;
  readonly currentStep: Signal<string | null>;
  readonly status: StatusModel;
  readonly context: PluginContext;
  /** onError, with the step the conversation is at unless the problem names its own. */
  readonly report: ReportProblem;
  readonly now: () => number;
  readonly onStepEnter?: (step: string, state: ConversationState) => void;
  /** Steps whose bubbles the page already shows: their first entry speaks without the pause. */
  readonly shownOnPage: Set<string>;
  /** The steps here so far (the rest of the flow joins them when it loads). */
  steps: Record<string, Step>;
  /**
   * Navigation generation: every navigation or answer bumps it, and a chain that finds it changed
   * after an await stops there, so a new start or answer during typing or an action wins without
   * timers to cancel.
   */
  run: number;
  /** What the visitor has already waited of this navigation's first typing pause (navigate's waitedMs). */
  pauseCredit: number;
  lastId: number;
  /** The last point where the visitor waited outside an error step: what TENTAR NOVAMENTE resumes. */
  lastStable: ConversationSnapshot | null;
  /** Loads the rest of the flow and the deferred plug-ins; absent when nothing is deferred. */
  loadRest?: () => Promise<void>;
}

export function post(rt: Runtime, list: NewMessage[]): void {
  if (list.length === 0) return;
  const time = rt.now();
  rt.messages.value = [...rt.messages.peek(), ...list.map((message) => ({ ...message, id: ++rt.lastId, time }))];
}

export function applySet(rt: Runtime, assignments: Assignments): void {
  let next = rt.state.peek();
  for (const [path, value] of Object.entries(assignments)) next = setPath(next, path, value);
  rt.state.value = next;
}

/** Runs an action with the typing dots on; the outcome name, `error` if it failed. */
export async function act(rt: Runtime, name: string, token: number, input?: string | number): Promise<string> {
  rt.status.set('typing');
  const { outcome } = await runAction(rt.bindings.actions, name, actionContext(rt.context, input), rt.report);
  if (token === rt.run) rt.status.set('moving');
  return outcome;
}

/** Where `next` leads now (its guards read the state as it is), or null. */
export function nextStep(rt: Runtime, next: Next | undefined): string | null {
  return resolveNext(next, rt.bindings.guards, rt.context, rt.report);
}

/** The step an outcome is mapped to by `on:`, if any. */
export function lookup(on: Outcomes | undefined, outcome: string | undefined): string | undefined {
  return on !== undefined && outcome !== undefined && Object.hasOwn(on, outcome) ? on[outcome] : undefined;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
