// The contracts between the runtime and its plug-ins (actions, guards, validators, masks,
// components). The runtime only knows these shapes; implementations are passed in.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ConversationState, ResolvedVariant } from '../contracts/content.ts';
import type { AnalyticsPort } from '../analytics/port';
import type { MessageId } from '../generated/names';
import type { CalendarDay } from '../domain/calendarDay.ts';
import type { UiCopy } from './uiCopy.ts';
import type { ConversationStatus } from './conversationStatus.ts';

export type { UiCopy, ConversationStatus };

/** What plug-ins may read and write. State writes go through `update` so signals fire once. */
export interface PluginContext {
  /** Current state snapshot. */
  readonly state: ConversationState;
  readonly variant: ResolvedVariant;
  /** Shallow-merges a patch into one slice of state. */
  update<K extends keyof ConversationState>(slice: K, patch: Partial<ConversationState[K]>): void;
  /** Resets state to its initial values, keeping the listed slice fields (e.g. consorcio.tipoPlano). */
  reset(keep?: string[]): void;
  /** Opens a URL in a new tab (specialists link, boleto page); a no-op in tests. */
  openUrl(url: string): void;
  /** Analytics events (Lead Save, Ver Planos ...); personal data only through `pii`. */
  readonly analytics: AnalyticsPort;
  /**
   * A field message (flows/messages.yaml, or the variant's `messages` override) with its {param}
   * placeholders filled. Any string works at run time (an unknown id comes back as itself and is
   * logged); the type takes MessageId so a misspelt id fails tsc.
   */
  message: MessageLookup;
  /** Today's date in Brazil: the conversation's clock, so rules that depend on the date stay pure. */
  today(): CalendarDay;
  /**
   * Puts the conversation back where the visitor last waited outside an error step (its state,
   * messages and question), superseding the step that called it; false when there is no such point.
   * The error step's TENTAR NOVAMENTE uses it (resumeConversation). Absent in bare test contexts.
   */
  resumeLastStep?(): boolean;
  /** Interface copy (flows/ui.yaml, or the variant's `ui` override): the words an action hands the chat as a visitor's answer, and what the screens show. */
  copy: UiCopy;
}

/** Looks up a field message by id; plug-ins and the card form take this to stay free of texts. */
export type MessageLookup = (id: MessageId, params?: Record<string, string>) => string;

/** Result of an action: an outcome name the step's `on` maps to a step. */
export interface ActionResult<O extends string = string> {
  /** `ok` by convention for success; `invalid` on an input step keeps the visitor there; `error`
   * is always possible (the engine also returns it for a throw). */
  outcome: O | 'error';
  /** Message shown on the field for `invalid`. */
  message?: string;
  /**
   * What the action went on without, its outcome still standing (the error of a save it can do
   * without, an Error saying what it replaced): the engine reports it to onError as the cause.
   */
  problem?: unknown;
}

export interface ActionContext extends PluginContext {
  /** What triggered the action: an input step's stored value, or a component's completion input. */
  input?: string | number;
}

/** What a component hands the conversation when it completes its step. */
export interface Completion {
  /** Shown as the visitor's answer (e.g. the chosen category's title). */
  echo?: string;
  /** The visitor's choice (e.g. a category or plan id); the step's action receives it as `input`. */
  input?: string | number;
}

/** An action returning outcomes O (see DeclaredAction in outcomes.ts for registered ones). */
export type Action<O extends string = string> = (ctx: ActionContext) => Promise<ActionResult<O>> | ActionResult<O>;

export type Guard = (ctx: PluginContext) => boolean;

export type ValidationResult = { ok: true } | { ok: false; message: string };

/** Validators are pure: they read the raw typed text (after masking) and the state, and name their message. */
export type Validator = (raw: string, ctx: Pick<PluginContext, 'state' | 'variant' | 'message' | 'today'>) => ValidationResult;

/** imask options for an input bar; may depend on state (CPF vs CNPJ by person type). */
export type MaskOptions = { mask: string | Array<{ mask: string }> | NumberConstructor; [k: string]: unknown };
export type Mask = (state: ConversationState) => MaskOptions;

/** A message in the chat. */
export interface ChatMessage {
  id: number;
  sender: 'bot' | 'user';
  /** HTML for bot messages from flows (sanitised at build time, values escaped); plain text for user messages. */
  text?: string;
  /** Tooltip title. */
  title?: string;
  /** Component name rendered with this message. */
  component?: string;
  /** Step that produced it. */
  step?: string;
  time: number;
}

/** A resumable point of the conversation: the step the visitor was waiting on, with its state and messages. */
export interface ConversationSnapshot {
  step: string;
  state: ConversationState;
  messages: ChatMessage[];
}

/** What the bot is waiting for at the current step. */
export type Pending =
  | { kind: 'input'; step: string; field: string; inputKind: string; mask?: string; placeholder?: string }
  | { kind: 'options'; step: string; options: Array<{ index: number; label: string; link?: 'specialists'; echo?: false }>; layout: 'default' | 'custom' }
  | { kind: 'component'; step: string; name: string };

/** The conversation as React (or a test) sees it. */
export interface Conversation {
  readonly state: ReadonlySignal<ConversationState>;
  readonly messages: ReadonlySignal<ChatMessage[]>;
  readonly currentStep: ReadonlySignal<string | null>;
  /** What the conversation is doing; the signals below are derived from it. */
  readonly status: ReadonlySignal<ConversationStatus>;
  /** What the bot waits for, while it waits (and while an answer's action runs). */
  readonly pending: ReadonlySignal<Pending | null>;
  /** The typing dots: a step's pause or an action running. */
  readonly isBotLoading: ReadonlySignal<boolean>;
  /** Spinner on the input bar while an input's server action runs. */
  readonly isSubmitting: ReadonlySignal<boolean>;
  readonly fieldError: ReadonlySignal<string | null>;
  /** True once a step marked `end: true` has been shown: the conversation is over. */
  readonly ended: ReadonlySignal<boolean>;
  readonly variant: ResolvedVariant;
  /**
   * Starts at the flow's start step; tests starting a journey mid-way (after seeding state) name
   * another. `immediate`: that first step speaks without the typing pause (a development content
   * update entering the current step again shows the new text at once).
   */
  start(at?: string, options?: { immediate?: boolean }): Promise<void>;
  /** Answers the current input step with what the visitor typed (masked text as shown). */
  answer(raw: string): Promise<void>;
  /**
   * Chooses the visible option with this index. `waitedMs`: how long the visitor has already watched
   * the chat answer it (a tap the page answered before the app ran), taken off the next typing pause.
   */
  choose(index: number, waitedMs?: number): Promise<void>;
  /**
   * A component step reports its outcome (mapped through the step's on, else next). A completion
   * with an `input` runs the step's action on it instead, and that action's outcome routes.
   */
  complete(outcome?: string, payload?: Completion): Promise<void>;
  /**
   * The point to resume from after a reload: set while the bot waits on a step other than an
   * error step (one marked `error: true`), null otherwise.
   */
  snapshot(): ConversationSnapshot | null;
  /**
   * Restores a snapshot instead of starting (after a reload): the step waits again with its texts
   * as they were. False, and nothing changed, when the snapshot does not fit this flow.
   */
  resume(snapshot: ConversationSnapshot): Promise<boolean>;
  /** Posts a bot message outside any step (e.g. why an earlier conversation was not resumed). */
  notify(text: string): void;
  /** Loads the rest of the flow and the deferred plug-ins now (idempotent; see loadRestOnStart). */
  preload(): Promise<void>;
  /** The named input mask, once its registry is here (the input bar applies it). */
  mask(name: string): Mask | undefined;
  /** Plug-in context: state, variant and field messages for components to read. */
  readonly context: PluginContext;
}
