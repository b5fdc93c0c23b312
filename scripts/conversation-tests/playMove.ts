// What the visitor does in a YAML test (type, click, choose, reload) and the sandbox situations it
// sets. Each move waits until the bot has settled, makes the move through the harness and waits
// again; checks after it read what happened since (testRun.ts).
import { isDeepStrictEqual } from 'node:util';
import { keepSaved } from '../../src/session/persistConversation.ts';
import type { ConversationStore } from '../../src/session/conversationStore.ts';
import { PURCHASE_FINISHED } from '../../src/session/retention.ts';
import type { Conversation } from '../../src/engine/types.ts';
import { chooseIn } from './componentMoves.ts';
import { componentStep, inputStep, optionFor, settle, transcriptLine, waitingOn } from './harness.ts';
import type { SandboxSituation, TestItem } from './loadTests.ts';
import { fail, markNow, quote, type TestRun } from './testRun.ts';
import { asTyped } from './visitorText.ts';

/** What the visitor does; checks read what happened since the last of these. */
export const VISITOR_MOVES: ReadonlySet<string> = new Set(['type', 'click', 'choose', 'reload']);

export async function playMove(run: TestRun, item: TestItem): Promise<void> {
  if (item.kind === 'sandbox') return run.harness.failCalls({ ...(item.value as SandboxSituation).fail });
  await settle(run.conversation);
  const c = run.conversation;
  switch (item.kind) {
    case 'type': {
      const step = inputStep(c, String(item.value));
      markNow(run);
      run.via = { step };
      await c.answer(String(item.value));
      break;
    }
    case 'click': {
      const option = optionFor(c, String(item.value));
      markNow(run);
      run.trace.clicks.push({ step: option.step, option: option.index });
      run.via = { step: option.step, option: option.index };
      await c.choose(option.index);
      break;
    }
    case 'choose': {
      const { component, value } = item.value as { component: string; value: string | number };
      run.via = { step: componentStep(c, component) };
      markNow(run);
      await chooseIn(c, component, value);
      break;
    }
    case 'reload':
      return reload(run);
  }
  await settle(run.conversation);
}

/** The page reloads: a new conversation resumes what the app saved, and must show what it showed. */
async function reload(run: TestRun): Promise<void> {
  run.stopSaving();
  markNow(run);
  const before = run.conversation.snapshot() === null ? null : run.conversation.messages.value;
  const c = run.harness.open();
  run.conversation = c;
  const reloaded = await reloadFrom(run.store, c);
  if (reloaded === 'not resumed') fail(`the saved conversation did not resume after the reload; the app started again${waitingOn(c)}`);
  await settle(c);
  if (reloaded === 'resumed' && before && !shownAgain(before, c.messages.value)) {
    fail(`after the reload the transcript is not as before\n  before:\n${quote(before.map((m) => asTyped(transcriptLine(m))))}`);
  }
  run.stopSaving = keepSaved(c, run.store);
  // After a reload the whole transcript is on screen anew: checks read all of it.
  run.mark = { ...run.mark, messages: 0 };
}

/** The transcript as it was, or after the purchase its part from compra-finalizada on: the app keeps no more (src/session/retention.ts). */
function shownAgain(before: Conversation['messages']['value'], after: Conversation['messages']['value']): boolean {
  if (isDeepStrictEqual(after, before)) return true;
  return after[0]?.step === PURCHASE_FINISHED && isDeepStrictEqual(after, before.slice(before.length - after.length));
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
