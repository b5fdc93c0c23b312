// @vitest-environment jsdom
// A content save refused because someone saved the draft after the page read it (409
// versao_desatualizada) is said the same way by every save of the draft editor
// (parts/useContentSave.ts, parts/SaveProblems.tsx): in words, with what changed, what was typed
// left on the page, and "Carregar a versão atual". Shown here with a button's label, which before
// said only the server's message.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionLabels } from '../../../../../studio/hosted/ui/parts/OptionLabels.tsx';

afterEach(() => cleanup());

const option = { index: 0, label: 'SIMULAR AGORA', when: null, action: null, link: null, to: [] };

describe('a content save from a version someone else has saved over', () => {
  it('says so in words, keeps what was typed and offers the current version', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const refusal = { error: 'O rascunho mudou.', code: 'versao_desatualizada', changedPaths: ['flows/intro.yaml'] };
      return new Response(JSON.stringify(refusal), { status: 409, headers: { 'Content-Type': 'application/json' } });
    });
    const reload = vi.fn(async () => undefined);
    render(<OptionLabels draftId="r1" step="copy-message-2" head="h1" options={[option]} editable onSaved={reload} />);
    const field = screen.getByRole('textbox', { name: 'Botão 1' });
    fireEvent.change(field, { target: { value: 'SIMULAR JÁ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar o rótulo' })));

    expect(sent).toEqual([{ step: 'copy-message-2', index: 0, label: 'SIMULAR JÁ', baseHead: 'h1', atualizarTestes: false }]);
    expect(await screen.findByText(/Este rascunho foi salvo em outro lugar depois que você abriu esta página\. Nada foi sobrescrito\./)).toBeTruthy();
    expect(screen.getByText(/Mudou desde então: a conversa, parte/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('SIMULAR JÁ');
    expect(reload).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Carregar a versão atual' })));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Nada foi sobrescrito/)).toBeNull();
  });
});
