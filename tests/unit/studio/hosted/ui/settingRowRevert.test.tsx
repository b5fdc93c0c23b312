// @vitest-environment jsdom
// "Voltar ao padrão" on a partner's own text: the field then shows the default, also when the page
// has read the draft's new version (a live update) before the save's own answer came back.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RowTarget, SettingRowEditor } from '../../../../../studio/hosted/ui/parts/SettingRowEditor.tsx';

afterEach(() => cleanup());

const own: RowTarget = {
  draftId: 'r1',
  partner: 'rota99',
  head: 'h1',
  label: 'Texto da interface «Enviar»',
  caminho: ['ui', 'send'],
  tipo: 'texto',
  valor: 'Mandar pra Rota 99',
  own: true,
  fallback: 'Enviar',
  origin: 'Texto deste parceiro; o padrão é «Enviar».',
};
const reverted: RowTarget = { ...own, head: 'h2', valor: 'Enviar', own: false, origin: 'Vem do padrão, que vale para todos os parceiros.' };

describe('Voltar ao padrão', () => {
  it('leaves the default in the field when the new version was read before the save answered', async () => {
    let answer!: () => void;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ head: 'h2', changed: true, files: [], aprovacaoAdmin: [] }), { status: 200 }));
        }),
    );
    const { rerender } = render(<SettingRowEditor target={own} onSaved={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Voltar ao padrão' })));
    // The page learns of version h2 and reads it before the save's answer arrives.
    rerender(<SettingRowEditor target={reverted} onSaved={() => undefined} />);
    await act(async () => answer());
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Enviar');
    expect(screen.getByText('Voltou ao padrão neste rascunho.')).toBeTruthy();
  });
});
