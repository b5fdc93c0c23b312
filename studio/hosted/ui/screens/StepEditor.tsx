// One step's editor with presence (issue 25 item 6): who else is on the step, and read-only while
// someone else edits it — chosen ("somente leitura") or because they took it over. "Sair" leaves
// the step: the editor closes, with a way back. Under the text, the etapa in depth (who reads it,
// its buttons, the etapas around it, the code behind it) and its conversations (comments).
import { useState } from 'react';
import { AppButton } from '../parts/controls.tsx';
import { PresenceBar } from '../parts/PresenceBar.tsx';
import { StepDetails } from '../parts/StepDetails.tsx';
import { TextConversations } from '../parts/TextConversations.tsx';
import { type PresenceChoice, usePresence } from '../usePresence.ts';
import { TextEditor } from './TextEditor.tsx';

type Props = Omit<Parameters<typeof TextEditor>[0], 'readOnly'> & {
  editable: boolean;
  /** Opens another etapa (the links to the etapas before and after). */
  onOpenStep?: (id: string) => void;
};

export function StepEditor({ editable, onOpenStep, ...props }: Props) {
  const [left, setLeft] = useState(false);
  const presence = usePresence(props.draftId, editable && !left ? props.step.id : null);
  const choose = (choice: PresenceChoice) => {
    void presence.choose(choice);
    setLeft(choice === 'sair');
  };
  if (left) {
    return (
      <section className="card stack" aria-label="Etapa fechada">
        <p>Você saiu desta etapa: quem a está editando continua sem interrupção.</p>
        <AppButton variant="secondary" onPress={() => setLeft(false)}>
          Voltar a esta etapa
        </AppButton>
      </section>
    );
  }
  return (
    <>
      {editable && <PresenceBar state={presence.state} others={presence.others} onChoose={choose} />}
      <TextEditor {...props} readOnly={!editable || presence.state?.modo === 'lendo'} />
      <StepDetails
        draftId={props.draftId}
        step={props.step.id}
        head={props.head}
        editable={editable && presence.state?.modo !== 'lendo'}
        onOpenStep={onOpenStep ?? (() => undefined)}
        onSaved={props.onSaved}
      />
      <TextConversations draftId={props.draftId} step={props.step} partner={props.step.override ? props.partner : null} />
    </>
  );
}
