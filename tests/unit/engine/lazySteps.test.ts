// The browser ships the first screen's steps up front and loads the rest after the first render.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConversation } from '../../../src/engine/createConversation.ts';
import type { AnyBindingNames } from '../../../src/engine/bindings.ts';
import type { Problem } from '../../../src/engine/problems.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { splitFirstScreen } from '../../../scripts/compiler/splitFirstScreen.ts';
import { FAKE_LOAD, transcript, variant, wait } from './fixtures.ts';

const none = { actions: {}, guards: {}, validators: {}, masks: {}, components: {}, formatters: {} };

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
    const chat = createConversation<AnyBindingNames>({ flow: { start: 'hello', steps: first, messages: {}, load }, variant, ...none });
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
    const problems: Problem[] = [];
    const onError = (problem: Problem) => problems.push(problem);
    const chat = createConversation<AnyBindingNames>({ flow: { start: 'hello', steps: first, messages: {}, load }, variant, ...none, onError });
    void chat.start();
    await wait(FAKE_LOAD * 2);
    void chat.choose(0);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('name');
    expect(load).toHaveBeenCalledTimes(2);
    expect(problems).toEqual([{ kind: 'flow-load-failed', step: 'hello', message: 'the rest of the flow failed to load', cause: new Error('offline') }]);
  });

  it('checks the loaded steps for missing bindings too, reporting them (creation is long past)', async () => {
    const later = { ...steps, name: { input: { field: 'lead.nome', validate: ['required'], action: 'checkName' } } satisfies Step };
    const { first, rest } = splitFirstScreen({ start: 'hello', steps: later });
    const problems: Problem[] = [];
    const flow = { start: 'hello', steps: first, messages: {}, load: () => Promise.resolve(rest) };
    void createConversation<AnyBindingNames>({ flow, variant, ...none, onError: (p) => problems.push(p) }).start();
    await wait(FAKE_LOAD * 2);
    expect(problems.map((p) => [p.kind, p.message])).toEqual([
      [
        'missing-bindings',
        'the flow names 2 binding(s) the conversation was not given:\n  action "checkName" (step "name")\n  validator "required" (step "name")',
      ],
    ]);
  });

  describe('with registries that load with the rest (loadBindings)', () => {
    const later = {
      ...steps,
      ask: { say: 'Vamos simular?', options: [{ label: 'SIMULAR AGORA', action: 'ping', on: { ok: 'name' } }] },
      name: { say: 'Qual é o seu nome?', input: { field: 'lead.nome', validate: ['required'], action: 'checkName' } },
    } satisfies Record<string, Step>;
    const ok = async () => ({ outcome: 'ok' });

    it('throws at creation, naming them, when the first screen names something the early registries lack', () => {
      const { first, rest } = splitFirstScreen({ start: 'hello', steps: later });
      const loadBindings = () => Promise.resolve({ ...none, actions: { ping: ok } });
      const create = () =>
        createConversation<AnyBindingNames>({
          flow: { start: 'hello', steps: first, messages: {}, load: () => Promise.resolve(rest) },
          variant,
          ...none,
          loadBindings,
        });
      expect(create).toThrow('the flow names 1 binding(s) the conversation was not given:\n  action "ping" (step "ask")');
    });

    it('runs the later steps with the loaded registries', async () => {
      const { first, rest } = splitFirstScreen({ start: 'hello', steps: later });
      const checkName = vi.fn(ok);
      const loadBindings = vi.fn(() =>
        Promise.resolve({
          ...none,
          actions: { ping: ok, checkName },
          validators: { required: (v: string) => (v ? { ok: true as const } : { ok: false as const, message: 'Preencha' }) },
        }),
      );
      const flow = { start: 'hello', steps: first, messages: {}, load: () => Promise.resolve(rest) };
      const chat = createConversation<AnyBindingNames>({ flow, variant, ...none, actions: { ping: ok }, loadBindings, loadRestOnStart: false });
      void chat.start();
      await wait(FAKE_LOAD * 2);
      expect(loadBindings).not.toHaveBeenCalled();
      void chat.choose(0);
      await wait(FAKE_LOAD);
      expect(chat.currentStep.value).toBe('name');
      void chat.answer('');
      expect(chat.fieldError.value).toBe('Preencha');
      void chat.answer('Ana');
      await wait(FAKE_LOAD);
      expect(checkName).toHaveBeenCalledTimes(1);
    });

    it('reports a name the loaded registries still lack when they arrive, and that step takes its error branch', async () => {
      const withError = {
        ...later,
        ask: { ...later.ask, options: [{ label: 'SIMULAR AGORA', next: 'go' }] },
        go: { action: 'saveLead', on: { ok: 'name', error: 'oops' } },
        oops: { say: 'Erro' },
      } satisfies Record<string, Step>;
      const { first, rest } = splitFirstScreen({ start: 'hello', steps: withError });
      const problems: Problem[] = [];
      const flow = { start: 'hello', steps: first, messages: {}, load: () => Promise.resolve(rest) };
      const loadBindings = () => Promise.resolve({ ...none, actions: { checkName: ok }, validators: { required: () => ({ ok: true as const }) } });
      const chat = createConversation<AnyBindingNames>({ flow, variant, ...none, loadBindings, onError: (p) => problems.push(p) });
      void chat.start();
      await wait(FAKE_LOAD * 2);
      expect(problems.map((p) => p.message)).toEqual(['the flow names 1 binding(s) the conversation was not given:\n  action "saveLead" (step "go")']);
      void chat.choose(0);
      await wait(FAKE_LOAD * 2);
      expect(chat.currentStep.value).toBe('oops');
    });
  });
});
