// The labels of an etapa's buttons (its options), each saved like a text (PUT …/rotulo): the
// page's version, the gate, and the conversation tests that click the old label, renamed when asked.
import { useState } from 'react';
import { api } from '../api.ts';
import { AppButton, Field } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';
import type { StepOption } from './stepDetailsTypes.ts';
import { assertingTests, TestsAsserting } from './TestsAsserting.tsx';
import { type LastSave, UndoButton } from './UndoButton.tsx';

interface Props {
  draftId: string;
  step: string;
  head: string;
  options: StepOption[];
  editable: boolean;
  onSaved: () => Promise<unknown>;
}

export function OptionLabels({ options, ...props }: Props) {
  if (options.length === 0) return null;
  return (
    <div>
      <h3>Botões desta etapa</h3>
      {options.map((option) => (
        <OptionLabel key={option.index} option={option} {...props} />
      ))}
    </div>
  );
}

function OptionLabel({ draftId, step, head, option, editable, onSaved }: Omit<Props, 'options'> & { option: StepOption }) {
  const [label, setLabel] = useState(option.label);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<LastSave | null>(null);
  const save = async (atualizarTestes: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const body = { step, index: option.index, label, baseHead: head, atualizarTestes };
      const answer = await api<{ head: string }>('PUT', `/api/rascunhos/${draftId}/rotulo`, body);
      setSaved({ before: head, after: answer.head });
      await onSaved();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const tests = assertingTests(error);
  return (
    <div className="stack">
      <Field label={`Botão ${option.index + 1}`} value={label} onChange={setLabel} isReadOnly={!editable} />
      {tests ? <TestsAsserting tests={tests} busy={busy} onUpdate={() => save(true)} /> : <ErrorNotice error={error} />}
      {saved && <Notice kind="ok">Rótulo salvo no rascunho.</Notice>}
      {editable && label !== option.label && (
        <AppButton variant="secondary" onPress={() => save(false)} isDisabled={busy || label.trim() === ''}>
          Salvar o rótulo
        </AppButton>
      )}
      <UndoButton draftId={draftId} save={saved} what="o rótulo" onUndone={onSaved} />
    </div>
  );
}
