// Entering steps: typing delay, texts, variant overrides, components, set, next branches.
import type { Problem } from '../../../src/engine/problems.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Guard } from '../../../src/engine/types.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { chatOver, FAKE_LOAD, transcript, variant, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('entering a step', () => {
  it('types for the fakeLoad, then posts one message per text and moves on', async () => {
    const chat = chatOver({
      hello: { say: ['Olá!', 'Tudo bem?'], title: 'Saudação', next: 'ask' },
      ask: { say: 'Vamos começar?', options: [{ label: 'SIM' }] },
    });
    const started = chat.start();
    expect(chat.currentStep.value).toBe('hello');
    expect(chat.isBotLoading.value).toBe(true);
    await wait(FAKE_LOAD - 1);
    expect(chat.messages.value).toEqual([]);
    await wait(1);
    expect(transcript(chat)).toEqual(['bot: Olá!', 'bot: Tudo bem?']);
    expect(chat.messages.value[0].title).toBe('Saudação');
    expect(chat.messages.value[1].title).toBeUndefined();
    expect(chat.currentStep.value).toBe('ask');
    expect(chat.isBotLoading.value).toBe(true);
    await wait(FAKE_LOAD);
    await started;
    expect(transcript(chat)).toEqual(['bot: Olá!', 'bot: Tudo bem?', 'bot: Vamos começar?']);
    expect(chat.isBotLoading.value).toBe(false);
    expect(chat.pending.value).toEqual({ kind: 'options', step: 'ask', options: [{ index: 0, label: 'SIM' }], layout: 'default' });
  });

  it('gives messages increasing ids, the step that said them and the clock time', async () => {
    let clock = 1000;
    const chat = chatOver({ a: { say: ['um', 'dois'], next: 'b' }, b: { say: 'três' } }, { now: () => clock++ });
    const started = chat.start();
    await wait(2 * FAKE_LOAD);
    await started;
    expect(chat.messages.value.map(({ id, step, time }) => ({ id, step, time }))).toEqual([
      { id: 1, step: 'a', time: 1000 },
      { id: 2, step: 'a', time: 1000 },
      { id: 3, step: 'b', time: 1001 },
    ]);
  });

  it('uses a step delay instead of the fakeLoad', async () => {
    const chat = chatOver({ quick: { say: 'Rápido', delay: 200 } });
    void chat.start();
    await wait(199);
    expect(transcript(chat)).toEqual([]);
    await wait(1);
    expect(transcript(chat)).toEqual(['bot: Rápido']);
    expect(chat.isBotLoading.value).toBe(false);
  });

  it('shows the variant text instead of the step say', async () => {
    const chat = chatOver(
      { 'copy-message-1': { say: 'Olá visitante' } },
      { variant: { ...variant, texts: { 'copy-message-1': ['Olá motorista 99!', 'Condições especiais.'] } } },
    );
    void chat.start();
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Olá motorista 99!', 'bot: Condições especiais.']);
  });

  it('adds the component after the texts and waits for it unless display-only', async () => {
    const chat = chatOver({
      qr: { say: 'Aqui está o QR:', component: 'PixQrCode', display: true, next: 'carousel' },
      carousel: { component: 'CategoryCarousel' },
    });
    void chat.start();
    await wait(2 * FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Aqui está o QR:', 'bot: [PixQrCode]', 'bot: [CategoryCarousel]']);
    expect(chat.pending.value).toEqual({ kind: 'component', step: 'carousel', name: 'CategoryCarousel' });
  });

  it('applies set before the texts, so they can show it', async () => {
    const chat = chatOver({ pick: { set: { 'consorcio.tipoPlano': 'CREDITO_INTEGRAL' }, say: 'Plano {consorcio.tipoPlano}' } });
    void chat.start();
    expect(chat.state.value.consorcio.tipoPlano).toBe('CREDITO_INTEGRAL');
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Plano CREDITO_INTEGRAL']);
  });

  it('calls onStepEnter for each step, before its set', async () => {
    const entered: Array<[string, string]> = [];
    const chat = chatOver(
      { a: { set: { 'lead.nome': 'Ana' }, next: 'b' }, b: { say: 'fim' } },
      { onStepEnter: (step, state) => entered.push([step, state.lead.nome]) },
    );
    void chat.start();
    await wait(FAKE_LOAD);
    expect(entered).toEqual([
      ['a', ''],
      ['b', 'Ana'],
    ]);
  });

  it('moves through silent routing steps without a typing pause', async () => {
    const chat = chatOver({ route: { next: 'shown' }, shown: { say: 'Oi' } });
    void chat.start();
    await wait(0);
    expect(chat.currentStep.value).toBe('shown');
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Oi']);
  });

  it('takes the first next branch whose guard holds, or the one without when', async () => {
    const steps: Record<string, Step> = {
      route: { next: [{ when: 'simulateAgain', to: 'search' }, { when: 'never', to: 'nowhere' }, { to: 'income' }] },
      search: { say: 'Buscando planos' },
      income: { say: 'Qual a sua renda?' },
    };
    const guards: Record<string, Guard> = { simulateAgain: (ctx) => ctx.state.flags.isSimulateAgain, never: () => false };
    const first = chatOver(steps, { guards });
    void first.start();
    await wait(FAKE_LOAD);
    expect(transcript(first)).toEqual(['bot: Qual a sua renda?']);
    expect(first.currentStep.value).toBe('income');

    const again = chatOver(steps, { guards });
    again.context.update('flags', { isSimulateAgain: true });
    void again.start();
    await wait(FAKE_LOAD);
    expect(transcript(again)).toEqual(['bot: Buscando planos']);
    expect(again.currentStep.value).toBe('search');
  });

  it('ends a step with nowhere to go without waiting for anything', async () => {
    const chat = chatOver({ bye: { say: 'Até mais!' } });
    const started = chat.start();
    await wait(FAKE_LOAD);
    await started;
    expect(chat.pending.value).toBeNull();
    expect(chat.currentStep.value).toBe('bye');
  });

  it('reports and stays put on an unknown step id', async () => {
    const problems: Problem[] = [];
    const chat = chatOver({ a: { next: 'missing' } }, { onError: (p) => problems.push(p) });
    await chat.start();
    expect(problems).toEqual([{ kind: 'unknown-step', step: 'a', name: 'missing', message: 'unknown step "missing"' }]);
    expect(chat.currentStep.value).toBe('a');
    expect(chat.pending.value).toBeNull();
  });

  it('stops a loop of steps that never wait instead of hanging', async () => {
    const problems: Problem[] = [];
    const chat = chatOver({ a: { next: 'b' }, b: { next: 'a' } }, { onError: (p) => problems.push(p) });
    await chat.start();
    expect(problems).toEqual([{ kind: 'loop', step: 'a', message: '500 steps in a row without waiting; stopped at "a"' }]);
  });
});
