// The conversation runtime: interprets a compiled flow step by step on signals. It knows nothing of
// React or HTTP; behaviour comes in as named actions, guards and validators. Its face is
// conversationFace; the parts that move it live in their own modules (enterStep, answerInput, …).
import type { AnalyticsPort } from '../analytics/port.ts';
import type { CompiledFlow, ConversationState, ResolvedVariant } from '../contracts/content.ts';
import { answerInput } from './answerInput.ts';
import type { BindingNames, Bindings, EarlyBindings, FlowBindingNames } from './bindings.ts';
import { completeComponent } from './completeComponent.ts';
import { conversationFace } from './conversationFace.ts';
import { createRuntime } from './createRuntime.ts';
import type { ReportProblem } from './problems.ts';
import { restoreSnapshot } from './restoreSnapshot.ts';
import type { ChatMessage, Conversation } from './types.ts';

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

/** Throws MissingBindingsError, listing them all, when the flow names something not given. */
export function createConversation<N extends BindingNames = FlowBindingNames>(options: ConversationOptions<N> | LazyConversationOptions<N>): Conversation {
  return conversationFace(createRuntime(options), options, { answerInput, completeComponent, restore: restoreSnapshot });
}
