// Walks the real flows headless: the compiled flows and variants, the real registries, and the
// real sandbox API answering in-process (no port, a temp database). Journeys read like a visitor:
// `await j.at('lead-add-email'); await j.type('maria@exemplo.com.br'); await j.click('TENHO')`.
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import type { SandboxApp } from '../../sandbox/app.ts';
import { startInProcessSandbox } from '../../scripts/conversation-tests/inProcessSandbox.ts';
import { createConversation } from '../../src/engine/createConversation.ts';
import type { Action, Conversation } from '../../src/engine/types.ts';
import type { ConversationState, ResolvedVariant } from '../../src/contracts/content.ts';
import type { AnalyticsEventName, EventPii } from '../../src/analytics/port.ts';
import { actions } from '../../src/actions/index.ts';
import { guards } from '../../src/guards/index.ts';
import { validators } from '../../src/validators/index.ts';
import { masks } from '../../src/masks/index.ts';
import { components } from '../../src/ui/components/registry.ts';
import { formatters } from '../../src/engine/formatters.ts';

const APP_KEY = 'conversation-test-key';
/** The sandbox's "today" in conversation tests, so ages and dates are reproducible. */
export const SANDBOX_TODAY = '2025-06-02';

const compiled = new Map<string, ReturnType<typeof compileFlows>>();
export function project(root: string = process.cwd()) {
  if (!compiled.has(root)) compiled.set(root, compileFlows({ root }));
  return compiled.get(root)!;
}

export interface TrackedEvent {
  event: AnalyticsEventName;
  data?: Record<string, string | number | boolean | undefined>;
  pii?: EventPii;
}

export interface JourneyOptions {
  /** The folder holding flows/, variants/ and tests/journeys/answers.yaml (default: the repository). */
  root?: string;
  /** Variant file name (default main) or a patch over it. */
  variant?: string;
  variantPatch?: Partial<ResolvedVariant>;
  /** Replace some actions with fakes (e.g. an API failure). */
  actions?: Record<string, Action>;
}

export interface Journey {
  /** The content the journey runs on (JourneyOptions.root). */
  root: string;
  conversation: Conversation;
  sandbox: SandboxApp;
  events: TrackedEvent[];
  opened: string[];
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
  const variant = { ...base, fakeLoad: 0, ...options.variantPatch } as ResolvedVariant;

  // The sandbox reads its campaign discounts from the same variants/ the journey runs on.
  const inProcess = startInProcessSandbox({ appKey: APP_KEY, today: SANDBOX_TODAY, root, prefix: 'conversation-' });
  const { sandbox } = inProcess;

  const events: TrackedEvent[] = [];
  const opened: string[] = [];
  const conversation = createConversation({
    flow,
    variant,
    actions: { ...actions, ...options.actions },
    guards,
    validators,
    masks,
    components,
    formatters,
    openUrl: (url) => opened.push(url),
    analytics: { track: (event, data, pii) => events.push({ event, data, pii }) },
  });

  let mark = 0;
  const transcript = () =>
    conversation.messages.value.map((m) => `${m.sender === 'bot' ? 'bot' : 'you'}: ${m.component ? `[${m.component}]` : plain(m.text ?? '')}`);
  const fail = (why: string): never => {
    throw new Error(
      `${why}\n--- transcript ---\n${transcript().join('\n')}\n--- step: ${conversation.currentStep.value}, error: ${conversation.fieldError.value}`,
    );
  };

  const journey: Journey = {
    root,
    conversation,
    sandbox,
    events,
    opened,
    start: () => conversation.start(),
    seed: (slice, patch) => conversation.context.update(slice, patch),
    goTo: (step) => {
      mark = conversation.messages.value.length;
      return conversation.start(step);
    },
    async at(step, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!(conversation.currentStep.value === step && settled(conversation))) {
        if (Date.now() > deadline) fail(`never settled on step "${step}"`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
    async type(text) {
      const pending = conversation.pending.value;
      if (pending?.kind !== 'input') fail(`cannot type "${text}": the bot is not waiting for input`);
      mark = conversation.messages.value.length;
      await conversation.answer(text);
    },
    async click(label) {
      const pending = conversation.pending.value;
      if (pending?.kind !== 'options') fail(`cannot click "${label}": no options shown`);
      const option = pending!.kind === 'options' ? pending!.options.find((o) => o.label === label) : undefined;
      if (!option) fail(`no option "${label}"; shown: ${journey.options().join(', ')}`);
      mark = conversation.messages.value.length;
      await conversation.choose(option!.index);
    },
    options() {
      const pending = conversation.pending.value;
      return pending?.kind === 'options' ? pending.options.map((o) => o.label) : [];
    },
    fieldError: () => conversation.fieldError.value,
    transcript,
    lastBotTexts: () =>
      conversation.messages.value
        .slice(mark)
        .filter((m) => m.sender === 'bot' && m.text)
        .map((m) => plain(m.text!)),
    stop() {
      inProcess.dispose();
    },
  };
  await journey.start();
  return journey;
}

export function settled(conversation: Conversation): boolean {
  return !conversation.isBotLoading.value && !conversation.isSubmitting.value;
}

/** Message HTML as a visitor reads it. */
export function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
