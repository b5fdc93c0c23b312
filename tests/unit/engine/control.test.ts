// Component steps (with and without a completion action), starting mid-way, and the plug-in context (update, reset).
import { initialState } from '../../../src/engine/initialState.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../src/contracts/content.ts';
import type { ActionContext } from '../../../src/engine/types.ts';
import { chatOver, FAKE_LOAD, transcript, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const steps = (): Record<string, Step> => ({
  'lead-select-category': { say: 'O que você quer conquistar?', component: 'CategoryCarousel', on: { outro: 'other' }, next: 'lead-basic-name' },
  'lead-basic-name': { say: 'Como você se chama?', input: { field: 'lead.nome' } },
  other: { say: 'Outro caminho' },
  'alterar-pagamento': { say: 'Escolha outra forma de pagamento' },
});

async function atCarousel() {
  const chat = chatOver(steps());
  void chat.start();
  await wait(FAKE_LOAD);
  return chat;
}

describe('component steps', () => {
  it('waits for the component, echoes what it reports and goes to next for ok', async () => {
    const chat = await atCarousel();
    expect(chat.pending.value).toEqual({ kind: 'component', step: 'lead-select-category', name: 'CategoryCarousel' });
    void chat.complete('ok', { echo: 'Automóveis' });
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('lead-basic-name');
    expect(transcript(chat)).toEqual(['bot: O que você quer conquistar?', 'bot: [CategoryCarousel]', 'user: Automóveis', 'bot: Como você se chama?']);
  });

  it('maps a named outcome through on, and ignores complete when no component waits', async () => {
    const chat = await atCarousel();
    void chat.complete('outro');
    void chat.complete('ok');
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('other');
    expect(transcript(chat)).toEqual(['bot: O que você quer conquistar?', 'bot: [CategoryCarousel]', 'bot: Outro caminho']);
  });
});

describe('a component completing with a payload', () => {
  const choosing = (): Record<string, Step> => ({
    pick: { say: 'Escolha', component: 'Picker', action: 'choose', on: { ok: 'done', unknown: 'again' } },
    done: { say: 'Escolhido: {lead.nome}' },
    again: { say: 'Não encontrei' },
  });

  it("runs the step's action on the input (not on entering the step) and routes by its outcome", async () => {
    const choose = vi.fn((ctx: ActionContext) => {
      if (ctx.input !== 7) return { outcome: 'unknown' };
      ctx.update('lead', { nome: 'Carro' });
      return { outcome: 'ok' };
    });
    const chat = chatOver(choosing(), { actions: { choose } });
    void chat.start();
    await wait(FAKE_LOAD);
    expect(choose).not.toHaveBeenCalled();
    void chat.complete('ok', { echo: 'Automóveis', input: 7 });
    await wait(FAKE_LOAD);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(transcript(chat)).toEqual(['bot: Escolha', 'bot: [Picker]', 'user: Automóveis', 'bot: Escolhido: Carro']);
  });

  it("an action's outcome wins over the one the component reported", async () => {
    const chat = chatOver(choosing(), { actions: { choose: () => ({ outcome: 'unknown' }) } });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.complete('ok', { input: 99 });
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('again');
  });

  it('a completion without input routes its own outcome and leaves the action alone', async () => {
    const choose = vi.fn(() => ({ outcome: 'ok' }));
    const chat = chatOver(choosing(), { actions: { choose } });
    void chat.start();
    await wait(FAKE_LOAD);
    void chat.complete('unknown');
    await wait(FAKE_LOAD);
    expect(choose).not.toHaveBeenCalled();
    expect(chat.currentStep.value).toBe('again');
  });
});

describe('starting mid-way', () => {
  it('start(step) begins there, superseding a step that is still typing', async () => {
    const chat = await atCarousel();
    void chat.complete('ok');
    await wait(FAKE_LOAD / 2);
    void chat.start('alterar-pagamento');
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('alterar-pagamento');
    expect(chat.isBotLoading.value).toBe(false);
    expect(transcript(chat).slice(2)).toEqual(['bot: Escolha outra forma de pagamento']);
  });
});

describe('plug-in context', () => {
  it('update merges into one slice; reset keeps only the listed paths', () => {
    const chat = chatOver(steps());
    chat.context.update('lead', { nome: 'Ana', valorCredito: 5000000 });
    chat.context.update('consorcio', { tipoPlano: 'CREDITO_PAGAMETADE', tipoBem: 'CARRO' });
    expect(chat.state.value.lead).toMatchObject({ nome: 'Ana', valorCredito: 5000000, email: '' });

    chat.context.reset(['consorcio.tipoPlano']);
    expect(chat.state.value.consorcio).toEqual({ ...initialState().consorcio, tipoPlano: 'CREDITO_PAGAMETADE' });
    expect(chat.state.value.lead.nome).toBe('');
    expect(chat.state.value.lead.valorCredito).toBe(0);
  });

  it("today() is the conversation clock's day in Brazil (23:00 in São Paulo is still that day)", () => {
    const chat = chatOver(steps(), { now: () => Date.parse('2025-06-03T02:00:00Z') });
    expect(chat.context.today()).toEqual({ year: 2025, month: 6, day: 2 });
  });

  it('lets an action read its own writes', async () => {
    const chat = chatOver(
      { save: { action: 'saveLead', on: { ok: 'done' } }, done: { say: 'Lead {lead.leadId}' } },
      {
        actions: {
          saveLead: (ctx) => {
            ctx.update('lead', { leadId: 'L-1' });
            return { outcome: ctx.state.lead.leadId === 'L-1' ? 'ok' : 'error' };
          },
        },
      },
    );
    void chat.start();
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Lead L-1']);
  });

  it('starts from a given initial state', async () => {
    const base = chatOver(steps()).state.value;
    const chat = chatOver({ hi: { say: 'Oi de novo, {lead.nome}' } }, { initialState: { ...base, lead: { ...base.lead, nome: 'Bia' } } });
    void chat.start();
    await wait(FAKE_LOAD);
    expect(transcript(chat)).toEqual(['bot: Oi de novo, Bia']);
  });
});
