// A conversation can start from messages already shown (a development content update keeps the
// conversation so far and enters the current step again).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/engine/types.ts';
import { chatOver, FAKE_LOAD, transcript, wait } from './fixtures.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('keeps the given messages before the step it enters, with ids that go on after theirs', async () => {
  const earlier: ChatMessage[] = [
    { id: 7, sender: 'bot', text: 'Oi', step: 'hello', time: 0 },
    { id: 8, sender: 'user', text: 'SIMULAR AGORA', step: 'hello', time: 0 },
  ];
  const chat = chatOver({ hello: { say: 'Oi', next: 'ask' }, ask: { say: 'Qual bem?', end: true } }, { initialMessages: earlier });
  void chat.start('ask');
  await wait(FAKE_LOAD);
  expect(transcript(chat)).toEqual(['bot: Oi', 'user: SIMULAR AGORA', 'bot: Qual bem?']);
  expect(chat.messages.value.map((m) => m.id)).toEqual([7, 8, 9]);
});

it('enters a step at once, without the typing pause, when asked to (the steps after it pause as usual)', async () => {
  const chat = chatOver({ ask: { say: 'Qual bem?', next: 'more' }, more: { say: 'Mais uma', end: true } });
  void chat.start('ask', { immediate: true });
  await wait(0);
  expect(transcript(chat)).toEqual(['bot: Qual bem?']);
  await wait(FAKE_LOAD - 1);
  expect(transcript(chat)).toEqual(['bot: Qual bem?']);
  await wait(1);
  expect(transcript(chat)).toEqual(['bot: Qual bem?', 'bot: Mais uma']);
});
