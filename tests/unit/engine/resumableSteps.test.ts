// Which waiting points a reload comes back to. An error step whose retry resumes the conversation
// is skipped (the reload goes where TENTAR NOVAMENTE would); an error step with its own way on is
// kept, so a visitor reloading at "Ainda não consegui confirmar o seu pagamento" is asked to check
// the charge again, never sent back to a payment form to pay twice.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Step } from '../../../src/contracts/content.ts';
import { chatOver, FAKE_LOAD, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const steps = (): Record<string, Step> => ({
  ask: {
    say: 'Como prefere pagar?',
    options: [
      { label: 'CARTÃO', next: 'check-failed' },
      { label: 'FALHA', next: 'general' },
    ],
  },
  'check-failed': { error: true, say: 'Ainda não consegui confirmar o seu pagamento.', options: [{ label: 'VERIFICAR NOVAMENTE', next: 'ask' }] },
  general: {
    error: true,
    say: 'Desculpe, estamos passando por instabilidades.',
    options: [{ label: 'TENTAR NOVAMENTE', action: 'resumeConversation', next: 'ask' }],
  },
});

it('a reload at an error step with its own way on (check the payment again) comes back to that step', async () => {
  const chat = chatOver(steps(), { actions: { resumeConversation: async () => ({ outcome: 'ok' }) } });
  chat.start();
  await wait(FAKE_LOAD * 2);
  chat.choose(0);
  await wait(FAKE_LOAD * 2);
  expect(chat.currentStep.value).toBe('check-failed');
  expect(chat.snapshot()?.step).toBe('check-failed');
});

it('a reload at an error step whose retry resumes the conversation comes back to the question before it', async () => {
  const chat = chatOver(steps(), { actions: { resumeConversation: async () => ({ outcome: 'ok' }) } });
  chat.start();
  await wait(FAKE_LOAD * 2);
  chat.choose(1);
  await wait(FAKE_LOAD * 2);
  expect(chat.currentStep.value).toBe('general');
  expect(chat.snapshot()).toBeNull();
});
