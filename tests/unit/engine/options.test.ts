// Options: guards, echo, set, links and the outcome of option actions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Guard } from '../../../src/engine/types.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { chatOver, FAKE_LOAD, transcript, variant, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const planSteps = (): Record<string, Step> => ({
  'lead-select-plan': {
    say: 'Qual tipo de plano você prefere?',
    options: [
      { label: 'PAGA METADE', when: 'halfPayAvailable', set: { 'consorcio.tipoPlano': 'CREDITO_PAGAMETADE' }, next: 'credit' },
      { label: 'CRÉDITO INTEGRAL', set: { 'consorcio.tipoPlano': 'CREDITO_INTEGRAL' } },
      { label: 'FALAR COM ESPECIALISTAS', link: 'specialists' },
    ],
    layout: 'custom',
    next: 'income',
  },
  credit: { say: 'Quanto de crédito?' },
  income: { say: 'Qual a sua renda? Plano: {consorcio.tipoPlano}' },
});

async function atPlanChoice(halfPay: boolean, openUrl = vi.fn()) {
  const guards: Record<string, Guard> = { halfPayAvailable: () => halfPay };
  const chat = chatOver(planSteps(), { guards, openUrl });
  void chat.start();
  await wait(FAKE_LOAD);
  return chat;
}

describe('options', () => {
  it('lists only the options whose guard holds, keeping their original index and the layout', async () => {
    const hidden = await atPlanChoice(false);
    expect(hidden.pending.value).toEqual({
      kind: 'options',
      step: 'lead-select-plan',
      layout: 'custom',
      options: [
        { index: 1, label: 'CRÉDITO INTEGRAL' },
        { index: 2, label: 'FALAR COM ESPECIALISTAS', link: 'specialists' },
      ],
    });
    const shown = await atPlanChoice(true);
    expect(shown.pending.value?.kind === 'options' && shown.pending.value.options.map((o) => o.index)).toEqual([0, 1, 2]);
  });

  it('takes the time the visitor already watched the answer (an early tap) off the next typing pause, once', async () => {
    const steps = { ...planSteps(), credit: { say: 'Quanto de crédito?', next: 'income' } };
    const chat = chatOver(steps, { guards: { halfPayAvailable: () => true } });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.choose(0, FAKE_LOAD - 200);
    await wait(199);
    expect(transcript(chat)).not.toContain('bot: Quanto de crédito?');
    await wait(1);
    expect(transcript(chat)).toContain('bot: Quanto de crédito?');
    // The pause after it is whole again.
    await wait(FAKE_LOAD - 1);
    expect(transcript(chat).at(-1)).toBe('bot: Quanto de crédito?');
    await wait(1);
    expect(transcript(chat).at(-1)).toBe('bot: Qual a sua renda? Plano: CREDITO_PAGAMETADE');
  });

  it('never pauses less than nothing when the visitor waited longer than the pause', async () => {
    const chat = await atPlanChoice(true);
    void chat.choose(0, FAKE_LOAD * 3);
    await wait(0);
    expect(transcript(chat)).toContain('bot: Quanto de crédito?');
  });

  it('echoes the label, applies set and goes to the option next', async () => {
    const chat = await atPlanChoice(true);
    void chat.choose(0);
    expect(chat.pending.value).toBeNull();
    expect(chat.state.value.consorcio.tipoPlano).toBe('CREDITO_PAGAMETADE');
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Qual tipo de plano você prefere?', 'user: PAGA METADE', 'bot: Quanto de crédito?']);
  });

  it('falls back to the step next when the option has none', async () => {
    const chat = await atPlanChoice(true);
    void chat.choose(1);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('income');
    expect(transcript(chat).at(-1)).toBe('bot: Qual a sua renda? Plano: CREDITO_INTEGRAL');
  });

  it('ignores the index of a hidden option', async () => {
    const chat = await atPlanChoice(false);
    await chat.choose(0);
    expect(chat.state.value.consorcio.tipoPlano).toBe('');
    expect(chat.pending.value?.kind).toBe('options');
  });

  it('opens the specialists link and stays, without echo, options still there', async () => {
    const openUrl = vi.fn();
    const chat = await atPlanChoice(true, openUrl);
    const before = chat.pending.value;
    await chat.choose(2);
    expect(openUrl).toHaveBeenCalledWith(variant.linkWhatsApp);
    expect(chat.pending.value).toBe(before);
    expect(transcript(chat)).toEqual(['bot: Qual tipo de plano você prefere?']);
  });

  it('does not echo an option with echo: false', async () => {
    const chat = chatOver({ ask: { say: 'Pronto?', options: [{ label: 'OK', echo: false, next: 'done' }] }, done: { say: 'Feito' } });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.choose(0);
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Pronto?', 'bot: Feito']);
  });

  it('ignores a second click while the next step is typing', async () => {
    const chat = await atPlanChoice(true);
    void chat.choose(1);
    void chat.choose(0);
    await wait(FAKE_LOAD);
    expect(transcript(chat).filter((line) => line.startsWith('user'))).toEqual(['user: CRÉDITO INTEGRAL']);
    expect(chat.state.value.consorcio.tipoPlano).toBe('CREDITO_INTEGRAL');
  });
});

describe('option actions', () => {
  const steps = (): Record<string, Step> => ({
    start: {
      say: 'Simular agora?',
      options: [{ label: 'SIMULAR AGORA', action: 'healthCheck', on: { ok: 'category' }, next: 'fallback' }],
      next: 'step-next',
    },
    category: { say: 'Escolha a categoria' },
    fallback: { say: 'Sem rota para este resultado' },
    'step-next': { say: 'próximo do passo' },
    'error-general': { say: 'Erro' },
  });

  async function chooseWith(healthCheck: Action) {
    const chat = chatOver(steps(), { actions: { healthCheck } });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.choose(0);
    return chat;
  }

  it('shows the typing dots while the action runs, then goes to on[outcome]', async () => {
    let finish!: () => void;
    const chat = await chooseWith(() => new Promise((resolve) => (finish = () => resolve({ outcome: 'ok' }))));
    await wait(5000);
    expect(chat.isBotLoading.value).toBe(true);
    expect(chat.currentStep.value).toBe('start');
    finish();
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('category');
    expect(transcript(chat)).toEqual(['bot: Simular agora?', 'user: SIMULAR AGORA', 'bot: Escolha a categoria']);
  });

  it('falls back to the option next for an outcome on does not map', async () => {
    const chat = await chooseWith(() => ({ outcome: 'indisponivel' }));
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('fallback');
  });

  it('treats a throwing action as outcome error, reported, and keeps the conversation alive', async () => {
    const onError = vi.fn();
    const flow = steps();
    flow.start.options![0].on = { ok: 'category', error: 'error-general' };
    const chat = chatOver(flow, {
      onError,
      actions: {
        healthCheck: () => {
          throw new Error('network down');
        },
      },
    });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.choose(0);
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('error-general');
    expect(chat.isBotLoading.value).toBe(false);
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind: 'action-failed', step: 'start', name: 'healthCheck', cause: expect.any(Error) }),
    );
  });
});
