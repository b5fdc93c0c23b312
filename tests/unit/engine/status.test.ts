// The conversation's one status signal and what the screens read from it: the typing dots, the
// input bar's spinner, the question shown with its field message, the end.
import { effect } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../src/contracts/content.ts';
import type { Conversation } from '../../../src/engine/types.ts';
import { chatOver, FAKE_LOAD, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const steps = (): Record<string, Step> => ({
  ask: { say: 'Seu nome?', input: { field: 'lead.nome', action: 'checkName' }, next: 'bye' },
  bye: { say: 'Até mais!', end: true },
});

/** Every distinct status the conversation goes through, in order. */
function statuses(chat: Conversation): string[] {
  const seen: string[] = [];
  effect(() => {
    if (seen.at(-1) !== chat.status.value) seen.push(chat.status.value);
  });
  return seen;
}

/** What the screens read, in one line. */
function flags(chat: Conversation) {
  return {
    typing: chat.isBotLoading.value,
    submitting: chat.isSubmitting.value,
    waiting: chat.pending.value?.kind ?? null,
    fieldError: chat.fieldError.value,
    ended: chat.ended.value,
  };
}

describe('the conversation status', () => {
  it('goes idle → typing → waiting → submitting → typing → ended, each flag following it', async () => {
    const checkName = vi.fn(async ({ input }: { input?: string | number }) =>
      input === 'x' ? { outcome: 'invalid' as const, message: 'Nome curto demais' } : { outcome: 'ok' as const },
    );
    const chat = chatOver(steps(), { actions: { checkName } });
    const seen = statuses(chat);
    expect(flags(chat)).toEqual({ typing: false, submitting: false, waiting: null, fieldError: null, ended: false });

    void chat.start();
    expect(flags(chat)).toMatchObject({ typing: true, waiting: null });
    await wait(FAKE_LOAD);
    expect(flags(chat)).toMatchObject({ typing: false, waiting: 'input' });

    void chat.answer('x');
    // The question stays on screen, with the spinner, while the answer's action runs.
    expect(flags(chat)).toMatchObject({ submitting: true, waiting: 'input', typing: false });
    await wait(FAKE_LOAD / 2);
    expect(flags(chat)).toEqual({ typing: false, submitting: false, waiting: 'input', fieldError: 'Nome curto demais', ended: false });

    void chat.answer('Ana');
    // The old message stays until the action has said yes.
    expect(flags(chat)).toMatchObject({ submitting: true, fieldError: 'Nome curto demais' });
    await wait(FAKE_LOAD / 2);
    expect(flags(chat)).toMatchObject({ typing: true, submitting: false, waiting: null, fieldError: null });
    await wait(FAKE_LOAD);
    expect(flags(chat)).toEqual({ typing: false, submitting: false, waiting: null, fieldError: null, ended: true });
    expect(seen).toEqual(['idle', 'moving', 'typing', 'moving', 'waiting', 'submitting', 'waiting', 'submitting', 'moving', 'typing', 'moving', 'ended']);
  });

  it('is stopped at a step that neither waits nor ends, and at an unknown step', async () => {
    const onError = vi.fn();
    const deadEnd = chatOver({ a: { say: 'E agora?' } }, { onError });
    await Promise.all([deadEnd.start(), wait(FAKE_LOAD)]);
    expect(deadEnd.status.value).toBe('stopped');
    expect(deadEnd.ended.value).toBe(false);

    const unknown = chatOver({ a: { next: 'nowhere' } }, { onError });
    await unknown.start();
    expect(unknown.status.value).toBe('stopped');
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'unknown-step', name: 'nowhere' }));
  });

  it('waits again on the question a snapshot restores, without the field message it had', async () => {
    const checkName = async () => ({ outcome: 'invalid' as const, message: 'Nome curto demais' });
    const chat = chatOver(steps(), { actions: { checkName } });
    void chat.start();
    await wait(FAKE_LOAD);
    const snapshot = chat.snapshot()!;
    void chat.answer('x');
    await wait(FAKE_LOAD / 2);
    expect(chat.fieldError.value).toBe('Nome curto demais');
    expect(await chat.resume(snapshot)).toBe(true);
    expect(flags(chat)).toEqual({ typing: false, submitting: false, waiting: 'input', fieldError: null, ended: false });
    expect(chat.status.value).toBe('waiting');
  });
});
