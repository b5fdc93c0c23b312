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
import { uiCopy } from './uiCopy.ts';
import { todayInBrazil } from '../domain/calendarDay.ts';
import { actionContext, pluginContext } from './pluginContext.ts';
import { resolveNext } from './resolveNext.ts';
import { runAction } from './runAction.ts';
import { stepMessages, type NewMessage } from './stepMessages.ts';
import { type BindingNames, type Bindings, type EarlyBindings, type FlowBindingNames, MissingBindingsError, missingBindings } from './bindings.ts';
import { logProblem, type ReportProblem } from './problems.ts';
import type { ChatMessage, Completion, Conversation, ConversationSnapshot, Mask, Pending } from './types.ts';
import type { CompiledFlow, ConversationState, ResolvedVariant } from '../contracts/content.ts';

/** The registries are typed by the names the flows use (N defaults to src/generated/names.ts);
 * tests over inline flows pass AnyBindingNames. */
export interface ConversationOptions<N extends BindingNames = FlowBindingNames> extends Bindings<N> {
  flow: CompiledFlow;
  variant: ResolvedVariant;
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
  /** Problems the conversation survives (unknown guard, failing action …); defaults to the console. */
  onError?: ReportProblem;
  /**
   * true (default): the rest of the flow starts loading with start(). false: only when preload() is
   * called or a step needs it, so the page can keep the network for the first screen and load it when idle.
   */
  loadRestOnStart?: boolean;
  /**
   * Steps whose bubbles the page already shows, prerendered in its HTML: the first time each is
   * entered it speaks without the typing pause, so the mounted chat shows what was painted.
   */
  shownOnPage?: readonly string[];
  /** Messages already shown (a development content update keeps the conversation so far). */
  initialMessages?: readonly ChatMessage[];
}

/**
 * The browser's first load: registries holding what the first screen's steps name, and the full
 * ones loaded with the rest of the flow (their code stays out of the first-load JS). Creation checks
 * the steps it has; the later steps are checked against the loaded registries when they arrive.
 */
export interface LazyConversationOptions<N extends BindingNames = FlowBindingNames> extends Omit<ConversationOptions<N>, keyof Bindings<N>>, EarlyBindings<N> {
  loadBindings: () => Promise<Bindings<N>>;
}

const BINDING_KINDS = ['actions', 'guards', 'validators', 'masks', 'components', 'formatters'] as const;

/** Steps that move on by themselves in a row; beyond this a flow is looping without waiting. */
const MAX_AUTOMATIC_STEPS = 500;

/** Throws MissingBindingsError, listing them all, when the flow names something not given. */
export function createConversation<N extends BindingNames = FlowBindingNames>(options: ConversationOptions<N> | LazyConversationOptions<N>): Conversation {
  const { flow, variant, onStepEnter } = options;
  // Looked up by the names the steps hold: plain string-keyed maps from here on, copied so the
  // registries loaded later (loadBindings) join them in place.
  const given = options as unknown as Partial<Bindings<BindingNames>>;
  const bindings = {
    actions: { ...given.actions },
    guards: { ...given.guards },
    validators: { ...given.validators },
    masks: { ...given.masks },
    components: { ...given.components },
    formatters: { ...given.formatters },
  };
  const loadBindings = 'loadBindings' in options ? options.loadBindings : undefined;
  const { actions, guards, validators } = bindings;
  const missing = missingBindings(flow.steps, bindings, variant);
  if (missing.length > 0) throw new MissingBindingsError(missing);
  const now = options.now ?? Date.now;
  const onError = options.onError ?? logProblem;
  const state = signal<ConversationState>(options.initialState ?? initialState());
  const messages = signal<ChatMessage[]>([...(options.initialMessages ?? [])]);
  const currentStep = signal<string | null>(null);
  const pending = signal<Pending | null>(null);
  const isBotLoading = signal(false);
  const isSubmitting = signal(false);
  const fieldError = signal<string | null>(null);
  const ended = signal(false);
  // Every problem carries the step the conversation is at, unless it names its own.
  const report: ReportProblem = (problem) => onError({ step: currentStep.peek() ?? undefined, ...problem });
  const context = pluginContext(
    state,
    variant,
    options.openUrl ?? (() => {}),
    options.analytics,
    messageLookup(flow.messages, variant, report),
    () => todayInBrazil(new Date(now())),
    uiCopy(flow.ui ?? {}, variant.ui),
  );
  const shownOnPage = new Set(options.shownOnPage);
  let lastId = Math.max(0, ...messages.peek().map((message) => message.id));
  let steps = flow.steps;
  // The last point where the visitor waited outside an error step: what TENTAR NOVAMENTE resumes.
  let lastStable: ConversationSnapshot | null = null;
  context.resumeLastStep = () => (lastStable ? restore(lastStable) : false);
  // The rest of the flow starts loading at once and is awaited only by a step not yet here.
  let loading: Promise<void> | undefined;
  const deferred = flow.load !== undefined || loadBindings !== undefined;
  const loadRest = (): Promise<void> =>
    (loading ??= Promise.all([flow.load?.() ?? {}, loadBindings?.()]).then(
      ([rest, loaded]) => {
        if (loaded) for (const kind of BINDING_KINDS) Object.assign(bindings[kind], loaded[kind]);
        steps = { ...rest, ...steps };
        // Checked at creation for the steps already there; the rest can only be checked now.
        const late = missingBindings(rest, bindings, variant);
        if (late.length > 0) report({ kind: 'missing-bindings', message: new MissingBindingsError(late).message });
      },
      (error: unknown) => {
        loading = undefined; // a later step may try again (e.g. after the network came back)
        report({ kind: 'flow-load-failed', message: 'the rest of the flow failed to load', cause: error });
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
    const { outcome } = await runAction(actions, name, actionContext(context, input), report);
    if (token === run) isBotLoading.value = false;
    return outcome;
  }

  async function navigate(target: string | null, immediate = false): Promise<void> {
    const token = ++run;
    let stepId = target;
    for (let hops = 0; stepId !== null && token === run; hops++) {
      if (hops === MAX_AUTOMATIC_STEPS) {
        report({ kind: 'loop', step: stepId, message: `${hops} steps in a row without waiting; stopped at "${stepId}"` });
        return;
      }
      stepId = await enter(stepId, token, immediate && hops === 0);
    }
  }

  /** Shows one step; returns the step to move on to, or null when it waits, ends or was superseded. */
  async function enter(stepId: string, token: number, immediate = false): Promise<string | null> {
    if (!steps[stepId] && deferred) {
      await loadRest();
      if (token !== run) return null;
    }
    const step = steps[stepId];
    if (!step) {
      report({ kind: 'unknown-step', name: stepId, message: `unknown step "${stepId}"` });
      return null;
    }
    batch(() => {
      currentStep.value = stepId;
      ended.value = false;
      pending.value = null;
      fieldError.value = null;
      isBotLoading.value = false;
      isSubmitting.value = false;
    });
    onStepEnter?.(stepId, state.peek());
    if (step.set) applySet(step.set);
    // Steps that say nothing (routing, pure actions) skip the typing pause unless they ask for one.
    const speaks = step.component !== undefined || step.say !== undefined || variant.texts?.[stepId] !== undefined;
    const delay = immediate || shownOnPage.delete(stepId) ? 0 : (step.delay ?? (speaks ? variant.fakeLoad : 0));
    if (delay > 0) {
      isBotLoading.value = true;
      await sleep(delay);
      if (token !== run) return null;
      isBotLoading.value = false;
    }
    // Built after the pause, so texts read the state as it is when they appear.
    post(stepMessages(stepId, step, variant, state.peek(), bindings.formatters, report));
    // A waiting component's action runs on what the component completes with (see complete).
    const actsNow = step.action !== undefined && (step.component === undefined || ('display' in step && step.display === true));
    const outcome = actsNow ? await act(step.action!, token) : undefined;
    if (token !== run) return null;
    const routed = outcome === undefined ? undefined : lookup(step.on, outcome);
    const waiting = pendingFor(stepId, step, guards, context, report);
    if (waiting) {
      // An action on a waiting step only leaves it when the flow maps its outcome (e.g. error).
      if (routed) return routed;
      pending.value = waiting;
      if (resumable(stepId)) lastStable = capture()!;
      return null;
    }
    const next = routed ?? resolveNext(step.next, guards, context, report);
    if (next === null && step.end) ended.value = true;
    return next;
  }

  async function answer(raw: string): Promise<void> {
    const waiting = pending.peek();
    if (waiting?.kind !== 'input' || isSubmitting.peek() || isBotLoading.peek()) return;
    const step = steps[waiting.step];
    const input = step.input!;
    for (const name of input.validate ?? []) {
      const validator = validators[name];
      if (!validator) {
        report({ kind: 'unknown-validator', name, message: `unknown validator "${name}"` });
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
      const result = await runAction(actions, input.action, actionContext(context, value), report);
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
    await navigate(routed ?? resolveNext(step.next, guards, context, report));
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
    await navigate(routed ?? resolveNext(option.next, guards, context, report) ?? resolveNext(step.next, guards, context, report));
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
    await navigate(lookup(step.on, routed) ?? resolveNext(step.next, guards, context, report));
  }

  /** The current waiting point, or null while the bot is busy or at an error step. */
  function capture(): ConversationSnapshot | null {
    const step = currentStep.peek();
    if (step === null || pending.peek() === null || !resumable(step)) return null;
    return { step, state: state.peek(), messages: messages.peek() };
  }

  /** Puts a snapshot back on screen, waiting on its step again; false (nothing changed) if it does not fit. */
  function restore(snapshot: ConversationSnapshot): boolean {
    const step = steps[snapshot.step];
    if (!step) return false;
    const previous = state.peek();
    state.value = snapshot.state;
    const waiting = pendingFor(snapshot.step, step, guards, context, report);
    if (!waiting) {
      state.value = previous;
      return false;
    }
    run++; // supersedes whatever was running (e.g. the TENTAR NOVAMENTE that asked for this)
    batch(() => {
      messages.value = snapshot.messages;
      lastId = snapshot.messages.reduce((max, m) => Math.max(max, m.id), 0);
      currentStep.value = snapshot.step;
      pending.value = waiting;
      fieldError.value = null;
      isBotLoading.value = false;
      isSubmitting.value = false;
    });
    lastStable = snapshot;
    return true;
  }

  return {
    state,
    messages,
    currentStep,
    pending,
    isBotLoading,
    isSubmitting,
    fieldError,
    ended,
    variant,
    context,
    start: (at = flow.start, { immediate = false } = {}) => {
      if (deferred && options.loadRestOnStart !== false) void loadRest();
      return navigate(at, immediate);
    },
    answer,
    choose,
    complete,
    snapshot: capture,
    async resume(snapshot) {
      if (deferred) await loadRest();
      return restore(snapshot);
    },
    notify(text) {
      post([{ sender: 'bot', text }]);
    },
    preload: () => (deferred ? loadRest() : Promise.resolve()),
    mask: (name) => (Object.hasOwn(bindings.masks, name) ? (bindings.masks as Record<string, Mask>)[name] : undefined),
  };
}

/** Error steps are not resumed: a reload or a retry goes back to where the visitor was before. */
function resumable(stepId: string): boolean {
  return !stepId.startsWith('error-');
}

function lookup(on: Outcomes | undefined, outcome: string): string | undefined {
  return on !== undefined && Object.hasOwn(on, outcome) ? on[outcome] : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
