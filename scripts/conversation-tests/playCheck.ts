// What must have happened in a YAML test: `bot`, `event`, `request` and `opened` read what happened
// since the visitor's last move; `at`, `options`, `error` and `state` read the conversation now.
import { isDeepStrictEqual } from 'node:util';
import { getPath } from '../../src/engine/paths.ts';
import { htmlToText, asTyped } from './visitorText.ts';
import { settle, settledOn, shownOptions } from './harness.ts';
import type { TestItem } from './loadTests.ts';
import { fail, quote, since, type TestRun } from './testRun.ts';

export async function playCheck(run: TestRun, item: TestItem): Promise<void> {
  // `at` waits for its step to settle and `opened` needs nothing to settle; the rest read a settled bot.
  if (item.kind !== 'at' && item.kind !== 'opened') await settle(run.conversation);
  const c = run.conversation;
  switch (item.kind) {
    case 'said':
      return checkSaid(run, String(item.value));
    case 'bot':
    case 'no bot':
      return checkBot(run, item);
    case 'at': {
      const step = String(item.value);
      await settledOn(c, step);
      if (c.currentStep.value !== step) fail(`expected the bot to wait on "${step}", but it is on "${c.currentStep.value}"`);
      return;
    }
    case 'options': {
      const shown = shownOptions(c);
      if (!isDeepStrictEqual(shown, item.value)) fail(`expected the options ${JSON.stringify(item.value)}\n  shown: ${JSON.stringify(shown)}`);
      return;
    }
    case 'error': {
      const shown = asTyped(htmlToText(c.fieldError.value ?? ''));
      if (shown !== item.value) fail(`expected the field message ${JSON.stringify(item.value)}\n  shown: ${JSON.stringify(shown)}`);
      return;
    }
    case 'state':
      return checkState(run, item.value as Record<string, unknown>);
    case 'event':
      return checkEvent(run, item.value);
    case 'request':
      return checkRequest(run, item.value as WantedRequest);
    case 'opened':
      return checkOpened(run, String(item.value));
  }
}

function checkBot(run: TestRun, item: TestItem): void {
  const kind = item.kind as 'bot' | 'no bot';
  const expected = String(item.value);
  const { texts, said } = since(run);
  const found = texts.some((text) => matches(text, expected));
  if (kind === 'bot' && found) {
    const steps = said.flatMap(({ text, step }) => (step !== undefined && matches(text, expected) ? [step] : []));
    run.wordChecks.push({ item, steps: [...new Set(steps)] });
  }
  if (kind === 'bot' && !found) fail(`expected the bot to say ${expected}\n  the bot said since the last move:\n${quote(texts)}`);
  if (kind === 'no bot' && found) fail(`expected the bot not to say ${expected}\n  the bot said since the last move:\n${quote(texts)}`);
}

/** The bot spoke at the step: what it said there is the step's text, whatever an editor made it. */
function checkSaid(run: TestRun, step: string): void {
  const { spoke } = since(run);
  if (!spoke.includes(step)) fail(`expected the bot to speak at "${step}"\n  the bot spoke since the last move at:\n${quote(spoke)}`);
}

function checkState(run: TestRun, expected: Record<string, unknown>): void {
  const state = run.conversation.state.value as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(expected)) {
    const actual = getPath(state, path);
    if (!valueMatches(actual, value)) fail(`expected state ${path} = ${JSON.stringify(value)}\n  actual: ${JSON.stringify(actual)}`);
  }
}

function checkEvent(run: TestRun, value: unknown): void {
  const want = typeof value === 'string' ? { name: value, with: {} } : (value as { name: string; with?: Record<string, unknown> });
  const seen = since(run).events;
  if (seen.some((e) => e.event === want.name && subsetMatches(e.data ?? {}, want.with ?? {}))) return;
  fail(`expected the event ${JSON.stringify(want)}\n  events since the last move:\n${quote(seen.map((e) => `${e.event} ${JSON.stringify(e.data ?? {})}`))}`);
}

interface WantedRequest {
  method?: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

function checkRequest(run: TestRun, want: WantedRequest): void {
  const seen = since(run).calls;
  const ok = seen.some(
    (call) =>
      call.path === want.path &&
      (want.method === undefined || call.method === want.method) &&
      subsetMatches(Object.fromEntries(call.query), want.query ?? {}) &&
      (want.body === undefined || (typeof want.body === 'string' ? call.body === want.body : subsetMatches(call.body, want.body))),
  );
  if (ok) return;
  const lines = seen.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''} ${r.body === undefined ? '' : JSON.stringify(r.body)}`);
  fail(`expected the request ${JSON.stringify(want)}\n  requests since the last move:\n${quote(lines)}`);
}

function checkOpened(run: TestRun, expected: string): void {
  const seen = since(run).opened;
  const target = expected === 'specialists' ? run.conversation.variant.linkWhatsApp : expected;
  if (!seen.some((url) => matches(url, target))) fail(`expected a new tab at ${target}\n  opened since the last move: ${seen.join(', ') || 'none'}`);
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
