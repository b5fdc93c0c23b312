// The texts of one etapa for one partner: one box per chat bubble, "só para este parceiro" (the
// partner file's own text) or for every partner (the conversation's), saved from the version the
// page loaded. A 409 says what changed and keeps what was typed; a 422 shows the problems under
// the field.
import { useEffect, useState } from 'react';
import { api, ApiError, type Step } from '../api.ts';
import { BackToDefault } from '../parts/BackToDefault.tsx';
import { AppButton, CheckField, Field } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { assertingTests, TestsAsserting } from '../parts/TestsAsserting.tsx';
import { type LastSave, UndoButton } from '../parts/UndoButton.tsx';
import { isLocal, useMode } from '../mode.tsx';
import type { Typing } from '../useFolderFollow.ts';
import { fileInWords } from '../words.ts';

interface Props {
  draftId: string;
  partner: string;
  step: Step;
  head: string;
  readOnly: boolean;
  onSaved: () => Promise<unknown>;
  onReload: () => Promise<unknown>;
  /** Where the page reads whether a text is being typed (views that follow the files). */
  typing?: { current: Typing | null };
}

export function TextEditor({ draftId, partner, step, head, readOnly, onSaved, onReload, typing }: Props) {
  const [values, setValues] = useState<string[]>(step.override ?? step.texts);
  // What the boxes held when loaded or last saved: typing is what differs from it.
  const [base, setBase] = useState(values);
  const [onlyPartner, setOnlyPartner] = useState(step.override !== null);
  const [error, setError] = useState<unknown>(null);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  // The last save from this box (Desfazer puts the draft back to before it).
  const [lastSave, setLastSave] = useState<LastSave | null>(null);
  const [beforeSave, setBeforeSave] = useState({ values: base, onlyPartner });
  const [busy, setBusy] = useState(false);
  // Local mode: the draft is the folder, and what changed meanwhile changed on disk.
  const local = isLocal(useMode());
  useEffect(() => {
    if (!typing) return;
    typing.current = { values, dirty: values.some((v, i) => v !== base[i]), saving: busy };
    return () => {
      typing.current = null;
    };
  }, [typing, values, base, busy]);
  const save = async (atualizarTestes = false) => {
    setBusy(true);
    setError(null);
    setConflict(null);
    setSaved(false);
    try {
      const body = { step: step.id, texts: values, baseHead: head, atualizarTestes, ...(onlyPartner ? { partner } : {}) };
      const answer = await api<{ head: string }>('PUT', `/api/rascunhos/${draftId}/texto`, body);
      setSaved(true);
      setLastSave({ before: head, after: answer.head });
      setBeforeSave({ values: base, onlyPartner: step.override !== null });
      setBase(values);
      await onSaved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.code === 'versao_desatualizada') setConflict(failure.changedPaths ?? []);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };
  // The boxes show again what the save replaced, and the page reads the draft's new version.
  const undone = () => {
    setValues(beforeSave.values);
    setBase(beforeSave.values);
    setOnlyPartner(beforeSave.onlyPartner);
    setSaved(false);
    return onSaved();
  };
  const set = (i: number) => (text: string) => setValues((old) => old.map((v, j) => (j === i ? text : v)));
  return (
    <section className="card stack" aria-labelledby="texto">
      <h2 id="texto">O que o visitante lê</h2>
      <p className="muted">{step.label}</p>
      {values.map((value, i) => (
        <Field
          key={`${step.id}-${i}`}
          label={values.length > 1 ? `Mensagem ${i + 1} de ${values.length}` : 'Mensagem'}
          multiline
          value={value}
          onChange={set(i)}
          isReadOnly={readOnly}
        />
      ))}
      {assertingTests(error) ? <TestsAsserting tests={assertingTests(error) ?? []} busy={busy} onUpdate={() => save(true)} /> : <ErrorNotice error={error} />}
      <CheckField selected={onlyPartner} onChange={setOnlyPartner} isDisabled={readOnly}>
        Só para este parceiro
      </CheckField>
      <p className="hint muted">
        {onlyPartner
          ? `Só os visitantes do parceiro ${partner} leem este texto.`
          : 'Este texto muda para todos os parceiros que não têm um texto próprio nesta etapa.'}
      </p>
      {conflict && (
        <Notice kind="error">
          <p>
            {local ? 'Um arquivo desta pasta mudou no disco' : 'Este rascunho foi salvo em outro lugar'} depois que você abriu esta página. Nada foi
            sobrescrito.
          </p>
          {conflict.length > 0 && <p>Mudou desde então: {conflict.map(fileInWords).join('; ')}.</p>}
          <p>Copie seu texto se quiser, carregue a versão atual e refaça a alteração.</p>
          <AppButton variant="secondary" onPress={() => onReload()}>
            Carregar a versão atual
          </AppButton>
        </Notice>
      )}
      {saved && <Notice kind="ok">{local ? 'Salvo no arquivo.' : 'Salvo no rascunho.'}</Notice>}
      {!readOnly && (
        <AppButton onPress={() => save()} isDisabled={busy}>
          Salvar
        </AppButton>
      )}
      {!readOnly && step.override !== null && <BackToDefault draftId={draftId} partner={partner} step={step.id} head={head} onDone={onReload} />}
      <UndoButton draftId={draftId} save={lastSave} what="o texto salvo" onUndone={undone} />
    </section>
  );
}
