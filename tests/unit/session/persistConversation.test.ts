// Issue 15 item 8: how a page load uses the store: a saved conversation resumes on its question;
// one that no longer fits starts fresh with a short message; every waiting point is saved; the
// end of the conversation clears it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationStore } from '../../../src/session/conversationStore.ts';
import { SNAPSHOT_KEY } from '../../../src/session/savedConversation.ts';
import { startOrResume } from '../../../src/session/persistConversation.ts';
import { chatOver, transcript, wait } from '../engine/fixtures.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { createConversation } from '../../../src/engine/createConversation.ts';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { variant } from '../engine/fixtures.ts';
import type { AnyBindingNames } from '../../../src/engine/bindings.ts';

const STEPS: Record<string, Step> = {
  hello: { say: 'Olá!', next: 'name' },
  name: { say: 'Qual é o seu nome?', input: { field: 'lead.nome' }, next: 'bye' },
  bye: { say: 'Até mais!', end: true },
};

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('issue 15 item 8: start or resume', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the waiting question, resumes it after a "reload", and clears at the end', async () => {
    const storage = memoryStorage();
    const first = chatOver(STEPS);
    const stop = await startOrResume(first, conversationStore(storage, 'test'));
    await wait(5000);
    expect(first.currentStep.value).toBe('name');
    expect(JSON.parse(storage.data.get(SNAPSHOT_KEY)!).snapshot.step).toBe('name');
    stop();

    const second = chatOver(STEPS);
    await startOrResume(second, conversationStore(storage, 'test'));
    expect(second.currentStep.value).toBe('name');
    expect(transcript(second)).toEqual(['bot: Olá!', 'bot: Qual é o seu nome?']);
    second.answer('Maria');
    await wait(5000);
    expect(transcript(second)).toEqual(['bot: Olá!', 'bot: Qual é o seu nome?', 'user: Maria', 'bot: Até mais!']);
    expect(second.ended.value).toBe(true);
    expect(storage.data.has(SNAPSHOT_KEY)).toBe(false);
  });

  it('starts fresh with a short message when the saved conversation no longer fits the flow', async () => {
    const storage = memoryStorage();
    const first = chatOver(STEPS);
    await startOrResume(first, conversationStore(storage, 'test'));
    await wait(5000);
    // The flow changed: the step the visitor was on is gone.
    const { name: _gone, ...rest } = STEPS;
    const { messages } = compileFlows({ root: process.cwd() }).flow; // the real wording
    const steps = { ...rest, hello: { say: 'Olá!', next: 'bye' } };
    const changed = createConversation<AnyBindingNames>({
      flow: { start: 'hello', steps, messages },
      variant,
      actions: {},
      guards: {},
      validators: {},
      masks: {},
      components: {},
      formatters: {},
    });
    await startOrResume(changed, conversationStore(storage, 'test'));
    await wait(5000);
    expect(transcript(changed)[0]).toBe('bot: Não consegui retomar a sua conversa anterior, então vamos começar de novo. 😊');
    expect(transcript(changed).slice(1)).toEqual(['bot: Olá!', 'bot: Até mais!']);
  });
});
