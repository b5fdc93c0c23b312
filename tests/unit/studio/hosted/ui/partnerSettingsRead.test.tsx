// @vitest-environment jsdom
// A partner's settings are read again at every new version of the draft; on a busy server an older
// read can answer after a newer one. The page keeps the newest read's answer, so a save's result
// (e.g. "Voltar ao padrão") is not replaced by the settings as they were before it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePartnerSettings } from '../../../../../studio/hosted/ui/partnerApi.ts';

const pending: Array<(answer: unknown) => void> = [];
vi.mock('../../../../../studio/hosted/ui/api.ts', () => ({
  ApiError: class extends Error {},
  api: () => new Promise((resolve) => pending.push(resolve)),
}));

afterEach(() => {
  cleanup();
  pending.length = 0;
});

function Shown({ head }: { head: string }) {
  const { settings } = usePartnerSettings('rascunho-1', 'rota99', head);
  return <p>{settings ? String((settings as unknown as { versao: string }).versao) : 'lendo'}</p>;
}

describe('the partner settings a page shows', () => {
  it('are the newest read’s, even when an older read answers last', async () => {
    const { rerender } = render(<Shown head="antes" />);
    rerender(<Shown head="depois" />);
    expect(pending).toHaveLength(2);
    await act(async () => pending[1]({ versao: 'depois' }));
    await act(async () => pending[0]({ versao: 'antes' }));
    expect(screen.getByText('depois')).toBeTruthy();
  });
});
