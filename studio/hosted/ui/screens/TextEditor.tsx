// The texts of one etapa for one partner: one box per chat bubble, "só para este parceiro" (the
// partner file's own text) or for every partner (the conversation's), saved from the version the
// page loaded (../parts/useContentSave.ts). A 409 says what changed and keeps what was typed; a
// 422 shows the problems under the field.
import { useEffect, useState } from 'react';
import type { Step } from '../api.ts';
import { BackToDefault } from '../parts/BackToDefault.tsx';
import { AppButton, CheckField, Field } from '../parts/controls.tsx';
import { Notice } from '../parts/Notice.tsx';
import { SaveProblems } from '../parts/SaveProblems.tsx';
import { UndoButton } from '../parts/UndoButton.tsx';
import { useContentSave } from '../parts/useContentSave.ts';
import { isLocal, useMode } from '../mode.tsx';
import type { Typing } from '../useFolderFollow.ts';

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
  const [saved, setSaved] = useState(false);
  const [beforeSave, setBeforeSave] = useState({ values: base, onlyPartner });
  const saving = useContentSave('PUT', `/api/rascunhos/${draftId}/texto`);
  // Local mode: the draft is the folder.
  const local = isLocal(useMode());
  useEffect(() => {
    if (!typing) return;
    typing.current = { values, dirty: values.some((v, i) => v !== base[i]), saving: saving.busy };
    return () => {
      typing.current = null;
    };
  }, [typing, values, base, saving.busy]);
  const save = () => {
    setSaved(false);
    const body = { step: step.id, texts: values, baseHead: head, ...(onlyPartner ? { partner } : {}) };
    return saving.save(body, () => {
      setSaved(true);
      setBeforeSave({ values: base, onlyPartner: step.override !== null });
      setBase(values);
      return onSaved();
    });
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
      <SaveProblems save={saving} onReload={onReload} />
      <CheckField selected={onlyPartner} onChange={setOnlyPartner} isDisabled={readOnly}>
        Só para este parceiro
      </CheckField>
      <p className="hint muted">
        {onlyPartner
          ? `Só os visitantes do parceiro ${partner} leem este texto.`
          : 'Este texto muda para todos os parceiros que não têm um texto próprio nesta etapa.'}
      </p>
      {saved && <Notice kind="ok">{local ? 'Salvo no arquivo.' : 'Salvo no rascunho.'}</Notice>}
      {!readOnly && (
        <AppButton onPress={save} isDisabled={saving.busy}>
          Salvar
        </AppButton>
      )}
      {!readOnly && step.override !== null && <BackToDefault draftId={draftId} partner={partner} step={step.id} head={head} onDone={onReload} />}
      <UndoButton draftId={draftId} save={saving.lastSave} what="o texto salvo" onUndone={undone} />
    </section>
  );
}
