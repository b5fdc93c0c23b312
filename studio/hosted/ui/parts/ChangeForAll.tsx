// "Mudar para todos os N textos…": one text for every partner at this etapa — the conversation's
// default changes and each partner's own text for it is removed, in one save (the server refuses
// it with the partners' rules it would break, or names the tests asserting the old words).
import { useState } from 'react';
import { AppButton, Field } from './controls.tsx';
import { Notice } from './Notice.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import { UndoButton } from './UndoButton.tsx';
import { useContentSave } from './useContentSave.ts';

interface Props {
  draftId: string;
  step: string;
  head: string;
  /** The default text now, bubble by bubble. */
  texts: string[];
  own: string[];
  onSaved: () => unknown;
}

export function ChangeForAll({ draftId, step, head, texts, own, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(texts);
  const saving = useContentSave('PUT', `/api/rascunhos/${draftId}/texto-para-todos`);
  const saved = saving.lastSave;
  const save = () => saving.save({ step, texts: values, baseHead: head }, onSaved);
  if (!open && !saved) {
    return own.length === 0 ? null : (
      <AppButton variant="secondary" onPress={() => setOpen(true)}>
        Mudar para todos os {own.length + 1} textos…
      </AppButton>
    );
  }
  return (
    <div className="stack" role="group" aria-label="Um texto para todos os parceiros">
      {values.map((value, i) => (
        <Field
          key={`todos-${i}`}
          label={values.length > 1 ? `Mensagem ${i + 1} de ${values.length}, para todos` : 'Mensagem para todos os parceiros'}
          multiline
          value={value}
          onChange={(text) => setValues((old) => old.map((v, j) => (j === i ? text : v)))}
        />
      ))}
      <p className="hint muted">Ao salvar, o texto próprio destes parceiros nesta etapa sai e eles passam a ler este: {own.join(', ')}.</p>
      <SaveProblems save={saving} onReload={onSaved} />
      {saved ? (
        <Notice kind="ok">Salvo: todos os parceiros leem este texto agora.</Notice>
      ) : (
        <AppButton onPress={save} isDisabled={saving.busy || values.some((v) => v.trim() === '')}>
          Salvar para todos
        </AppButton>
      )}
      <UndoButton draftId={draftId} save={saved} what="o texto para todos" onUndone={onSaved} />
    </div>
  );
}
