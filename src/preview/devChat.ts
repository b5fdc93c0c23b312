// The chat in development (src/main.tsx loads this module only under import.meta.env.DEV, so a
// production build contains none of it):
// - `?step=<id>&fixture=<name>` opens the chat at that step with a state fixture
//   (flows/fixtures/*.yaml): its state, then its replayed actions against the sandbox;
// - without them, a reload resumes the conversation like production does (sessionStorage,
//   src/session), and a content save keeps saving the conversation it re-creates; `?record=<n>`
//   (the studio's recorder) starts at the greeting instead;
// - a content save (a hot update of virtual:flow / virtual:variants) keeps the chat where it was:
//   the conversation so far stays, the current step is entered again with the current state and
//   says its new text; a step the save removed is named, and the nearest one offered.
import fixtures from 'virtual:flow-fixtures';
import 'virtual:variants';
import type { CompiledFlow, ResolvedVariant, StateFixture, Step } from '../contracts/content.ts';
import { createConversation, type ConversationOptions } from '../engine/createConversation.ts';
import type { ChatMessage, Conversation } from '../engine/types.ts';
import { uiCopy, type UiCopy } from '../engine/uiCopy.ts';
import { conversationStore, type ConversationStore } from '../session/conversationStore.ts';
import { keepSaved, startOrResume } from '../session/persistConversation.ts';
import { logProblem, type Problem } from '../engine/problems.ts';
import { hideDevNotice, showDevNotice } from './DevNotice.tsx';
import { nearestStep } from './nearestStep.ts';
import { FixtureReplayError, replayFixture } from './replayFixture.ts';

export interface DevChatSetup {
  options: ConversationOptions;
  /** Shows a conversation on the page (replacing the one shown). */
  render(conversation: Conversation): void;
  /** The page's query string. */
  search: string;
  /** The variant this page shows among updated variants (undefined if its route is gone). */
  variantFrom(variants: Record<string, ResolvedVariant>): ResolvedVariant | undefined;
}

let setup: DevChatSetup | undefined;
let conversation: Conversation | undefined;
let options: ConversationOptions | undefined;
let currentFixtures: Record<string, StateFixture> = fixtures;
/** The step the chat was last asked to enter: where it is while the conversation is still getting there. */
let entering: string | undefined;
/** A step a save removed while the chat was at it, with the steps of the flow that still had it. */
let missing: { step: string; oldSteps: Record<string, Step> } | undefined;
/** Where a reload resumes from; absent when the page asked for a step or a fixture. */
let store: ConversationStore | undefined;
let stopSaving: (() => void) | undefined;
/** Saves are applied one after the other (one write can arrive as two updates). */
let updating: Promise<void> = Promise.resolve();

export function startDevChat(given: DevChatSetup): Promise<void> {
  // A save while the fixture replays waits for it, so the update starts from the prepared state.
  updating = open(given);
  return updating;
}

async function open(given: DevChatSetup): Promise<void> {
  setup = given;
  options = given.options;
  const query = new URLSearchParams(given.search);
  const step = query.get('step') ?? undefined;
  const fixtureName = query.get('fixture') ?? undefined;
  const fixture = fixtureName === undefined ? undefined : currentFixtures[fixtureName];
  if (step === undefined && fixtureName === undefined) {
    store = conversationStore(sessionStorageOrNull(), options.variant.name);
    // The studio's recorder (?record=n) records from the greeting: a saved conversation is not resumed.
    if (query.has('record')) store.clear();
    show(createConversation(options));
    stopSaving = await startOrResume(conversation!, store);
    return;
  }
  if (fixtureName !== undefined && !fixture) {
    const t = await copy();
    showDevNotice(t('devFixtureUnknown', { fixture: fixtureName, known: Object.keys(currentFixtures).join(', ') || t('devFixtureNone') }), t);
  }
  show(createConversation({ ...options, initialState: fixture ? structuredClone(fixture.state) : undefined }));
  if (fixture) {
    try {
      await replayFixture(fixture, conversation!.context, options.actions);
    } catch (error) {
      const reason = error instanceof FixtureReplayError ? error.message : String(error);
      const t = await copy();
      showDevNotice(t('devFixtureFailed', { fixture: fixtureName!, reason }), t);
      report(developmentProblem(error, fixtureName));
    }
  }
  await enterOrOffer(step ?? options.flow.start, options.flow.steps);
}

/** A content save: the new flow and/or variants (undefined for the one that did not change). */
export function contentUpdated(flow: CompiledFlow | undefined, variants: Record<string, ResolvedVariant> | undefined): Promise<void> {
  updating = updating.then(() => applyUpdate(flow, variants)).catch((error: unknown) => report(developmentProblem(error)));
  return updating;
}

async function applyUpdate(flow: CompiledFlow | undefined, variants: Record<string, ResolvedVariant> | undefined): Promise<void> {
  if (!setup || !conversation || !options) return;
  const old = { conversation, flow: options.flow };
  const variant = (variants && setup.variantFrom(variants)) ?? options.variant;
  options = { ...options, flow: flow ?? options.flow, variant };
  const step = missing?.step ?? old.conversation.currentStep.peek() ?? entering ?? null;
  const oldSteps = missing?.oldSteps ?? (await allSteps(old.flow));
  const newSteps = await allSteps(options.flow);
  const keeps = step !== null && Object.hasOwn(newSteps, step);
  const messages = old.conversation.messages.peek();
  show(
    createConversation({
      ...options,
      initialState: old.conversation.state.peek(),
      // The step is said again with its new text: its bubbles from the last entry go.
      initialMessages: keeps ? messagesBefore(messages, step) : messages,
    }),
  );
  hideDevNotice();
  missing = undefined;
  if (step === null) enter(options.flow.start);
  else if (keeps) enter(step, true);
  else {
    missing = { step, oldSteps };
    offer(step, nearestStep(step, oldSteps, newSteps, options.flow.start), await copy());
  }
}

/** A fixture save: a chat opened with a fixture opens again with the new one (its replay included). */
export function fixturesUpdated(updated: Record<string, StateFixture>): void {
  currentFixtures = updated;
  if (setup && new URLSearchParams(setup.search).has('fixture')) location.reload();
}

async function enterOrOffer(step: string, known: Record<string, Step>): Promise<void> {
  const steps = Object.hasOwn(known, step) ? known : await allSteps(options!.flow);
  if (Object.hasOwn(steps, step)) return enter(step);
  missing = { step, oldSteps: {} };
  offer(step, nearestStep(step, {}, steps, options!.flow.start), await copy(), 'devStepUnknown');
}

function offer(step: string, nearest: string, t: UiCopy, text: 'devStepUnknown' | 'devStepRemoved' = 'devStepRemoved'): void {
  showDevNotice(t(text, { step }), t, {
    label: t('devContinueAt', { step: nearest }),
    run: () => {
      missing = undefined;
      enter(nearest);
    },
  });
}

/** Not awaited: the chat may wait at the step for long, and saves queue behind what runs here. */
function enter(step: string, immediate = false): void {
  entering = step;
  void conversation!.start(step, { immediate });
}

function show(next: Conversation): void {
  conversation = next;
  setup!.render(next);
  // A content update re-creates the conversation: the new one is the one a reload resumes.
  stopSaving?.();
  stopSaving = store && keepSaved(next, store);
}

/** Where the conversation's problems go (the page's onError, else the console). */
function report(problem: Problem): void {
  (options?.onError ?? logProblem)(problem);
}

/** Like localStorage, sessionStorage can throw where the browser refuses it. */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The notices' words (flows/ui.yaml, `development`): they load with the rest of the flow. */
async function copy(): Promise<UiCopy> {
  await options!.flow.load?.();
  return uiCopy(options!.flow.ui ?? {}, options!.variant.ui);
}

async function allSteps(flow: CompiledFlow): Promise<Record<string, Step>> {
  return { ...(await flow.load?.()), ...flow.steps };
}

/** The messages before the bot's bubbles of `step` since the visitor's last answer. */
function messagesBefore(messages: readonly ChatMessage[], step: string): ChatMessage[] {
  let cut = messages.length;
  for (let i = messages.length - 1; i >= 0 && messages[i].sender !== 'user'; i--) {
    if (messages[i].step === step) cut = i;
  }
  return messages.slice(0, cut);
}

if (import.meta.hot) {
  import.meta.hot.accept('virtual:flow-fixtures', (module) => {
    if (module) fixturesUpdated(module.default as Record<string, StateFixture>);
  });
  // A content save fixed the errors the overlay shows: it goes before the update arrives, or Vite's
  // client would reload the page for it (scripts/vite-plugin-flows.ts, CONTENT_FIXED_EVENT).
  import.meta.hot.on('consorcio:content-fixed', () => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove();
  });
}

// The page itself carries only its own variants (scripts/vite-plugin-routes.ts), so the variants
// module is loaded here, in development only: a variant save then reaches the open chat in place.
if (import.meta.hot) {
  import.meta.hot.accept('virtual:variants', (module) => {
    if (module) void contentUpdated(undefined, module.default as Record<string, ResolvedVariant>);
  });
}

/** A development-only problem in the error's own words, with the fixture it concerns when there is one. */
function developmentProblem(error: unknown, fixture?: string): Problem {
  const message = error instanceof Error ? error.message : String(error);
  return fixture === undefined ? { kind: 'development', message, cause: error } : { kind: 'development', name: fixture, message, cause: error };
}
