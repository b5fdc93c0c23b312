// The conversation runtime: interprets a compiled flow step by step on signals. It knows nothing of
// React or HTTP; behaviour comes in as named actions, guards and validators.
import { batch, signal } from '@preact/signals-core';
import type { Assignments, Outcomes } from '../generated/flow.ts';
import { initialState } from './initialState.ts';
import { inputValue } from './inputValue.ts';
import { setPath } from './paths.ts';
import { pendingFor } from './pendingFor.ts';
import type { AnalyticsPort } from '../analytics/port.ts';
import { messageLookup } from './messageLookup.ts';
import { todayInBrazil } from '../domain/holderDate.ts';
import { actionContext, pluginContext } from './pluginContext.ts';
import { resolveNext } from './resolveNext.ts';
import { runAction } from './runAction.ts';
import { stepMessages, type NewMessage } from './stepMessages.ts';
import type { Action, ChatMessage, Completion, Conversation, Guard, Pending, Validator } from './types.ts';
import type { CompiledFlow, ConversationState, ResolvedVariant } from '../contracts/content.ts';

export interface ConversationOptions {
  flow: CompiledFlow;
  variant: ResolvedVariant;
  actions: Record<string, Action>;
  guards: Record<string, Guard>;
  validators: Record<string, Validator>;
  /** Opens the specialists' link or a boleto page; defaults to a no-op (tests, Node). */
  openUrl?: (url: string) => void;
  /** Where actions send analytics events; step events go through onStepEnter. */
  analytics?: AnalyticsPort;
  /** Clock for message times and for today() (plug-ins' date rules); defaults to Date.now. */
  now?: () => number;
  /** Called on entering each step, before its `set` (analytics step events). */
  onStepEnter?: (step: string, state: ConversationState) => void;
  /** State to start from instead of the initial one (e.g. restored or a test's precondition). */
  initialState?: ConversationState;
  /** Messages already shown (a development content update keeps the conversation so far). */
  initialMessages?: readonly ChatMessage[];
}

/** Steps that move on by themselves in a row; beyond this a flow is looping without waiting. */
const MAX_AUTOMATIC_STEPS = 500;

export function createConversation(options: ConversationOptions): Conversation {
  const { flow, variant, actions, guards, validators, onStepEnter } = options;
  const now = options.now ?? Date.now;
  const state = signal<ConversationState>(options.initialState ?? initialState());
  const messages = signal<ChatMessage[]>([...(options.initialMessages ?? [])]);
  const currentStep = signal<string | null>(null);
  const pending = signal<Pending | null>(null);
  const isBotLoading = signal(false);
  const isSubmitting = signal(false);
  const fieldError = signal<string | null>(null);
  const context = pluginContext(state, variant, options.openUrl ?? (() => {}), options.analytics, messageLookup(flow.messages, variant), () =>
    todayInBrazil(new Date(now())),
  );
  let lastId = Math.max(0, ...messages.peek().map((message) => message.id));
  let steps = flow.steps;
  // The rest of the flow starts loading at once and is awaited only by a step not yet here.
  let loading: Promise<void> | undefined;
  const loadRest = (): Promise<void> =>
    (loading ??= (flow.load?.() ?? Promise.resolve({})).then(
      (rest) => {
        steps = { ...rest, ...steps };
      },
      (error: unknown) => {
        loading = undefined; // a later step may try again (e.g. after the network came back)
        console.error('[engine] the rest of the flow failed to load', error);
      },
    ));
  // Navigation generation: every navigation or answer bumps it, and a chain that finds it changed
  // after an await stops there, so a new start or answer during typing or an action wins without
  // timers to cancel.
  let run = 0;

  function post(list: NewMessage[]): void {
    if (list.length === 0) return;
    const time = now();
    messages.value = [...messages.peek(), ...list.map((message) => ({ ...message, id: ++lastId, time }))];
  }

  function applySet(assignments: Assignments): void {
    let next = state.peek();
    for (const [path, value] of Object.entries(assignments)) next = setPath(next, path, value);
    state.value = next;
  }

  /** Runs an action with the typing dots on; the outcome name, `error` if it failed. */
  async function act(name: string, token: number, input?: string | number): Promise<string> {
    isBotLoading.value = true;
    const { outcome } = await runAction(actions, name, actionContext(context, input));
    if (token === run) isBotLoading.value = false;
    return outcome;
  }

  async function navigate(target: string | null, immediate = false): Promise<void> {
    const token = ++run;
    let stepId = target;
    for (let hops = 0; stepId !== null && token === run; hops++) {
      if (hops === MAX_AUTOMATIC_STEPS) {
        console.error(`[engine] ${hops} steps in a row without waiting; stopped at "${stepId}"`);
        return;
      }
      stepId = await enter(stepId, token, immediate && hops === 0);
    }
  }

  /** Shows one step; returns the step to move on to, or null when it waits, ends or was superseded. */
  async function enter(stepId: string, token: number, immediate = false): Promise<string | null> {
    if (!steps[stepId] && flow.load) {
      await loadRest();
      if (token !== run) return null;
    }
    const step = steps[stepId];
    if (!step) {
      console.error(`[engine] unknown step "${stepId}"`);
      return null;
    }
    batch(() => {
      currentStep.value = stepId;
      pending.value = null;
      fieldError.value = null;
      isBotLoading.value = false;
      isSubmitting.value = false;
    });
    onStepEnter?.(stepId, state.peek());
    if (step.set) applySet(step.set);
    // Steps that say nothing (routing, pure actions) skip the typing pause unless they ask for one.
    const speaks = step.component !== undefined || step.say !== undefined || variant.texts?.[stepId] !== undefined;
    const delay = immediate ? 0 : (step.delay ?? (speaks ? variant.fakeLoad : 0));
    if (delay > 0) {
      isBotLoading.value = true;
      await sleep(delay);
      if (token !== run) return null;
      isBotLoading.value = false;
    }
    // Built after the pause, so texts read the state as it is when they appear.
    post(stepMessages(stepId, step, variant, state.peek()));
    // A waiting component's action runs on what the component completes with (see complete).
    const actsNow = step.action !== undefined && (step.component === undefined || step.display === true);
    const outcome = actsNow ? await act(step.action!, token) : undefined;
    if (token !== run) return null;
    const routed = outcome === undefined ? undefined : lookup(step.on, outcome);
    const waiting = pendingFor(stepId, step, guards, context);
    if (waiting) {
      // An action on a waiting step only leaves it when the flow maps its outcome (e.g. error).
      if (routed) return routed;
      pending.value = waiting;
      return null;
    }
    return routed ?? resolveNext(step.next, guards, context);
  }

  async function answer(raw: string): Promise<void> {
    const waiting = pending.peek();
    if (waiting?.kind !== 'input' || isSubmitting.peek() || isBotLoading.peek()) return;
    const step = steps[waiting.step];
    const input = step.input!;
    for (const name of input.validate ?? []) {
      const validator = validators[name];
      if (!validator) {
        console.error(`[engine] unknown validator "${name}"`);
        continue;
      }
      const result = validator(raw, { state: state.peek(), variant, message: context.message, today: context.today });
      if (!result.ok) {
        fieldError.value = result.message;
        return;
      }
    }
    const value = inputValue(input.kind, raw);
    let outcome: string | undefined;
    if (input.action) {
      const token = ++run;
      isSubmitting.value = true;
      const result = await runAction(actions, input.action, actionContext(context, value));
      // The spec keeps the spinner for half the typing delay, so a fast answer does not flicker.
      await sleep(variant.fakeLoad / 2);
      if (token !== run) return;
      if (result.outcome === 'invalid') {
        batch(() => {
          isSubmitting.value = false;
          fieldError.value = result.message ?? null;
        });
        return;
      }
      outcome = result.outcome;
    }
    batch(() => {
      isSubmitting.value = false;
      fieldError.value = null;
      pending.value = null;
      state.value = setPath(state.peek(), input.field, value);
      post([{ sender: 'user', text: raw.trim(), step: waiting.step }]);
    });
    const routed = outcome === undefined ? undefined : lookup(step.on, outcome);
    await navigate(routed ?? resolveNext(step.next, guards, context));
  }

  async function choose(index: number): Promise<void> {
    const waiting = pending.peek();
    if (waiting?.kind !== 'options' || isBotLoading.peek()) return;
    if (!waiting.options.some((option) => option.index === index)) return;
    const step = steps[waiting.step];
    const option = step.options![index];
    if (option.link === 'specialists') {
      context.openUrl(variant.linkWhatsApp);
      return;
    }
    const token = ++run;
    batch(() => {
      pending.value = null;
      if (option.echo !== false) post([{ sender: 'user', text: option.label, step: waiting.step }]);
      if (option.set) applySet(option.set);
    });
    const outcome = option.action ? await act(option.action, token) : undefined;
    if (token !== run) return;
    const routed = outcome === undefined ? undefined : lookup(option.on, outcome);
    await navigate(routed ?? resolveNext(option.next, guards, context) ?? resolveNext(step.next, guards, context));
  }

  async function complete(outcome = 'ok', payload: Completion = {}): Promise<void> {
    const waiting = pending.peek();
    if (waiting?.kind !== 'component' || isBotLoading.peek()) return;
    const step = steps[waiting.step];
    const token = ++run;
    batch(() => {
      pending.value = null;
      if (payload.echo) post([{ sender: 'user', text: payload.echo, step: waiting.step }]);
    });
    // The choice's side effects (state, analytics, API) are the step's action, not the screen's.
    const routed = step.action && payload.input !== undefined ? await act(step.action, token, payload.input) : outcome;
    if (token !== run) return;
    await navigate(lookup(step.on, routed) ?? resolveNext(step.next, guards, context));
  }

  return {
    state,
    messages,
    currentStep,
    pending,
    isBotLoading,
    isSubmitting,
    fieldError,
    variant,
    context,
    start: (at = flow.start, { immediate = false } = {}) => {
      if (flow.load) void loadRest();
      return navigate(at, immediate);
    },
    answer,
    choose,
    complete,
  };
}

function lookup(on: Outcomes | undefined, outcome: string): string | undefined {
  return on !== undefined && Object.hasOwn(on, outcome) ? on[outcome] : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
