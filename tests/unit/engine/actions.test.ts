// Step actions: run after the texts with the typing dots, outcome through on, else next.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src/engine/types.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { chatOver, FAKE_LOAD, transcript, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const steps = (): Record<string, Step> => ({
  'lead-get': { say: 'Buscando os melhores planos...', action: 'saveLead', on: { ok: 'plans', error: 'error-general' }, next: 'fallback' },
  plans: { say: 'Encontrei estes planos' },
  'error-general': { say: 'Algo deu errado.' },
  fallback: { say: 'Sem planos' },
});

async function run(saveLead: Action, onError = vi.fn()) {
  const chat = chatOver(steps(), { actions: { saveLead }, onError });
  void chat.start();
  await wait(FAKE_LOAD);
  return chat;
}

describe('step actions', () => {
  it('says the texts first, keeps the dots on while the action runs, then goes to on[outcome]', async () => {
    const chat = await run(() => new Promise((resolve) => setTimeout(() => resolve({ outcome: 'ok' }), 3000)));
    expect(transcript(chat)).toEqual(['bot: Buscando os melhores planos...']);
    expect(chat.isBotLoading.value).toBe(true);
    await wait(3000);
    expect(chat.currentStep.value).toBe('plans');
    await wait(FAKE_LOAD);
    expect(transcript(chat).at(-1)).toBe('bot: Encontrei estes planos');
    expect(chat.isBotLoading.value).toBe(false);
  });

  it('falls back to next for an outcome on does not map', async () => {
    const chat = await run(() => ({ outcome: 'semPlanos' }));
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('fallback');
  });

  it('treats a rejected action as outcome error', async () => {
    const onError = vi.fn();
    const timeout = new Error('timeout');
    const chat = await run(() => Promise.reject(timeout), onError);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('error-general');
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      kind: 'action-failed',
      step: 'lead-get',
      name: 'saveLead',
      message: 'action "saveLead" failed',
      cause: timeout,
    });
  });

  it('reports the problem an action returns with its outcome, and routes the outcome as usual', async () => {
    const onError = vi.fn();
    const lost = new Error('503');
    const chat = await run(() => ({ outcome: 'ok', problem: lost }), onError);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('plans');
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      kind: 'action-degraded',
      step: 'lead-get',
      name: 'saveLead',
      message: 'action "saveLead" went on past a problem (outcome "ok")',
      cause: lost,
    });
  });

  it('on a step that waits, leaves only for a mapped outcome', async () => {
    const flow = (): Record<string, Step> => ({
      'payment-init': { say: 'Como prefere pagar?', action: 'loadMethods', on: { error: 'error-general' }, options: [{ label: 'PIX' }] },
      'error-general': { say: 'Algo deu errado.' },
    });
    const ok = chatOver(flow(), { actions: { loadMethods: () => ({ outcome: 'ok' }) } });
    void ok.start();
    await wait(FAKE_LOAD);
    expect(ok.pending.value?.kind).toBe('options');

    const failed = chatOver(flow(), { actions: { loadMethods: () => ({ outcome: 'error' }) } });
    void failed.start();
    await wait(2 * FAKE_LOAD);
    expect(failed.currentStep.value).toBe('error-general');
  });
});
