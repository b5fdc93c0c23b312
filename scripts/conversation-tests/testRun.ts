// One YAML conversation test while it runs: the harness, the conversation now on screen (a reload
// opens another), the steps entered for coverage, and what happened since the visitor's last move,
// which the checks read.
import type { Conversation } from '../../src/engine/types.ts';
import type { ConversationStore } from '../../src/session/conversationStore.ts';
import { botTexts, type Harness, type RecordedCall, type TrackedEvent } from './harness.ts';
import type { TestItem } from './loadTests.ts';
import { asTyped, htmlToText } from './visitorText.ts';

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

/** A `bot:` check that held, with the steps whose words it matched: a change to those steps' texts can break it. */
export interface WordCheck {
  item: TestItem;
  steps: string[];
}

export interface TestRun {
  harness: Harness;
  wordChecks: WordCheck[];
  conversation: Conversation;
  trace: Trace;
  /** What led into the next step entered: set by a move, taken by the first step it enters. */
  via?: { step: string; option?: number };
  /** The step entered last. */
  last: string | null;
  /** How much of each record was there at the last move. */
  mark: { messages: number; events: number; calls: number; opened: number };
  /** The tab's sessionStorage, through the app's own store: what a reload reads. */
  store: ConversationStore;
  /** Stops saving the conversation on screen (the page unloads). */
  stopSaving: () => void;
}

/** A check that does not hold, or a move the bot does not allow: the report's message. */
export class CheckFailed extends Error {}

export function fail(message: string): never {
  throw new CheckFailed(message);
}

/** Records a step entered, with the move that led there. */
export function enterStep(run: TestRun, step: string): void {
  run.trace.transitions.push({ from: run.via?.step ?? run.last, to: step, option: run.via?.option });
  run.via = undefined;
  run.last = step;
}

/** A visitor's move starts now: the checks after it read from here. */
export function markNow(run: TestRun): void {
  const { harness, conversation } = run;
  run.mark = { messages: conversation.messages.value.length, events: harness.events.length, calls: harness.calls.length, opened: harness.opened.length };
}

export interface SinceMove {
  /** The bot's texts, as an editor types them. */
  texts: string[];
  /** The steps the bot's texts came from, in order. */
  spoke: string[];
  /** Each of the bot's texts with the step that said it. */
  said: Array<{ text: string; step?: string }>;
  events: TrackedEvent[];
  calls: RecordedCall[];
  opened: string[];
}

/** What happened since the visitor's last move. */
export function since(run: TestRun): SinceMove {
  const { harness, conversation, mark } = run;
  const messages = conversation.messages.value.slice(mark.messages);
  return {
    texts: botTexts(messages).map(asTyped),
    spoke: [...new Set(messages.flatMap((m) => (m.sender === 'bot' && m.text && m.step ? [m.step] : [])))],
    said: messages.flatMap((m) => (m.sender === 'bot' && m.text ? [{ text: asTyped(htmlToText(m.text)), step: m.step }] : [])),
    events: harness.events.slice(mark.events),
    calls: harness.calls.slice(mark.calls),
    opened: harness.opened.slice(mark.opened),
  };
}

/** Lines of a report, each behind "| ", or "(nothing)". */
export function quote(lines: readonly string[]): string {
  return lines.length === 0 ? '    (nothing)' : lines.map((line) => `    | ${line.replace(/\n/g, '\n    | ')}`).join('\n');
}
