// "Desfazer" after a save (a text, an import, a test updated with its text): the server puts back
// what that save changed as a new save (server/undoRoutes.ts), only while the draft is still at
// the save's version — a later save, here or elsewhere, refuses it with what changed.
import { useState } from 'react';
import { api } from '../api.ts';
import { AppButton } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';

/** A save the page made: the draft's version before it and after it. */
export interface LastSave {
  before: string;
  after: string;
}

interface Props {
  draftId: string;
  save: LastSave | null;
  /** What the undo button says it undoes ("a gravação do texto", "a importação"). */
  what?: string;
  onUndone: (head: string) => unknown;
}

/** Calls the undo route; the new head on success. */
async function undoSave(draftId: string, save: LastSave): Promise<string> {
  const answer = await api<{ head: string }>('POST', `/api/rascunhos/${encodeURIComponent(draftId)}/desfazer`, {
    baseHead: save.after,
    before: save.before,
  });
  return answer.head;
}

export function UndoButton({ draftId, save, what = 'a última gravação', onUndone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<LastSave | null>(null);
  if (!save) return null;
  const undo = async () => {
    setBusy(true);
    setError(null);
    try {
      const head = await undoSave(draftId, save);
      setDone(save);
      await onUndone(head);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      {save !== done && (
        <AppButton variant="secondary" onPress={undo} isDisabled={busy} aria-label={`Desfazer ${what}`}>
          Desfazer
        </AppButton>
      )}
      {save === done && <Notice kind="ok">Desfeito: o rascunho voltou a ser como era antes dessa gravação.</Notice>}
      <ErrorNotice error={error} />
    </div>
  );
}
