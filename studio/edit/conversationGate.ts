// The save gate's second half: after the compiler, the conversation tests a change can affect run on
// the changed content, so "saved" means `npm run flows:test` stays green. A test that breaks only
// because a `bot:` check asserts words the change rewrote gets a proposed new expectation (the
// bot's line most like the old one); saving with `updateTests` writes those into the test files in
// the same change. Any other failure is a change of behaviour: refused, with the test named.
import { isScalar, LineCounter, parseDocument, visit } from 'yaml';
import type { CompileResult } from '../../scripts/compiler/compileFlows.ts';
import type { Diagnostic } from '../../scripts/compiler/diagnostics.ts';
import type { ConversationTest } from '../../scripts/conversation-tests/loadTests.ts';
import { runFlowTests } from '../../scripts/conversation-tests/runFlowTests.ts';
import type { TestResult } from '../../scripts/conversation-tests/runTest.ts';
import type { TestUpdate } from '../contract/generated/studioApi.ts';
import { contentHash, readConversationTests } from './contentFiles.ts';
import { renderScalar } from './yamlEdit.ts';
import { variantName } from '../../scripts/compiler/resolveVariants.ts';

export interface GateOutcome {
  /** Failures no new expectation mends: the change alters what the bot does. */
  failures: Diagnostic[];
  /** Checks the change breaks only by rewording, with the words proposed instead. */
  updates: TestUpdate[];
  /** The test files with every update applied (relative path → text). */
  updatedTests: Record<string, string>;
}

/** Items that read the bot's words or option labels: a change of flow texts can only break these. */
const WORD_ITEMS = new Set(['bot', 'no bot', 'error', 'options', 'click']);
/** Each round mends the first broken check of each test; a test rarely asserts more than a few. */
const MAX_ROUNDS = 8;

/** What a save changes: its files, and the flow steps whose words it rewrites (undefined: not only steps'). */
export interface Change {
  files: readonly string[];
  steps?: RewrittenSteps;
  /** A partner setting that is not words changes: every test of that partner's route may see it. */
  settings: boolean;
  /** The content as compiled with the change (the tests run on it, and walk its shape). */
  compiled: CompileResult;
}

export async function conversationGate(root: string, content: Record<string, string>, change: Change): Promise<GateOutcome> {
  const tests = readConversationTests(root);
  const files = { ...content, ...tests };
  const shape = shapeOf(change.compiled);
  const affects = affected(change, content, (test) => visited.get(visitKey(shape, test, tests)));
  let run = await runFlowTests({ root, files, select: affects, compiled: change.compiled });
  remember(shape, run.results, tests);
  // A test file the change makes invalid (a click on a label that is gone): named, not mended.
  const invalid = run.diagnostics.filter((d) => d.severity === 'error');
  if (invalid.length > 0) return { failures: invalid, updates: [], updatedTests: {} };
  const updates: TestUpdate[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const failed = run.results.filter((r) => r.status === 'failed');
    if (failed.length === 0) break;
    const mended = failed.map((result) => mend(result, files));
    const unmendable = failed.filter((_, i) => mended[i] === undefined);
    if (unmendable.length > 0) return { failures: unmendable.map(asDiagnostic), updates, updatedTests: {} };
    updates.push(...(mended as TestUpdate[]));
    const names = new Set(failed.map((r) => r.test.name));
    run = await runFlowTests({ root, files, select: (test) => names.has(test.name), compiled: change.compiled });
    remember(shape, run.results, tests);
  }
  const stillFailing = run.results.filter((r) => r.status === 'failed');
  if (stillFailing.length > 0) return { failures: stillFailing.map(asDiagnostic), updates, updatedTests: {} };
  const updatedTests = Object.fromEntries(Object.entries(files).filter(([file, text]) => file in tests && tests[file] !== text));
  return { failures: [], updates, updatedTests };
}

/** The steps whose words a save rewrites: what the bot says there, or the labels of its options. */
export interface RewrittenSteps {
  said: readonly string[];
  labels: readonly string[];
}

/** What a test did when it last ran: the steps it entered, and the steps whose words its `bot:` checks matched. */
interface Walk {
  visits: Set<string>;
  asserted: Set<string>;
  /** A `bot:` check matched a message of no step (a notice): any rewording may concern it. */
  assertsUnknown: boolean;
}

/**
 * Each test's walk, by the shape of the content it ran on (the flow and the variants without their
 * words) and the test file's text: rewording never changes the walk, so a later rewording of step X
 * needs only the tests whose `bot:` checks read X, or that pass X with a `no bot:` check or a click.
 */
const visited = new Map<string, Walk>();

function visitKey(shape: string, test: ConversationTest, tests: Record<string, string>): string {
  return `${shape}\u0000${contentHash(tests[test.file] ?? '')}\u0000${test.file}\u0000${test.name}`;
}

function remember(shape: string, results: readonly TestResult[], tests: Record<string, string>): void {
  for (const result of results) {
    if (result.status !== 'passed') continue;
    visited.set(visitKey(shape, result.test, tests), {
      visits: new Set(result.trace.transitions.map((t) => t.to)),
      asserted: new Set(result.wordChecks.flatMap((check) => check.steps)),
      assertsUnknown: result.wordChecks.some((check) => check.steps.length === 0),
    });
  }
}

/** Words are what an editor changes; everything else decides the way a conversation goes. */
const WORDS = new Set(['say', 'title', 'placeholder', 'label', 'texts', 'messages', 'ui']);
function shapeOf(compiled: Change['compiled']): string {
  return contentHash(JSON.stringify([compiled.flow.steps, compiled.variants], (key, value) => (WORDS.has(key) ? undefined : value)));
}

/**
 * The tests a change can affect. Words (the only thing the studio changes in flow files, and a
 * partner's `texts:`) can break only checks of words and clicks on labels, and only in tests whose
 * checks read those steps or that pass them (known from an earlier run of the same shape); a
 * partner's other settings can change anything on its route (its ids reach the requests), and
 * defaults.yaml every route.
 */
function affected(change: Change, content: Record<string, string>, walkOf: (test: ConversationTest) => Walk | undefined): (test: ConversationTest) => boolean {
  const changed = change.files;
  const flows = changed.some((file) => file.startsWith('flows/'));
  if (changed.includes('variants/defaults.yaml')) return () => true;
  // A partner file reaches its route and the routes of the partners that extend it.
  const names = changed.filter((file) => file.startsWith('variants/')).map(variantName);
  const extending = Object.keys(content).filter((file) => names.some((name) => new RegExp(`^extends:\\s*["']?${name}["']?\\s*$`, 'm').test(content[file])));
  const { variants } = change.compiled;
  const routes = new Set([...names, ...extending.map(variantName)].map((name) => variants[name]?.route ?? '/'));
  const reads = (test: ConversationTest) => {
    const walk = walkOf(test);
    const { steps } = change;
    if (steps === undefined || walk === undefined) return test.items.some((item) => WORD_ITEMS.has(item.kind));
    const has = (kind: string) => test.items.some((item) => item.kind === kind);
    const passes = (ids: readonly string[]) => ids.some((id) => walk.visits.has(id));
    return (
      steps.said.some((id) => walk.asserted.has(id)) ||
      (steps.said.length > 0 && walk.assertsUnknown) ||
      (has('no bot') && passes(steps.said)) ||
      ((has('click') || has('options')) && passes(steps.labels))
    );
  };
  return (test) => {
    const onRoute = routes.has(test.route);
    return (onRoute && change.settings) || ((onRoute || flows) && reads(test));
  };
}

/** The new expectation for a failed `bot:` check, written into `files`; undefined when the failure is not one. */
function mend(result: TestResult, files: Record<string, string>): TestUpdate | undefined {
  const failure = result.failure;
  if (!failure || failure.item.kind !== 'bot') return undefined;
  const expected = String(failure.item.value);
  if (/^\/.+\/[a-z]*$/s.test(expected)) return undefined; // a pattern is the author's own: not rewritten
  const proposed = mostAlike(expected, failure.botSince.flatMap((text) => text.split('\n').map((line) => line.trim())).filter(Boolean));
  const text = files[failure.item.file];
  if (proposed === undefined || text === undefined) return undefined;
  const rewritten = replaceScalarAt(text, failure.item.line, failure.item.col, proposed);
  if (rewritten === undefined) return undefined;
  files[failure.item.file] = rewritten;
  const { file, line, col } = failure.item;
  return { file, line, col, test: result.test.name, expected, proposed };
}

/** The line sharing most words with `expected` (ties: the first said). */
function mostAlike(expected: string, lines: readonly string[]): string | undefined {
  const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}$]+/gu) ?? []);
  const wanted = words(expected);
  let best: { line: string; score: number } | undefined;
  for (const line of lines) {
    const have = words(line);
    const shared = [...wanted].filter((w) => have.has(w)).length;
    const score = shared / Math.max(1, new Set([...wanted, ...have]).size);
    if (!best || score > best.score) best = { line, score };
  }
  return best?.line;
}

/** Replaces the check's text — the value of the one-key map (`- bot: …`) at line:col — with `value`,
 * double-quoted, keeping every other byte. */
function replaceScalarAt(text: string, line: number, col: number, value: string): string | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const startsHere = (node: unknown) => isScalar(node) && node.range != null && samePlace(lineCounter.linePos(node.range[0]), line, col);
  let range: [number, number] | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (startsHere(pair.key) && isScalar(pair.value) && pair.value.range) range = [pair.value.range[0], pair.value.range[1]];
    },
  });
  return range && `${text.slice(0, range[0])}${renderScalar(value, 'QUOTE_DOUBLE')}${text.slice(range[1])}`;
}

function samePlace(at: { line: number; col: number }, line: number, col: number): boolean {
  return at.line === line && at.col === col;
}

function asDiagnostic(result: TestResult): Diagnostic {
  const failure = result.failure!;
  const message = `conversation test "${result.test.name}" fails after this change: ${failure.message.split('\n')[0]}`;
  return { file: failure.item.file, line: failure.item.line, col: failure.item.col, severity: 'error', message };
}
