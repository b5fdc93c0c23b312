// The labels of an etapa's buttons (its options), each saved like a text (PUT …/rotulo): the
// page's version, the gate, and the conversation tests that click the old label, renamed when asked.
import { useState } from 'react';
import { AppButton, Field } from './controls.tsx';
import { Notice } from './Notice.tsx';
import { SaveProblems } from './SaveProblems.tsx';
import type { StepOption } from './stepDetailsTypes.ts';
import { UndoButton } from './UndoButton.tsx';
import { useContentSave } from './useContentSave.ts';

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
  const saving = useContentSave('PUT', `/api/rascunhos/${draftId}/rotulo`);
  const saved = saving.lastSave;
  return (
    <div className="stack">
      <Field label={`Botão ${option.index + 1}`} value={label} onChange={setLabel} isReadOnly={!editable} />
      <SaveProblems save={saving} onReload={onSaved} />
      {saved && <Notice kind="ok">Rótulo salvo no rascunho.</Notice>}
      {editable && label !== option.label && (
        <AppButton
          variant="secondary"
          onPress={() => saving.save({ step, index: option.index, label, baseHead: head }, onSaved)}
          isDisabled={saving.busy || label.trim() === ''}
        >
          Salvar o rótulo
        </AppButton>
      )}
      <UndoButton draftId={draftId} save={saved} what="o rótulo" onUndone={onSaved} />
    </div>
  );
}
