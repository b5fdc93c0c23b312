// The browser ships the first screen's steps up front and loads the rest after the first render.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConversation } from '../../../src/engine/createConversation.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { splitFirstScreen } from '../../../scripts/flow-compiler/splitFirstScreen.ts';
import { FAKE_LOAD, transcript, variant, wait } from './fixtures.ts';

const steps: Record<string, Step> = {
  hello: { say: 'Olá!', next: 'ask' },
  ask: { say: 'Vamos simular?', options: [{ label: 'SIMULAR AGORA', next: 'name' }] },
  name: { say: 'Qual é o seu nome?', input: { field: 'lead.nome' } },
};

describe('a flow whose later steps load lazily', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('splits at the first step that waits for the visitor', () => {
    const { first, rest } = splitFirstScreen({ start: 'hello', steps });
    expect(Object.keys(first)).toEqual(['hello', 'ask']);
    expect(Object.keys(rest)).toEqual(['name']);
  });

  it('starts loading the rest at once and reaches a lazy step after the click', async () => {
    const { first, rest } = splitFirstScreen({ start: 'hello', steps });
    const load = vi.fn(() => Promise.resolve(rest));
    const chat = createConversation({ flow: { start: 'hello', steps: first, messages: {}, load }, variant, actions: {}, guards: {}, validators: {} });
    void chat.start();
    expect(load).toHaveBeenCalledTimes(1);
    await wait(FAKE_LOAD * 2);
    void chat.choose(0);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('name');
    expect(transcript(chat)).toEqual(['bot: Olá!', 'bot: Vamos simular?', 'user: SIMULAR AGORA', 'bot: Qual é o seu nome?']);
  });

  it('tries the load again when it failed once', async () => {
    const { first, rest } = splitFirstScreen({ start: 'hello', steps });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(rest);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const chat = createConversation({ flow: { start: 'hello', steps: first, messages: {}, load }, variant, actions: {}, guards: {}, validators: {} });
    void chat.start();
    await wait(FAKE_LOAD * 2);
    void chat.choose(0);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('name');
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('loads the actions, guards and validators the first screen does not run with the rest, and uses them there', async () => {
    const lazy: Record<string, Step> = {
      ...steps,
      name: { say: 'Qual é o seu nome?', input: { field: 'lead.nome', validate: ['personName'] }, next: [{ when: 'isLong', to: 'long' }, { to: 'short' }] },
      long: { say: 'Nome comprido!' },
      short: { say: 'Nome curto!' },
    };
    const { first, rest } = splitFirstScreen({ start: 'hello', steps: lazy });
    let release!: () => void;
    const plugins = new Promise<void>((resolve) => (release = resolve)).then(() => ({
      guards: { isLong: ({ state }: { state: { lead: { nome?: string } } }) => (state.lead.nome ?? '').length > 5 },
      validators: { personName: (raw: string) => (raw.includes(' ') ? { ok: true as const } : { ok: false as const, message: 'Nome e sobrenome' }) },
    }));
    const loadPlugins = vi.fn(() => plugins);
    const chat = createConversation({ flow: { start: 'hello', steps: first, messages: {}, load: () => Promise.resolve(rest) }, variant, actions: {}, guards: {}, validators: {}, loadPlugins });
    void chat.start();
    expect(loadPlugins).toHaveBeenCalledTimes(1);
    await wait(FAKE_LOAD * 2);
    void chat.choose(0);
    await wait(FAKE_LOAD * 2);
    // The step that needs them waits for them: the visitor never meets a missing validator.
    expect(chat.currentStep.value).toBe('ask');
    release();
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('name');
    void chat.answer('Maria');
    await wait(0);
    expect(chat.fieldError.value).toBe('Nome e sobrenome');
    void chat.answer('Maria da Conceição');
    await wait(FAKE_LOAD * 2);
    expect(transcript(chat).at(-1)).toBe('bot: Nome comprido!');
  });
});
