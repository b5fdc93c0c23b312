// The one headless conversation harness, behind `npm run flows:test` (runTest.ts) and the
// TypeScript conversation tests (tests/conversations/harness.ts): the real engine on the compiled
// flow and variant, every plug-in the flows name, and the real sandbox API answering in-process on
// a fresh database. It records what the app did (analytics events, API calls, tabs opened), makes
// API paths fail on demand, and says what a visitor can do now; each runner words its own report.
import type { SandboxApp } from '../../sandbox/app.ts';
import type { AnalyticsEventName, EventPii } from '../../src/analytics/port.ts';
import type { CompiledFlow, ResolvedVariant } from '../../src/contracts/content.ts';
import { createConversation } from '../../src/engine/createConversation.ts';
import type { Action, ChatMessage, Conversation } from '../../src/engine/types.ts';
import { bindings } from '../../src/plugins/index.ts';
import { MoveError } from './componentMoves.ts';
import { startInProcessSandbox, type InProcessSandboxOptions } from './inProcessSandbox.ts';
import type { FailingCall } from './loadTests.ts';
import { htmlToText } from './visitorText.ts';

export { MoveError };

/** The sandbox's "today" in every conversation test, so ages and dates are reproducible. */
export const TEST_TODAY = '2025-06-02';
/** How long a wait for the bot to settle lasts at most. Generous, so that a busy machine never fails
 * a test: a wait ends as soon as the bot settles, and a check that cannot pass ends sooner (settledOn). */
export const SETTLE_MS = 20_000;
/** Polls (event-loop turns, not milliseconds) the bot must stay waiting for the visitor on another
 * step before `settledOn` gives up: headless, nothing but a move makes it go on from there. */
const WAITING_ELSEWHERE_TURNS = 50;

export interface TrackedEvent {
  event: AnalyticsEventName;
  data?: Record<string, string | number | boolean | undefined>;
  pii?: EventPii;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, or the text when it is not JSON; undefined without one. */
  body: unknown;
}

export interface HarnessOptions {
  flow: CompiledFlow;
  /** The variant the visitor opened; its typing pause is dropped. */
  variant: ResolvedVariant;
  /** Keep the pauses steps ask for (`delay:`), for a test of one; dropped otherwise, as tests do not wait for dots. */
  keepStepDelays?: boolean;
  /** Every variant as compiled: the sandbox charges their campaign discounts. */
  variants: InProcessSandboxOptions['variants'];
  appKey: string;
  /** Name prefix of the sandbox database's temp folder. */
  prefix: string;
  /** Fakes over the real actions (an API failure, a slow call). */
  actions?: Record<string, Action>;
  /** API paths failing from the start (see Harness.failCalls). */
  failures?: Record<string, FailingCall>;
  /** The sandbox answers with the spec's fields only. */
  strictSpec?: boolean;
  /** Every step a conversation enters, in order. */
  onStepEnter?: (step: string) => void;
}

export interface Harness {
  sandbox: SandboxApp;
  events: TrackedEvent[];
  opened: string[];
  calls: RecordedCall[];
  /** From now on these API paths answer this status (or `{ status, body }`); a `*` segment stands
   * for any one segment. `{}` heals them. */
  failCalls(failures: Record<string, FailingCall>): void;
  /** A new conversation on the same flow, variant and plug-ins: the page as it loads. */
  open(): Conversation;
  /** Unwires the API client and deletes the sandbox's database. */
  dispose(): void;
}

export function startHarness(options: HarnessOptions): Harness {
  let failures: Record<string, FailingCall> = { ...options.failures };
  const events: TrackedEvent[] = [];
  const opened: string[] = [];
  const calls: RecordedCall[] = [];
  const inProcess = startInProcessSandbox({
    appKey: options.appKey,
    today: TEST_TODAY,
    variants: options.variants,
    prefix: options.prefix,
    strictSpec: options.strictSpec,
    answer: async (request, sandbox) => {
      const call = await recordedCall(request);
      calls.push(call);
      const failure = failingCall(failures, call.path);
      return failure === undefined ? sandbox.fetch(request) : failedAnswer(failure);
    },
  });
  const flow = options.keepStepDelays ? options.flow : withoutDelays(options.flow);
  const variant = { ...options.variant, fakeLoad: 0 };
  return {
    sandbox: inProcess.sandbox,
    events,
    opened,
    calls,
    failCalls: (next) => void (failures = { ...next }),
    open: () =>
      createConversation({
        ...bindings,
        flow,
        variant,
        actions: { ...bindings.actions, ...options.actions },
        openUrl: (url) => opened.push(url),
        analytics: { track: (event, data, pii) => events.push({ event, data, pii }) },
        onStepEnter: options.onStepEnter,
      }),
    dispose: () => inProcess.dispose(),
  };
}

/** The flow with every step's own typing delay removed: tests do not wait for dots. */
export function withoutDelays(flow: CompiledFlow): CompiledFlow {
  const steps = Object.fromEntries(Object.entries(flow.steps).map(([id, step]) => [id, step.delay === undefined ? step : { ...step, delay: 0 }]));
  return { ...flow, steps };
}

// --- What the visitor can do now. Each answers where the move goes, or throws a MoveError saying
// why the visitor cannot make it; the caller then makes it (c.answer, c.choose, chooseIn).

/** The input step a typed answer goes to. */
export function inputStep(c: Conversation, text: string): string {
  const pending = c.pending.value;
  if (pending?.kind !== 'input') throw new MoveError(`cannot type ${JSON.stringify(text)}: the bot is not waiting for a typed answer${waitingOn(c)}`);
  return pending.step;
}

/** The step and the index of the option labelled `label`. */
export function optionFor(c: Conversation, label: string): { step: string; index: number } {
  const pending = c.pending.value;
  if (pending?.kind !== 'options') throw new MoveError(`cannot click "${label}": no options are shown${waitingOn(c)}`);
  const option = pending.options.find((o) => o.label === label);
  if (!option) throw new MoveError(`step "${pending.step}" shows no option "${label}"; it shows: ${pending.options.map((o) => o.label).join(', ')}`);
  return { step: pending.step, index: option.index };
}

/** The step showing the component `component`, which a `choose` completes. */
export function componentStep(c: Conversation, component: string): string {
  const pending = c.pending.value;
  if (pending?.kind !== 'component' || pending.name !== component) {
    const shown = pending?.kind === 'component' ? `the bot shows ${pending.name}` : 'the bot shows no component to complete';
    throw new MoveError(`cannot choose in ${component}: ${shown}${waitingOn(c)}`);
  }
  return pending.step;
}

/** The labels of the options shown now. */
export function shownOptions(c: Conversation): string[] {
  const pending = c.pending.value;
  return pending?.kind === 'options' ? pending.options.map((o) => o.label) : [];
}

/** ` (at "step", waiting for …)`, for a move the bot was not waiting for. */
export function waitingOn(c: Conversation): string {
  const pending = c.pending.value;
  const what =
    pending === null
      ? 'nothing'
      : pending.kind === 'input'
        ? 'a typed answer'
        : pending.kind === 'options'
          ? `options ${pending.options.map((o) => o.label).join(', ')}`
          : `the component ${pending.name}`;
  return ` (at "${c.currentStep.value}", waiting for ${what})`;
}

// --- Waiting. Deadlines read performance.now(): flows:test pins Date to its test day.

/** No typing dots, no action running: the bot waits for the visitor (or has ended). */
export function isSettled(c: Conversation): boolean {
  return !c.isBotLoading.value && !c.isSubmitting.value;
}

/** Waits until the bot has settled, or `ms` passed. */
export async function settle(c: Conversation, ms = SETTLE_MS): Promise<void> {
  await waitFor(() => isSettled(c), ms);
}

/** Waits until the bot has settled on `step`; false once it waits for the visitor on another step
 * (for WAITING_ELSEWHERE_TURNS polls in a row), or after `ms`. */
export async function settledOn(c: Conversation, step: string, ms = SETTLE_MS): Promise<boolean> {
  let elsewhere = 0;
  await waitFor(() => {
    if (c.currentStep.value === step && isSettled(c)) return true;
    elsewhere = isSettled(c) && c.pending.value !== null ? elsewhere + 1 : 0;
    return elsewhere >= WAITING_ELSEWHERE_TURNS;
  }, ms);
  return c.currentStep.value === step && isSettled(c);
}

/** Polls `condition` every millisecond for `ms` at most; answers whether it came true. */
export async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return true;
}

// --- What the visitor saw.

/** One message as "bot: …" / "you: …", a component as its name in brackets. */
export function transcriptLine(m: ChatMessage): string {
  return `${m.sender === 'bot' ? 'bot' : 'you'}: ${m.component ? `[${m.component}]` : htmlToText(m.text ?? '')}`;
}

/** The bot's texts among these messages, as the visitor reads them. */
export function botTexts(messages: readonly ChatMessage[]): string[] {
  return messages.filter((m) => m.sender === 'bot' && m.text).map((m) => htmlToText(m.text!));
}

async function recordedCall(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  return { method: request.method, path: url.pathname, query: url.searchParams, body: parseBody(text) };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function failedAnswer(failure: FailingCall): Response {
  const { status, body } = typeof failure === 'number' ? { status: failure, body: undefined } : failure;
  return Response.json(body ?? { message: 'Falha simulada pelo teste', code: 'FALHA_SIMULADA' }, { status });
}

/** The failure set for a path: an exact key, else a key whose `*` segments stand for any one segment. */
function failingCall<T>(failures: Record<string, T>, pathname: string): T | undefined {
  if (pathname in failures) return failures[pathname];
  const segments = pathname.split('/');
  for (const [pattern, failure] of Object.entries(failures)) {
    const parts = pattern.split('/');
    if (parts.length === segments.length && parts.every((part, i) => part === '*' || part === segments[i])) return failure;
  }
  return undefined;
}
