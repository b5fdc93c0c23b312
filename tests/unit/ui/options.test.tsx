// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Pending } from '../../../src/engine/types.ts';
import { renderChat } from './render.tsx';

const planType: Pending = {
  kind: 'options',
  step: 'lead-select-plan',
  layout: 'default',
  // Index 1 is hidden by a guard: the buttons must report the runtime's index, not their position.
  options: [
    { index: 0, label: 'PAGA METADE' },
    { index: 2, label: 'CRÉDITO INTEGRAL' },
  ],
};

describe('option buttons', () => {
  it('chooses the option’s own index when clicked', () => {
    const { conversation } = renderChat({ pending: planType });
    fireEvent.click(screen.getByRole('button', { name: 'CRÉDITO INTEGRAL' }));
    expect(conversation.calls.choose).toEqual([2]);
  });

  it('ignores a second click before the runtime moves on', () => {
    const { conversation } = renderChat({ pending: planType });
    fireEvent.click(screen.getByRole('button', { name: 'PAGA METADE' }));
    fireEvent.click(screen.getByRole('button', { name: 'CRÉDITO INTEGRAL' }));
    expect(conversation.calls.choose).toEqual([0]);
  });

  it('keeps the buttons usable after the specialists link, which leaves the visitor on the step', () => {
    const { conversation } = renderChat({
      pending: {
        kind: 'options',
        step: 'error-general',
        layout: 'default',
        options: [
          { index: 0, label: 'TENTAR NOVAMENTE' },
          { index: 1, label: 'FALAR COM OS ESPECIALISTAS', link: 'specialists' },
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /FALAR COM OS ESPECIALISTAS/ }));
    fireEvent.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(conversation.calls.choose).toEqual([1, 0]);
  });

  it('focuses the first option when a set of options appears', () => {
    const { conversation } = renderChat();
    act(() => {
      conversation.$pending.value = planType;
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'PAGA METADE' }));
  });

  it('lays out custom options as a compact group and default ones stacked', () => {
    const { conversation, container } = renderChat({ pending: planType });
    expect(container.querySelector('.options--default')).toBeTruthy();
    act(() => {
      conversation.$pending.value = {
        kind: 'options',
        step: 'pesquisa-humanos-pontuacao',
        layout: 'custom',
        options: [1, 2, 3, 4, 5].map((n, i) => ({ index: i, label: String(n) })),
      };
    });
    expect(container.querySelector('.options--custom')?.querySelectorAll('button')).toHaveLength(5);
  });

  it('shows no buttons while the bot waits for typed text', () => {
    renderChat({ pending: { kind: 'input', step: 'lead-basic-name', field: 'lead.nome', inputKind: 'text' } });
    expect(screen.queryByRole('group', { name: 'Opções de resposta' })).toBeNull();
  });
});
