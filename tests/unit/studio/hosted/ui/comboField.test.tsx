// @vitest-environment jsdom
// The etapa box of the draft editor (ComboField): what the editor typed stays when the page draws
// again with the etapas read anew (a draft reload after a save, a presence or a file event), the
// list holds the etapas with the typed words, and the box shows the chosen etapa's name again when
// the editor leaves it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboField } from '../../../../../studio/hosted/ui/parts/controls.tsx';

afterEach(() => cleanup());
// jsdom has no CSS.escape; React Aria's list uses it for the keys (plain words here).
globalThis.CSS ??= { escape: (text: string) => text } as typeof CSS;

const read = (greeting: string) => [
  { id: 'copy-message-1', label: `Boas-vindas · etapa 1: “${greeting}”` },
  { id: 'lead-add-email', label: 'Cadastro · etapa 4: “Qual é o seu melhor e-mail?”' },
];

const field = (greeting: string) => <ComboField label="Etapa da conversa" choices={read(greeting)} selected="copy-message-1" onSelect={() => undefined} />;

const box = () => screen.getByRole('combobox', { name: 'Etapa da conversa' }) as HTMLInputElement;

describe('the etapa box', () => {
  it('keeps the typed words when the page draws again with the chosen etapa’s words changed', () => {
    const { rerender } = render(field('Que bom ter você aqui'));
    expect(box().value).toBe('Boas-vindas · etapa 1: “Que bom ter você aqui”');
    // Typed right after choosing (the box has the caret, React Aria no longer counts it focused).
    fireEvent.change(box(), { target: { value: 'Qual é' } });
    rerender(field('Olá de novo'));
    expect(box().value).toBe('Qual é');
  });

  it('lists the etapas with the typed words, and shows the chosen etapa’s current name again when the editor leaves the box', () => {
    const { rerender } = render(field('Que bom ter você aqui'));
    act(() => box().focus());
    fireEvent.change(box(), { target: { value: 'qual e' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cadastro · etapa 4: “Qual é o seu melhor e-mail?”']);
    rerender(field('Olá de novo'));
    expect(box().value).toBe('qual e');
    act(() => box().blur());
    expect(box().value).toBe('Boas-vindas · etapa 1: “Olá de novo”');
  });
});
