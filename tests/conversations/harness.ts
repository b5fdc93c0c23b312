// Walks the real flows headless, on the conversation harness `npm run flows:test` runs on
// (scripts/conversation-tests/harness.ts): the compiled flows and variants, the real plug-ins, and
// the real sandbox API answering in-process (no port, a temp database). Journeys read like a
// visitor: `await j.at('lead-add-email'); await j.type('maria@exemplo.com.br'); await j.click('TENHO')`.
import { compileFlows } from '../../scripts/compiler/index.ts';
import {
  botTexts,
  htmlToText,
  inputStep,
  isSettled,
  MoveError,
  optionFor,
  settledOn,
  shownOptions,
  startHarness,
  TEST_TODAY,
  transcriptLine,
  type RecordedCall,
  type TrackedEvent,
} from '../../scripts/conversation-tests/index.ts';
import type { SandboxApp } from '../../sandbox/app.ts';
import type { Action, Conversation } from '../../src/engine/types.ts';
import type { ConversationState, ResolvedVariant } from '../../src/contracts/content.ts';

export type { TrackedEvent };

const APP_KEY = 'conversation-test-key';
/** The sandbox's "today" in conversation tests, so ages and dates are reproducible. */
export const SANDBOX_TODAY = TEST_TODAY;

const compiled = new Map<string, ReturnType<typeof compileFlows>>();
export function project(root: string = process.cwd()) {
  if (!compiled.has(root)) compiled.set(root, compileFlows({ root }));
  return compiled.get(root)!;
}

export interface JourneyOptions {
  /** The folder holding flows/, variants/ and tests/journeys/answers.yaml (default: the repository). */
  root?: string;
  /** Variant file name (default main) or a patch over it. */
  variant?: string;
  variantPatch?: Partial<ResolvedVariant>;
  /** Replace some actions with fakes (e.g. an API failure). */
  actions?: Record<string, Action>;
  /** The sandbox answers with the spec's fields only (as the real API may). */
  strictSpec?: boolean;
}

export interface Journey {
  /** The content the journey runs on (JourneyOptions.root). */
  root: string;
  conversation: Conversation;
  sandbox: SandboxApp;
  events: TrackedEvent[];
  opened: string[];
  /** Every API call the app made, in order. */
  calls: RecordedCall[];
  /** Starts the conversation (called by startJourney). */
  start(): Promise<void>;
  /** Writes state directly, to start a journey mid-way (e.g. with a lead already saved). */
  seed<K extends keyof ConversationState>(slice: K, patch: Partial<ConversationState[K]>): void;
  /** Jumps to a step, to start a journey mid-way (after seed). */
  goTo(step: string): Promise<void>;
  /** Waits until the bot has settled on this step (waiting for the visitor, or ended). */
  at(step: string, timeoutMs?: number): Promise<void>;
  /** Types an answer into the current input step. */
  type(text: string): Promise<void>;
  /** Clicks the visible option with this label. */
  click(label: string): Promise<void>;
  /** Labels of the options now shown. */
  options(): string[];
  /** The error shown on the input, if any. */
  fieldError(): string | null;
  /** Every message so far as "bot: …" / "you: …", for assertions and failure output. */
  transcript(): string[];
  /** Bot texts posted since the last visitor action, tags stripped. */
  lastBotTexts(): string[];
  stop(): void;
}

export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  const root = options.root ?? process.cwd();
  const { flow, variants, diagnostics } = project(root);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`flows do not compile:\n${errors.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  const base = variants[options.variant ?? 'main'];
  if (!base) throw new Error(`no variant "${options.variant}"`);
  // The sandbox charges the campaign discounts of the same compiled variants the journey runs on.
  const harness = startHarness({
    flow,
    variant: { ...base, ...options.variantPatch } as ResolvedVariant,
    variants,
    appKey: APP_KEY,
    prefix: 'conversation-',
    actions: options.actions,
    strictSpec: options.strictSpec,
    // The steps' own pauses stay: a journey may check one (cep-try-again's 500 ms).
    keepStepDelays: true,
  });
  const conversation = harness.open();

  let mark = 0;
  const transcript = () => conversation.messages.value.map(transcriptLine);
  const fail = (why: string): never => {
    throw new Error(
      `${why}\n--- transcript ---\n${transcript().join('\n')}\n--- step: ${conversation.currentStep.value}, error: ${conversation.fieldError.value}`,
    );
  };
  /** A move the bot does not allow fails with the harness's reason and the transcript. */
  const move = <T>(check: () => T): T => {
    try {
      return check();
    } catch (error) {
      if (error instanceof MoveError) fail(error.message);
      throw error;
    }
  };

  const journey: Journey = {
    root,
    conversation,
    sandbox: harness.sandbox,
    events: harness.events,
    opened: harness.opened,
    calls: harness.calls,
    start: () => conversation.start(),
    seed: (slice, patch) => conversation.context.update(slice, patch),
    goTo: (step) => {
      mark = conversation.messages.value.length;
      return conversation.start(step);
    },
    async at(step, timeoutMs) {
      if (!(await settledOn(conversation, step, timeoutMs))) fail(`never settled on step "${step}"`);
    },
    async type(text) {
      move(() => inputStep(conversation, text));
      mark = conversation.messages.value.length;
      await conversation.answer(text);
    },
    async click(label) {
      const option = move(() => optionFor(conversation, label));
      mark = conversation.messages.value.length;
      await conversation.choose(option.index);
    },
    options: () => shownOptions(conversation),
    fieldError: () => conversation.fieldError.value,
    transcript,
    lastBotTexts: () => botTexts(conversation.messages.value.slice(mark)),
    stop: () => harness.dispose(),
  };
  await journey.start();
  return journey;
}

/** No typing dots, no action running: the bot waits for the visitor (or has ended). */
export const settled = isSettled;

/** Message HTML as a visitor reads it (the harness's one rule). */
export const plain = htmlToText;
