// Runs one YAML conversation test on the conversation harness (harness.ts): the real engine on the
// compiled flow and variant, the real plug-ins and the sandbox API in-process on a fresh database,
// with the date pinned to the test day. Moves wait until the bot has settled; checks read what
// happened since the last move. Every step entered is recorded (with the option or move that led
// there) for the coverage report.
import type { CompiledFlow, ResolvedVariant } from '../../src/contracts/content.ts';
import { conversationStore, type SessionStorageLike } from '../../src/session/conversationStore.ts';
import { keepSaved } from '../../src/session/persistConversation.ts';
import { MoveError, settle, startHarness, TEST_TODAY, transcriptLine } from './harness.ts';
import type { ConversationTest, TestItem } from './loadTests.ts';
import { pinClock } from './pinnedClock.ts';
import { playCheck } from './playCheck.ts';
import { playMove, VISITOR_MOVES } from './playMove.ts';
import { CheckFailed, enterStep, fail, since, type TestRun, type Trace, type WordCheck } from './testRun.ts';
import { asTyped } from './visitorText.ts';

export { TEST_TODAY };
export type { Trace, Transition } from './testRun.ts';

const APP_KEY = 'flows-test-key';

export interface Failure {
  /** The item that failed (a move or a check). */
  item: TestItem;
  /** The last move before it, when the failing item is a check: what the bot was answering. */
  move?: TestItem;
  message: string;
  /** The bot's texts since the last move, as an editor types them (what a failing `bot:` check saw). */
  botSince: string[];
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
  /** The `bot:` checks that held, with the steps whose words each matched. */
  wordChecks: WordCheck[];
}

export interface RunContext {
  flow: CompiledFlow;
  variants: Record<string, ResolvedVariant>;
  /** Against the strict-spec sandbox: answers carry only the spec's fields. */
  strictSpec?: boolean;
}

/** Why a test that reads a sandbox-only answer field does not run against the strict-spec sandbox. */
export const NEEDS_SANDBOX_ADDITIONS = "reads an answer field only the sandbox adds (sandbox: { additions: true }); the spec's API does not send it";

export async function runTest(context: RunContext, test: ConversationTest): Promise<TestResult> {
  const trace: Trace = { transitions: [], clicks: [] };
  const started = performance.now();
  if (test.skip) return { test, status: 'skipped', ms: 0, trace, wordChecks: [] };
  if (context.strictSpec && test.sandbox?.additions)
    return { test: { ...test, skip: NEEDS_SANDBOX_ADDITIONS }, status: 'skipped', ms: 0, trace, wordChecks: [] };
  const variantName = Object.keys(context.variants).find((name) => (context.variants[name].route ?? '/') === test.route);
  const result = (status: TestResult['status'], failure?: Failure): TestResult => ({
    test,
    status,
    ms: performance.now() - started,
    trace,
    variant: variantName,
    wordChecks: run?.wordChecks ?? [],
    ...(failure && { failure }),
  });
  const unpin = pinClock(TEST_TODAY);
  const logs: string[] = [];
  const restoreConsole = captureConsole(logs);
  let run: TestRun | undefined;
  // The item being played, and the last visitor move before it.
  const at: { current?: TestItem; move?: TestItem } = {};
  try {
    if (!variantName) fail(`no variant has the route "${test.route}"`);
    run = await openTest(context, test, variantName!, trace);
    for (const item of test.items) {
      if (at.current && VISITOR_MOVES.has(at.current.kind)) at.move = at.current;
      at.current = item;
      await (VISITOR_MOVES.has(item.kind) || item.kind === 'sandbox' ? playMove(run, item) : playCheck(run, item));
    }
    return result('passed');
  } catch (error) {
    return result('failed', failure(test, error, at, run, logs));
  } finally {
    run?.stopSaving();
    restoreConsole();
    unpin();
    run?.harness.dispose();
  }
}

/** The page as the visitor opens the test's route: the conversation started and settled, and
 * saved to the tab's storage as the app saves it. */
async function openTest(context: RunContext, test: ConversationTest, variantName: string, trace: Trace): Promise<TestRun> {
  const harness = startHarness({
    flow: context.flow,
    variant: context.variants[variantName],
    variants: context.variants,
    appKey: APP_KEY,
    prefix: 'flows-test-',
    failures: test.sandbox?.fail,
    strictSpec: context.strictSpec,
    onStepEnter: (step) => enterStep(run, step),
  });
  const store = conversationStore(memoryStorage(), variantName);
  const run: TestRun = {
    harness,
    wordChecks: [],
    conversation: harness.open(),
    trace,
    last: null,
    mark: { messages: 0, events: 0, calls: 0, opened: 0 },
    store,
    stopSaving: () => {},
  };
  await run.conversation.start();
  await settle(run.conversation);
  run.stopSaving = keepSaved(run.conversation, store);
  return run;
}

function failure(test: ConversationTest, error: unknown, at: { current?: TestItem; move?: TestItem }, run: TestRun | undefined, logs: string[]): Failure {
  const message =
    error instanceof CheckFailed || error instanceof MoveError
      ? error.message
      : `the app threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  const item = at.current ?? { kind: 'at', value: '', file: test.file, line: test.line, col: test.col };
  const move = at.move !== item ? at.move : undefined;
  const transcript = (run?.conversation.messages.value ?? []).map((m) => asTyped(transcriptLine(m)));
  return { item, move, message, botSince: run ? since(run).texts : [], transcript, logs };
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
