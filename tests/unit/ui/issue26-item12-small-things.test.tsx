// @vitest-environment jsdom
// Issue 26 item 12, small things a visitor notices: "Política de Privacidade" is a link (the
// variant's politicaPrivacidadeUrl, default in variants/defaults.yaml); after the goodbye the input
// closes and says so; the auto-focused first option shows its focus ring only after a choice made
// from the keyboard; the 1-to-5 rating is one row (custom layout). The card form's prefill:
// tests/unit/payment/issue26-item12-card-prefill.test.tsx; in a browser: tests/e2e/issue26-item12-*.
import type { Signal } from '@preact/signals-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { Pending } from '../../../src/engine/types.ts';
import { CopyProvider } from '../../../src/ui/copy/CopyContext.tsx';
import { PrivacyNotice } from '../../../src/ui/PrivacyNotice.tsx';
import { copyFromFlows } from '../messagesFromFlows.ts';
import { renderChat } from './render.tsx';

const NOTICE = '*Ao continuar você estará de acordo com nossa Política de Privacidade';
const DEFAULTS = parse(readFileSync('variants/defaults.yaml', 'utf8')) as { politicaPrivacidadeUrl: string };

describe('issue 26 item 12: the privacy notice links to the policy', () => {
  it("reads the spec's sentence, its last words a link to the variant's policy in a new tab", () => {
    const { container } = renderChat({ variant: { politicaPrivacidadeUrl: DEFAULTS.politicaPrivacidadeUrl } });
    expect(container.querySelector('.chat__notice')?.textContent).toBe(NOTICE);
    const link = screen.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' });
    expect(link.textContent).toBe('Política de Privacidade');
    expect(link.getAttribute('href')).toBe('https://mycon.com.br/politica-de-privacidade');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("links a partner's own policy", () => {
    renderChat({ variant: { politicaPrivacidadeUrl: 'https://parceiro.com.br/privacidade' } });
    expect(screen.getByRole('link', { name: /Política de Privacidade/ }).getAttribute('href')).toBe('https://parceiro.com.br/privacidade');
  });

  it('shows the words unlinked without an address, and a partner notice without {politica} as it is', () => {
    const { container, unmount } = renderChat({ variant: { politicaPrivacidadeUrl: undefined } });
    expect(container.querySelector('.chat__notice')?.textContent).toBe(NOTICE);
    expect(screen.queryByRole('link', { name: /Política de Privacidade/ })).toBeNull();
    unmount();
    const copy = copyFromFlows({ privacyNotice: '*Veja a política do parceiro' });
    render(
      <CopyProvider copy={copy}>
        <PrivacyNotice url="https://parceiro.com.br/privacidade" />
      </CopyProvider>,
    );
    expect(screen.getByText('*Veja a política do parceiro')).toBeTruthy();
  });
});

const askName: Pending = { kind: 'input', step: 'lead-basic-name', field: 'lead.nome', inputKind: 'text', placeholder: 'Digite seu nome' };

describe('issue 26 item 12: after the goodbye the input closes', () => {
  it('is disabled and says the conversation has ended; Enter sends nothing', () => {
    const { conversation, container } = renderChat({ pending: askName });
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.disabled).toBe(false);
    act(() => {
      conversation.$pending.value = null;
      (conversation.ended as Signal<boolean>).value = true;
    });
    expect(input.disabled).toBe(true);
    expect(container.querySelector('.input-bar')?.className).toContain('input-bar--ended');
    expect(container.querySelector('.input-bar__hint')?.textContent).toBe('Conversa encerrada. Obrigado pela visita!');
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(conversation.calls.answer).toEqual([]);
  });
});

const planType: Pending = {
  kind: 'options',
  step: 'lead-select-plan',
  layout: 'default',
  options: [
    { index: 0, label: 'PAGA METADE' },
    { index: 1, label: 'CRÉDITO INTEGRAL' },
  ],
};
const holderType: Pending = {
  kind: 'options',
  step: 'proposal-plan-holder',
  layout: 'default',
  options: [
    { index: 0, label: 'PESSOA FÍSICA' },
    { index: 1, label: 'PESSOA JURÍDICA' },
  ],
};

describe('issue 26 item 12: the auto-focused first option', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The options the first button is focused with, as the next set of buttons appears. */
  function focusAfterChoosing(detail: number): FocusOptions | undefined {
    const { conversation } = renderChat({ pending: planType });
    fireEvent.click(screen.getByRole('button', { name: 'PAGA METADE' }), { detail });
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    act(() => {
      conversation.$pending.value = holderType;
    });
    expect(focus.mock.contexts.at(-1)).toBe(screen.getByRole('button', { name: 'PESSOA FÍSICA' }));
    return focus.mock.calls.at(-1)?.[0];
  }

  it('takes the focus quietly after a pointer choice (no :focus-visible ring, which looks like a choice made)', () => {
    expect(focusAfterChoosing(1)).toEqual({ preventScroll: true, focusVisible: false });
  });

  it('shows where the focus went after a choice made from the keyboard', () => {
    expect(focusAfterChoosing(0)).toEqual({ preventScroll: true, focusVisible: true });
  });
});

describe('issue 26 item 12: the 1-to-5 ratings are one row', () => {
  it('both survey scores use the custom layout (side by side)', () => {
    const survey = parse(readFileSync('flows/survey.yaml', 'utf8')) as { steps: Record<string, { layout?: string; options?: unknown[] }> };
    for (const step of ['pesquisa-nota', 'pesquisa-humanos-pontuacao']) {
      expect(survey.steps[step].layout, step).toBe('custom');
      expect(survey.steps[step].options).toHaveLength(5);
    }
  });

  it('renders a custom set as one row group', () => {
    const { container } = renderChat({
      pending: { kind: 'options', step: 'pesquisa-nota', layout: 'custom', options: [1, 2, 3, 4, 5].map((n, i) => ({ index: i, label: String(n) })) },
    });
    expect(container.querySelector('.options--custom')?.querySelectorAll('button')).toHaveLength(5);
  });
});
