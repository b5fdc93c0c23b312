// Input steps: validation, storage conversion per kind, and server actions with their spinner.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, Validator } from '../../../src/engine/types.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { chatOver, FAKE_LOAD, transcript, wait } from './fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const validators: Record<string, Validator> = {
  required: (raw) => (raw.trim() ? { ok: true } : { ok: false, message: 'Preencha para continuar! 😊' }),
  email: (raw) => (/^\S+@\S+\.\S+$/.test(raw.trim()) ? { ok: true } : { ok: false, message: 'E-mail inválido 🤔' }),
};

describe('input steps', () => {
  const steps = (): Record<string, Step> => ({
    'lead-add-email': {
      say: 'Qual é o seu melhor e-mail?',
      input: { field: 'lead.email', kind: 'email', placeholder: 'seu@email.com', validate: ['required', 'email'] },
      next: 'lead-add-phone',
    },
    'lead-add-phone': { say: 'E o seu celular?', input: { field: 'lead.telefone', kind: 'tel', mask: 'phone' }, next: 'income' },
    income: { say: 'Sua renda mensal?', input: { field: 'lead.rendaMensal', kind: 'money' }, next: 'birth' },
    birth: { say: 'Data de nascimento?', input: { field: 'contract.nascimentoFundacao', kind: 'date' } },
  });

  async function atEmail() {
    const chat = chatOver(steps(), { validators });
    void chat.start();
    await wait(FAKE_LOAD);
    return chat;
  }

  it('waits with the field, kind, mask and placeholder the input bar needs', async () => {
    const chat = await atEmail();
    expect(chat.pending.value).toEqual({
      kind: 'input',
      step: 'lead-add-email',
      field: 'lead.email',
      inputKind: 'email',
      placeholder: 'seu@email.com',
    });
  });

  it('shows the first failing validator message and stays, then accepts the correction', async () => {
    const chat = await atEmail();
    await chat.answer('   ');
    expect(chat.fieldError.value).toBe('Preencha para continuar! 😊');
    await chat.answer('maria@exemplo');
    expect(chat.fieldError.value).toBe('E-mail inválido 🤔');
    expect(chat.currentStep.value).toBe('lead-add-email');
    expect(chat.pending.value?.kind).toBe('input');
    expect(transcript(chat)).toEqual(['bot: Qual é o seu melhor e-mail?']);

    void chat.answer(' maria@exemplo.com.br ');
    expect(chat.fieldError.value).toBeNull();
    expect(chat.state.value.lead.email).toBe('maria@exemplo.com.br');
    await wait(FAKE_LOAD);
    expect(chat.currentStep.value).toBe('lead-add-phone');
    expect(transcript(chat)).toEqual(['bot: Qual é o seu melhor e-mail?', 'user: maria@exemplo.com.br', 'bot: E o seu celular?']);
  });

  it('stores phone digits only, money in centavos and dates as typed, echoing what was typed', async () => {
    const chat = await atEmail();
    void chat.answer('ana@exemplo.com.br');
    await wait(FAKE_LOAD);
    void chat.answer('(11) 98765-4321');
    await wait(FAKE_LOAD);
    void chat.answer('R$ 5.432,10');
    await wait(FAKE_LOAD);
    void chat.answer('17/05/1990');
    expect(chat.state.value.lead.telefone).toBe('11987654321');
    expect(chat.state.value.lead.rendaMensal).toBe(543210);
    expect(chat.state.value.contract.nascimentoFundacao).toBe('17/05/1990');
    expect(transcript(chat).filter((line) => line.startsWith('user'))).toEqual([
      'user: ana@exemplo.com.br',
      'user: (11) 98765-4321',
      'user: R$ 5.432,10',
      'user: 17/05/1990',
    ]);
  });

  it('ignores answers while the bot is typing', async () => {
    const chat = chatOver(steps(), { validators });
    void chat.start();
    await chat.answer('cedo@exemplo.com.br');
    await wait(FAKE_LOAD);
    expect(chat.state.value.lead.email).toBe('');
    expect(transcript(chat)).toEqual(['bot: Qual é o seu melhor e-mail?']);
  });
});

describe('input steps with a server action', () => {
  const steps = (): Record<string, Step> => ({
    'lead-basic-name': {
      say: 'Como você se chama?',
      input: { field: 'lead.nome', kind: 'text', validate: ['required'], action: 'checkWords' },
      on: { ok: 'lead-greetings', error: 'error-general' },
      next: 'fallback',
    },
    'lead-greetings': { say: 'Prazer, {lead.nome}!' },
    'error-general': { say: 'Algo deu errado.' },
    fallback: { say: 'fallback' },
  });

  it('keeps the visitor on the step with the action message, then goes on after the half-fakeLoad wait', async () => {
    const seen: Array<string | number | undefined> = [];
    const checkWords: Action = ({ input }) => {
      seen.push(input);
      return input === 'Palavrão' ? { outcome: 'invalid', message: 'Por favor, insira um nome válido.' } : { outcome: 'ok' };
    };
    const chat = chatOver(steps(), { validators, actions: { checkWords } });
    void chat.start();
    await wait(FAKE_LOAD);

    void chat.answer('Palavrão');
    expect(chat.isSubmitting.value).toBe(true);
    await wait(FAKE_LOAD / 2 - 1);
    expect(chat.isSubmitting.value).toBe(true);
    expect(chat.fieldError.value).toBeNull();
    await wait(1);
    expect(chat.isSubmitting.value).toBe(false);
    expect(chat.fieldError.value).toBe('Por favor, insira um nome válido.');
    expect(chat.state.value.lead.nome).toBe('');
    expect(transcript(chat)).toEqual(['bot: Como você se chama?']);

    void chat.answer('  Maria  ');
    void chat.answer('ignored while submitting');
    await wait(FAKE_LOAD / 2 - 1);
    expect(transcript(chat)).toEqual(['bot: Como você se chama?']);
    await wait(1);
    expect(chat.fieldError.value).toBeNull();
    expect(chat.state.value.lead.nome).toBe('Maria');
    expect(transcript(chat)).toEqual(['bot: Como você se chama?', 'user: Maria']);
    expect(chat.currentStep.value).toBe('lead-greetings');
    await wait(FAKE_LOAD);
    expect(transcript(chat).at(-1)).toBe('bot: Prazer, Maria!');
    expect(seen).toEqual(['Palavrão', 'Maria']);
  });

  it('maps other outcomes through on, else next, storing and echoing the answer', async () => {
    const onError = vi.fn();
    const failing = chatOver(steps(), {
      onError,
      validators,
      actions: {
        checkWords: () => {
          throw new Error('503');
        },
      },
    });
    void failing.start();
    await wait(FAKE_LOAD);
    void failing.answer('Ana');
    await wait(FAKE_LOAD / 2);
    expect(failing.currentStep.value).toBe('error-general');
    expect(transcript(failing)).toEqual(['bot: Como você se chama?', 'user: Ana']);
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'action-failed', name: 'checkWords', cause: new Error('503') }));

    const unmapped = chatOver(steps(), { validators, actions: { checkWords: () => ({ outcome: 'talvez' }) } });
    void unmapped.start();
    await wait(FAKE_LOAD);
    void unmapped.answer('Ana');
    await wait(FAKE_LOAD / 2);
    expect(unmapped.currentStep.value).toBe('fallback');
  });
});
