// "Voltar ao texto padrão": the partner's own text of this etapa removed in one save, so its
// visitors read the default again (what the old studio's "Reset to default" did). The page then
// reads the draft's new version, which shows the default in the boxes. A test asserting the own
// words offers to update it, as a text save does.
import { useState } from 'react';
import { api } from '../api.ts';
import { AppButton } from './controls.tsx';
import { ErrorNotice } from './Notice.tsx';
import { assertingTests, TestsAsserting } from './TestsAsserting.tsx';

interface Props {
  draftId: string;
  partner: string;
  step: string;
  head: string;
  /** Reads the draft again (the boxes then show the default text). */
  onDone: () => Promise<unknown>;
}

export function BackToDefault({ draftId, partner, step, head, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const back = async (atualizarTestes = false) => {
    setBusy(true);
    setError(null);
    try {
      await api('PUT', `/api/rascunhos/${draftId}/texto-padrao`, { step, partner, baseHead: head, atualizarTestes });
      await onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const tests = assertingTests(error);
  return (
    <div className="stack">
      <AppButton variant="secondary" onPress={() => back()} isDisabled={busy}>
        Voltar ao texto padrão
      </AppButton>
      <p className="hint muted">Tira o texto próprio do parceiro {partner} nesta etapa: os visitantes dele passam a ler o texto padrão.</p>
      {tests ? <TestsAsserting tests={tests} busy={busy} onUpdate={() => back(true)} /> : <ErrorNotice error={error} />}
    </div>
  );
}
