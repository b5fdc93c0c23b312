// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Pending } from '../../../src/engine/types.ts';
import { renderChat } from './render.tsx';

vi.mock('../../../src/masks/index.ts', () => ({
  masks: { phone: () => ({ mask: '(00) 00000-0000' }) },
}));

const askName: Pending = { kind: 'input', step: 'lead-basic-name', field: 'lead.nome', inputKind: 'text', placeholder: 'Digite seu nome' };

function type(text: string) {
  const input = screen.getByRole('textbox') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('input bar', () => {
  it('answers with the typed text on Enter', () => {
    const { conversation } = renderChat({ pending: askName });
    const input = type('Maria Silva');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(conversation.calls.answer).toEqual(['Maria Silva']);
  });

  it('answers with the send button too', () => {
    const { conversation } = renderChat({ pending: askName });
    type('Maria');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(conversation.calls.answer).toEqual(['Maria']);
  });

  it('shows the ENTER hint and the placeholder while waiting for text', () => {
    renderChat({ pending: askName });
    expect(screen.getByText('Aperte ENTER para enviar:')).toBeTruthy();
    expect(screen.getByPlaceholderText('Digite seu nome')).toBeTruthy();
  });

  it('shows a validation error as an alert in place of the hint and keeps the text', async () => {
    const { conversation } = renderChat({
      pending: askName,
      onAnswer: (_raw, fake) => {
        fake.$fieldError.value = 'Por favor, insira um nome válido.';
      },
    });
    const input = type('M4ria');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Por favor, insira um nome válido.'));
    expect(screen.queryByText('Aperte ENTER para enviar:')).toBeNull();
    expect(input.value).toBe('M4ria');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(conversation.calls.answer).toEqual(['M4ria']);
  });

  it('empties the field once the answer is accepted', async () => {
    renderChat({
      pending: askName,
      onAnswer: (raw, fake) => {
        fake.$pending.value = null;
        fake.say('user', raw);
      },
    });
    const input = type('Maria');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('answers the next question at once, even before the previous answer has settled', async () => {
    const askPhone: Pending = { kind: 'input', step: 'lead-add-phone', field: 'lead.telefone', inputKind: 'tel' };
    let settle = () => {};
    const { conversation } = renderChat({
      pending: askName,
      onAnswer: (raw, fake) => {
        // The phone's answer is still being checked (an action) when the name's answer settles.
        if (raw !== 'Maria') return new Promise<void>(() => {});
        // The engine asks the next question before the answer's promise settles in the page.
        fake.say('user', raw);
        fake.$pending.value = askPhone;
        return new Promise<void>((resolve) => {
          settle = resolve;
        });
      },
    });
    fireEvent.keyDown(type('Maria'), { key: 'Enter' });
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLInputElement).type).toBe('tel'));
    fireEvent.keyDown(type('11987654321'), { key: 'Enter' });
    expect(conversation.calls.answer).toEqual(['Maria', '11987654321']);
    // The late settling of the first answer leaves the second answer's text, still on its way, alone.
    await act(async () => settle());
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('11987654321');
  });

  it('sends one answer for two Enters while the first is still on its way', () => {
    const { conversation } = renderChat({ pending: askName, onAnswer: () => new Promise<void>(() => {}) });
    const input = type('Maria');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(conversation.calls.answer).toEqual(['Maria']);
  });

  it('shows a spinner on the send button while the answer is being checked', () => {
    const { conversation } = renderChat({ pending: askName });
    act(() => {
      conversation.$isSubmitting.value = true;
    });
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(send.querySelector('[data-testid="loading-dots"]')).toBeTruthy();
  });

  it('does not answer while the bot is not waiting for text', () => {
    const { conversation } = renderChat();
    const input = type('oi');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(conversation.calls.answer).toEqual([]);
  });

  it('disables the field while the bot waits for a button', () => {
    renderChat({ pending: { kind: 'options', step: 'copy-message-2', layout: 'default', options: [{ index: 0, label: 'SIMULAR AGORA' }] } });
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('focuses the field when the bot asks for text', () => {
    const { conversation } = renderChat();
    act(() => {
      conversation.$pending.value = askName;
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it.each([
    ['email', 'email', 'email'],
    ['tel', 'tel', 'tel'],
    ['money', 'text', 'numeric'],
    ['digits', 'text', 'numeric'],
    ['date', 'text', 'numeric'],
    ['text', 'text', 'text'],
  ])('gives %s inputs the %s type and %s keyboard', (inputKind, type, inputMode) => {
    renderChat({ pending: { ...askName, inputKind } });
    const input = document.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe(type);
    expect(input.inputMode).toBe(inputMode);
  });

  it('applies the step’s mask while typing and answers with the masked text', async () => {
    const { conversation } = renderChat({
      pending: { kind: 'input', step: 'lead-add-phone', field: 'lead.telefone', inputKind: 'tel', mask: 'phone' },
    });
    const input = screen.getByRole('textbox') as HTMLInputElement;
    // imask loads on demand; it formats the value already in the field once attached.
    input.value = '11987654321';
    await waitFor(() => expect(input.value).toBe('(11) 98765-4321'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(conversation.calls.answer).toEqual(['(11) 98765-4321']);
  });
});
