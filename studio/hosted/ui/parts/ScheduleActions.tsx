// Scheduled publishing on the review page (issue 25 item 7): a publisher picks a date and hour in
// Brasília time for an approved draft; an Agendado draft can be cancelled (back to Aprovado); a
// run that could not publish shows its reason here. The server checks the role and the version.
import { useState } from 'react';
import { api, type Draft } from '../api.ts';
import { AppButton } from './controls.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';

interface Props {
  draft: Draft;
  head: string;
  /** Only a publisher may schedule or cancel (the server refuses anyone else). */
  canPublish: boolean;
  onChanged: () => void;
}

export function ScheduleActions({ draft, head, canPublish, onChanged }: Props) {
  const [when, setWhen] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const send = async (method: 'POST' | 'DELETE', body?: unknown) => {
    setError(null);
    setBusy(true);
    try {
      await api(method, `/api/rascunhos/${draft.id}/agendamento`, body);
      onChanged();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const schedule = draft.schedule;
  return (
    <div className="stack">
      {schedule?.failure && (
        <Notice kind="error">
          <p>
            A publicação agendada para {schedule.label} não foi feita: nada mudou para os visitantes. Motivo: {schedule.failure.reason}
          </p>
        </Notice>
      )}
      {draft.state === 'agendado' && schedule && (
        <Notice kind="info">
          <p>
            Agendado para {schedule.label}, por {schedule.by}. Nessa hora o estúdio confere o rascunho de novo com a versão publicada e publica; se não puder,
            avisa por e-mail. Qualquer alteração salva no rascunho cancela o agendamento.
          </p>
        </Notice>
      )}
      {canPublish && draft.state === 'agendado' && (
        <AppButton variant="secondary" isDisabled={busy} onPress={() => send('DELETE')}>
          Cancelar agendamento
        </AppButton>
      )}
      {canPublish && draft.state === 'aprovado' && (
        <div className="stack">
          <DateTimeField label="Publicar em (horário de Brasília)" hint="Dia, mês, ano, hora e minuto." onChange={setWhen} />
          <AppButton variant="secondary" isDisabled={busy || when === null} onPress={() => send('POST', { quando: when, head })}>
            Agendar publicação
          </AppButton>
        </div>
      )}
      <ErrorNotice error={error} />
    </div>
  );
}

/** On the draft editor: a save cancels the schedule (and the approval), so say so before one. */
export function ScheduledNote({ draft }: { draft: Draft }) {
  if (draft.state !== 'agendado') return null;
  return <Notice kind="info">Publicação agendada para {draft.schedule?.label}. Salvar uma alteração cancela o agendamento e a aprovação.</Notice>;
}
