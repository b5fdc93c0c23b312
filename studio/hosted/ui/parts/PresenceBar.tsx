// Who else is on this step now, and, when someone else is editing it, the three choices: read
// only, take over (they are told at once and their editor turns read-only) or leave the step.
// Nothing here is a hard lock: a save from a stale version is refused by the server anyway.
import '../collab.css';
import { useState } from 'react';
import type { PresenceChoice, StepPresence, OnStep } from '../usePresence.ts';
import { AppButton } from './controls.tsx';
import { Notice } from './Notice.tsx';

interface Props {
  state: StepPresence | null;
  others: OnStep[];
  onChoose: (choice: PresenceChoice) => void;
}

/** Your own other tab is "você, em outra aba", never a colleague with your name. */
const onStepWords = (p: OnStep) =>
  p.outraAba
    ? `Você, em outra aba, está ${p.modo === 'editando' ? 'editando' : 'lendo'} esta etapa.`
    : `${p.nome} está ${p.modo === 'editando' ? 'editando' : 'lendo'} esta etapa agora.`;

export function PresenceBar({ state, others, onChoose }: Props) {
  // The person said "somente leitura": the question is not asked again for this editor.
  const [reading, setReading] = useState<string | null>(null);
  if (!state) return null;
  const holder = state.editor;
  const asked = state.modo === 'lendo' && holder !== null && state.aviso === null && reading !== holder.email;
  return (
    <section className="stack" aria-label="Quem mais está nesta etapa">
      {others.length > 0 && <p className="presence muted">{others.map(onStepWords).join(' ')}</p>}
      {state.aviso && (
        <Notice kind="warn">
          <p>{state.aviso}</p>
        </Notice>
      )}
      {asked && (
        <Notice kind="warn">
          <p>
            {holder.voce
              ? 'Você está editando esta etapa em outra aba. O que quer fazer nesta?'
              : `${holder.nome} está editando esta etapa agora. O que você quer fazer?`}
          </p>
          <div className="row">
            <AppButton
              variant="secondary"
              onPress={() => {
                setReading(holder.email);
                onChoose('somente-leitura');
              }}
            >
              Somente leitura
            </AppButton>
            <AppButton onPress={() => onChoose('assumir')}>Assumir</AppButton>
            <AppButton variant="secondary" onPress={() => onChoose('sair')}>
              Sair
            </AppButton>
          </div>
        </Notice>
      )}
      {state.modo === 'lendo' && (state.aviso !== null || reading === holder?.email) && (
        <AppButton variant="secondary" onPress={() => onChoose('assumir')}>
          Assumir a edição
        </AppButton>
      )}
      {state.modo === 'lendo' && holder === null && state.aviso === null && <AppButton onPress={() => onChoose('assumir')}>Editar esta etapa</AppButton>}
    </section>
  );
}
