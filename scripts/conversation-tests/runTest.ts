// Runs one conversation test: the real engine on the compiled flow and variant, the real
// registries, and the real sandbox API answering in-process on a fresh database. Moves wait until
// the bot has settled; checks read what happened since the last move. Every step entered is
// recorded (with the option or move that led there) for the coverage report.
import { isDeepStrictEqual } from 'node:util';
import { actions } from '../../src/actions/index.ts';
import { guards } from '../../src/guards/index.ts';
import { validators } from '../../src/validators/index.ts';
import { masks } from '../../src/masks/index.ts';
import { components } from '../../src/ui/components/registry.ts';
import { formatters } from '../../src/engine/formatters.ts';
import { createConversation } from '../../src/engine/createConversation.ts';
import { getPath } from '../../src/engine/paths.ts';
import type { Conversation, ChatMessage } from '../../src/engine/types.ts';
import { conversationStore, type ConversationStore, type SessionStorageLike } from '../../src/session/conversationStore.ts';
import { keepSaved } from '../../src/session/persistConversation.ts';
import type { CompiledFlow, ResolvedVariant } from '../../src/contracts/content.ts';
import { chooseIn, MoveError } from './componentMoves.ts';
import { type ConversationTest, type FailingCall, type SandboxSituation, type TestItem } from './loadTests.ts';
import { pinClock } from './pinnedClock.ts';
import { startInProcessSandbox } from './inProcessSandbox.ts';

const APP_KEY = 'flows-test-key';
/** The sandbox's and the app's "today" in every conversation test. */
export const TEST_TODAY = '2025-06-02';
/** How long a check waits for the bot to settle before it fails. */
const SETTLE_MS = 3000;

/** One step entered: from which step, by which option (index) if a click led there. */
export interface Transition {
  from: string | null;
  to: string;
  option?: number;
}

export interface Trace {
  transitions: Transition[];
  /** Options clicked (links to specialists included, which enter no step). */
  clicks: Array<{ step: string; option: number }>;
}

export interface Failure {
  /** The item that failed (a move or a check). */
  item: TestItem;
  /** The last move before it, when the failing item is a check: what the bot was answering. */
  move?: TestItem;
  message: string;
  transcript: string[];
  /** Warnings and errors the app logged during the test. */
  logs: string[];
}

export interface TestResult {
  test: ConversationTest;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  failure?: Failure;
  trace: Trace;
  /** Variant file name the route resolved to. */
  variant?: string;
}

export interface RunContext {
  flow: CompiledFlow;
  variants: Record<string, ResolvedVariant>;
}

interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

class CheckFailed extends Error {}

/** What the visitor does; checks read what happened since the last of these. */
const VISITOR_MOVES: ReadonlySet<string> = new Set(['type', 'click', 'choose', 'reload']);

/** The flow with every step's own typing delay removed: tests do not wait for dots. */
export function withoutDelays(flow: CompiledFlow): CompiledFlow {
  const steps = Object.fromEntries(Object.entries(flow.steps).map(([id, step]) => [id, step.delay === undefined ? step : { ...step, delay: 0 }]));
  return { ...flow, steps };
}

export async function runTest(context: RunContext, test: ConversationTest): Promise<TestResult> {
  const trace: Trace = { transitions: [], clicks: [] };
  const started = performance.now();
  if (test.skip) return { test, status: 'skipped', ms: 0, trace };
  const variantName = Object.keys(context.variants).find((name) => (context.variants[name].route ?? '/') === test.route);
  const variant = variantName ? { ...context.variants[variantName], fakeLoad: 0 } : undefined;

  const unpin = pinClock(TEST_TODAY);
  const logs: string[] = [];
  const restoreConsole = captureConsole(logs);
  let failures: Record<string, FailingCall> = { ...test.sandbox?.fail };
  const calls: RecordedCall[] = [];
  const inProcess = startInProcessSandbox({
    appKey: APP_KEY,
    today: TEST_TODAY,
    prefix: 'flows-test-',
    answer: async (request, sandbox) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body: parseBody(text) });
      const failure = failingCall(failures, url.pathname);
      if (failure !== undefined) {
        const { status, body } = typeof failure === 'number' ? { status: failure, body: undefined } : failure;
        return Response.json(body ?? { message: 'Falha simulada pelo teste', code: 'FALHA_SIMULADA' }, { status });
      }
      return sandbox.fetch(request);
    },
  });

  const events: Array<{ event: string; data?: Record<string, unknown> }> = [];
  const opened: string[] = [];
  // What led into the next step entered: set by a move, consumed by the first step it enters.
  let via: { step: string; option?: number } | undefined;
  let last: string | null = null;
  let conversation: Conversation | undefined;
  let stopSaving = () => {};
  let mark = { messages: 0, events: 0, calls: 0, opened: 0 };
  let current: TestItem | undefined;
  let lastMove: TestItem | undefined;

  const transcript = (): string[] => (conversation?.messages.value ?? []).map(line);
  const fail = (message: string): never => {
    throw new CheckFailed(message);
  };

  try {
    if (!variant) fail(`no variant has the route "${test.route}"`);
    // A new conversation on the same flow, variant and bindings: the page as it loads.
    const open = (): Conversation =>
      createConversation({
        flow: withoutDelays(context.flow),
        variant: variant!,
        actions,
        guards,
        validators,
        masks,
        components,
        formatters,
        openUrl: (url) => opened.push(url),
        analytics: { track: (event, data) => events.push({ event, data }) },
        onStepEnter: (step) => {
          trace.transitions.push({ from: via?.step ?? last, to: step, option: via?.option });
          via = undefined;
          last = step;
        },
      });
    // The tab's sessionStorage, kept by the app's own store so a reload reads what the app saved.
    const store = conversationStore(memoryStorage(), variantName!);
    let c = open();
    conversation = c;
    await c.start();
    await settle(c);
    stopSaving = keepSaved(c, store);

    const since = () => ({
      texts: c.messages.value
        .slice(mark.messages)
        .filter((m) => m.sender === 'bot' && m.text)
        .map((m) => plainText(m.text!)),
      events: events.slice(mark.events),
      calls: calls.slice(mark.calls),
      opened: opened.slice(mark.opened),
    });
    const markNow = () => {
      mark = { messages: c.messages.value.length, events: events.length, calls: calls.length, opened: opened.length };
    };

    for (const item of test.items) {
      if (current && VISITOR_MOVES.has(current.kind)) lastMove = current;
      current = item;
      switch (item.kind) {
        case 'type': {
          await settle(c);
          const pending = c.pending.value;
          if (pending?.kind !== 'input') fail(`cannot type ${JSON.stringify(item.value)}: the bot is not waiting for a typed answer${waitingOn(c)}`);
          markNow();
          via = { step: pending!.step };
          await c.answer(String(item.value));
          await settle(c);
          break;
        }
        case 'click': {
          await settle(c);
          const pending = c.pending.value;
          const label = String(item.value);
          if (pending?.kind !== 'options') fail(`cannot click "${label}": no options are shown${waitingOn(c)}`);
          const options = pending!.kind === 'options' ? pending!.options : [];
          const option = options.find((o) => o.label === label);
          if (!option) fail(`step "${pending!.step}" shows no option "${label}"; it shows: ${options.map((o) => o.label).join(', ')}`);
          markNow();
          trace.clicks.push({ step: pending!.step, option: option!.index });
          via = { step: pending!.step, option: option!.index };
          await c.choose(option!.index);
          await settle(c);
          break;
        }
        case 'choose': {
          await settle(c);
          const { component, value } = item.value as { component: string; value: string | number };
          const pending = c.pending.value;
          if (pending?.kind !== 'component' || pending.name !== component) {
            fail(
              `cannot choose in ${component}: ${pending?.kind === 'component' ? `the bot shows ${pending.name}` : 'the bot shows no component to complete'}${waitingOn(c)}`,
            );
          }
          markNow();
          via = { step: pending!.step };
          await chooseIn(c, component, value);
          await settle(c);
          break;
        }
        case 'reload': {
          await settle(c);
          stopSaving();
          markNow();
          const before = c.snapshot() === null ? null : c.messages.value;
          c = open();
          conversation = c;
          const reloaded = await reloadFrom(store, c);
          if (reloaded === 'not resumed') fail(`the saved conversation did not resume after the reload; the app started again${waitingOn(c)}`);
          await settle(c);
          if (reloaded === 'resumed' && before && !isDeepStrictEqual(c.messages.value, before)) {
            fail(`after the reload the transcript is not as before\n  before:\n${quote(before.map(line))}`);
          }
          stopSaving = keepSaved(c, store);
          // After a reload the whole transcript is on screen anew: checks read all of it.
          mark = { ...mark, messages: 0 };
          break;
        }
        case 'sandbox':
          failures = { ...(item.value as SandboxSituation).fail };
          break;
        case 'bot':
        case 'no bot': {
          await settle(c);
          const { texts } = since();
          const expected = String(item.value);
          const found = texts.some((text) => matches(text, expected));
          if (item.kind === 'bot' && !found) fail(`expected the bot to say ${expected}\n  the bot said since the last move:\n${quote(texts)}`);
          if (item.kind === 'no bot' && found) fail(`expected the bot not to say ${expected}\n  the bot said since the last move:\n${quote(texts)}`);
          break;
        }
        case 'at': {
          const step = String(item.value);
          const deadline = Date.now() + SETTLE_MS;
          while (!(c.currentStep.value === step && isSettled(c)) && Date.now() < deadline) await tick();
          if (c.currentStep.value !== step) fail(`expected the bot to wait on "${step}", but it is on "${c.currentStep.value}"`);
          break;
        }
        case 'options': {
          await settle(c);
          const pending = c.pending.value;
          const shown = pending?.kind === 'options' ? pending.options.map((o) => o.label) : [];
          if (!isDeepStrictEqual(shown, item.value)) fail(`expected the options ${JSON.stringify(item.value)}\n  shown: ${JSON.stringify(shown)}`);
          break;
        }
        case 'error': {
          await settle(c);
          const shown = plainText(c.fieldError.value ?? '');
          if (shown !== item.value) fail(`expected the field message ${JSON.stringify(item.value)}\n  shown: ${JSON.stringify(shown)}`);
          break;
        }
        case 'state': {
          await settle(c);
          const state = c.state.value as unknown as Record<string, unknown>;
          for (const [path, expected] of Object.entries(item.value as Record<string, unknown>)) {
            const actual = getPath(state, path);
            if (!valueMatches(actual, expected)) fail(`expected state ${path} = ${JSON.stringify(expected)}\n  actual: ${JSON.stringify(actual)}`);
          }
          break;
        }
        case 'event': {
          await settle(c);
          const want = typeof item.value === 'string' ? { name: item.value, with: {} } : (item.value as { name: string; with?: Record<string, unknown> });
          const seen = since().events;
          const ok = seen.some((e) => e.event === want.name && subsetMatches(e.data ?? {}, want.with ?? {}));
          if (!ok)
            fail(
              `expected the event ${JSON.stringify(want)}\n  events since the last move:\n${quote(seen.map((e) => `${e.event} ${JSON.stringify(e.data ?? {})}`))}`,
            );
          break;
        }
        case 'request': {
          await settle(c);
          const want = item.value as { method?: string; path: string; query?: Record<string, unknown>; body?: unknown };
          const seen = since().calls;
          const ok = seen.some(
            (call) =>
              call.path === want.path &&
              (want.method === undefined || call.method === want.method) &&
              subsetMatches(Object.fromEntries(call.query), want.query ?? {}) &&
              (want.body === undefined || (typeof want.body === 'string' ? call.body === want.body : subsetMatches(call.body, want.body))),
          );
          if (!ok)
            fail(
              `expected the request ${JSON.stringify(want)}\n  requests since the last move:\n${quote(seen.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''} ${r.body === undefined ? '' : JSON.stringify(r.body)}`))}`,
            );
          break;
        }
        case 'opened': {
          const expected = String(item.value);
          const seen = since().opened;
          const target = expected === 'specialists' ? c.variant.linkWhatsApp : expected;
          if (!seen.some((url) => matches(url, target))) fail(`expected a new tab at ${target}\n  opened since the last move: ${seen.join(', ') || 'none'}`);
          break;
        }
      }
    }
    return { test, status: 'passed', ms: performance.now() - started, trace, variant: variantName };
  } catch (error) {
    const message =
      error instanceof CheckFailed || error instanceof MoveError
        ? error.message
        : `the app threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    const item = current ?? { kind: 'at', value: '', file: test.file, line: test.line, col: test.col };
    const move = lastMove !== item ? lastMove : undefined;
    return {
      test,
      status: 'failed',
      ms: performance.now() - started,
      trace,
      variant: variantName,
      failure: { item, move, message, transcript: transcript(), logs },
    };
  } finally {
    stopSaving();
    restoreConsole();
    unpin();
    inProcess.dispose();
  }
}

/** One transcript line as the failure report shows it. */
function line(m: ChatMessage): string {
  return `${m.sender === 'bot' ? 'bot' : 'you'}: ${m.component ? `[${m.component}]` : plainText(m.text ?? '')}`;
}

/**
 * What the app does on load: resume the saved conversation, or start again (saying so when the
 * saved one no longer fits). Nothing saved means a fresh start, e.g. after the conversation ended.
 */
async function reloadFrom(store: ConversationStore, c: Conversation): Promise<'resumed' | 'started' | 'not resumed'> {
  const saved = store.load();
  if (saved.kind === 'found' && (await c.resume(saved.snapshot))) return 'resumed';
  if (saved.kind !== 'none') {
    store.clear();
    c.notify(c.context.message('conversationNotResumed'));
  }
  await c.start();
  return saved.kind === 'none' ? 'started' : 'not resumed';
}

/** A tab's sessionStorage, in memory: what the store writes is JSON, as in the browser. */
function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

function isSettled(c: Conversation): boolean {
  return !c.isBotLoading.value && !c.isSubmitting.value;
}

async function settle(c: Conversation): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (!isSettled(c) && Date.now() < deadline) await tick();
}

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1));
}

function waitingOn(c: Conversation): string {
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

/** Substring, or a regular expression written /like this/flags. */
export function matches(text: string, expected: string): boolean {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(expected);
  return regex ? new RegExp(regex[1], regex[2]).test(text) : text.includes(expected);
}

function valueMatches(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'string' && /^\/.+\/[a-z]*$/s.test(expected)) return matches(String(actual), expected);
  return isDeepStrictEqual(actual, expected) || (typeof actual === 'number' && typeof expected === 'string' && String(actual) === expected);
}

/** Every key of `expected` has the same value in `actual` (deep, extra keys in actual ignored). */
function subsetMatches(actual: unknown, expected: unknown): boolean {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([key, value]) => subsetMatches((actual as Record<string, unknown>)[key], value));
  }
  return valueMatches(actual, expected);
}

function quote(lines: readonly string[]): string {
  return lines.length === 0 ? '    (nothing)' : lines.map((line) => `    | ${line.replace(/\n/g, '\n    | ')}`).join('\n');
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The app's own warnings and errors, kept for the failure report instead of the test output. */
function captureConsole(logs: string[]): () => void {
  const { warn, error, log } = console;
  const keep =
    (level: string) =>
    (...args: unknown[]) =>
      logs.push(`${level}: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`);
  console.warn = keep('warn');
  console.error = keep('error');
  console.log = keep('log');
  return () => {
    Object.assign(console, { warn, error, log });
  };
}

/** Message HTML as a visitor reads it. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&nbsp;/g, ' ')
      // Money reads "R$ 600,00" with a no-break space; editors type a plain one.
      .replace(/[\u00a0\u202f]/g, ' ')
  );
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
