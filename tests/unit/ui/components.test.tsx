// @vitest-environment jsdom
import { lazy } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatComponentProps } from '../../../src/ui/components/types.ts';
import { renderChat } from './render.tsx';

let finishLoading: () => void = () => {};

vi.mock('../../../src/ui/components/registry.ts', () => {
  function Picker({ conversation, active }: ChatComponentProps) {
    return (
      <button type="button" disabled={!active} onClick={() => void conversation.complete('ok', { echo: 'Automóveis' })}>
        Escolher automóvel
      </button>
    );
  }
  const LazyPicker = lazy(() => new Promise<{ default: typeof Picker }>((resolve) => (finishLoading = () => resolve({ default: Picker }))));
  return { components: { Picker: LazyPicker } };
});

describe('message components', () => {
  it('shows loading dots until a lazy component arrives, then the component wired to the conversation', async () => {
    const { conversation, container } = renderChat({
      messages: [{ sender: 'bot', text: 'Escolha a categoria', component: 'Picker', step: 'lead-select-category' }],
      pending: { kind: 'component', step: 'lead-select-category', name: 'Picker' },
    });
    expect(container.querySelector('.msg__component [data-testid="loading-dots"]')).toBeTruthy();
    await act(async () => finishLoading());
    fireEvent.click(await screen.findByRole('button', { name: 'Escolher automóvel' }));
    expect(conversation.calls.complete).toEqual([{ outcome: 'ok', echo: 'Automóveis' }]);
  });

  it('marks a component inactive once the conversation has moved past its step', async () => {
    const { conversation } = renderChat({
      messages: [{ sender: 'bot', component: 'Picker', step: 'lead-select-category' }],
      pending: { kind: 'component', step: 'lead-select-category', name: 'Picker' },
    });
    await act(async () => finishLoading());
    const button = await screen.findByRole('button', { name: 'Escolher automóvel' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      conversation.$pending.value = null;
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps only the newest copy of a step entered again active (a retry does not open two modals)', async () => {
    renderChat({
      messages: [
        { sender: 'bot', component: 'Picker', step: 'payment-credit-card-select' },
        { sender: 'user', text: 'TENTAR NOVAMENTE' },
        { sender: 'bot', component: 'Picker', step: 'payment-credit-card-select' },
      ],
      pending: { kind: 'component', step: 'payment-credit-card-select', name: 'Picker' },
    });
    await act(async () => finishLoading());
    const buttons = (await screen.findAllByRole('button', { name: 'Escolher automóvel' })) as HTMLButtonElement[];
    expect(buttons.map((b) => b.disabled)).toEqual([true, false]);
  });
});
