// Builds a conversation's runtime from its options: the registries (checked against the steps
// present), the signals, the plug-in context and the loader of the rest of the flow.
import { signal } from '@preact/signals-core';
import type { ConversationState } from '../contracts/content.ts';
import { todayInBrazil } from '../domain/calendarDay.ts';
import { type BindingNames, type Bindings, MissingBindingsError, missingBindings } from './bindings.ts';
import type { ConversationOptions, LazyConversationOptions } from './createConversation.ts';
import { conversationStatus } from './conversationStatus.ts';
import { initialState } from './initialState.ts';
import { messageLookup } from './messageLookup.ts';
import { pluginContext } from './pluginContext.ts';
import { logProblem, type ReportProblem } from './problems.ts';
import { restLoader } from './restLoader.ts';
import type { LiveBindings, Runtime } from './runtime.ts';
import type { ChatMessage } from './types.ts';
import { uiCopy } from './uiCopy.ts';

/** Throws MissingBindingsError, listing them all, when the steps present name something not given. */
export function createRuntime<N extends BindingNames>(options: ConversationOptions<N> | LazyConversationOptions<N>): Runtime {
  const { flow, variant } = options;
  const bindings = liveBindings(options as unknown as Partial<Bindings<BindingNames>>);
  const missing = missingBindings(flow.steps, bindings, variant);
  if (missing.length > 0) throw new MissingBindingsError(missing);
  const now = options.now ?? Date.now;
  const onError = options.onError ?? logProblem;
  const state = signal<ConversationState>(options.initialState ?? initialState());
  const messages = signal<ChatMessage[]>([...(options.initialMessages ?? [])]);
  const currentStep = signal<string | null>(null);
  // Every problem carries the step the conversation is at, unless it names its own.
  const report: ReportProblem = (problem) => onError({ step: currentStep.peek() ?? undefined, ...problem });
  const messageOf = messageLookup(flow.messages, variant, report);
  const today = () => todayInBrazil(new Date(now()));
  const context = pluginContext(state, variant, options.openUrl ?? (() => {}), options.analytics, messageOf, today, uiCopy(flow.ui ?? {}, variant.ui));
  const rt: Runtime = {
    variant,
    bindings,
    state,
    messages,
    currentStep,
    status: conversationStatus(),
    context,
    report,
    now,
    onStepEnter: options.onStepEnter,
    shownOnPage: new Set(options.shownOnPage),
    steps: flow.steps,
    run: 0,
    pauseCredit: 0,
    lastId: Math.max(0, ...messages.peek().map((message) => message.id)),
    lastStable: null,
  };
  rt.loadRest = restLoader(rt, flow.load, 'loadBindings' in options ? (options.loadBindings as () => Promise<Bindings<BindingNames>>) : undefined);
  return rt;
}

/** Plain string-keyed maps, copied so the registries loaded later (loadBindings) join them in place. */
function liveBindings(given: Partial<Bindings<BindingNames>>): LiveBindings {
  return {
    actions: { ...given.actions },
    guards: { ...given.guards },
    validators: { ...given.validators },
    masks: { ...given.masks },
    components: { ...given.components },
    formatters: { ...given.formatters },
  };
}
