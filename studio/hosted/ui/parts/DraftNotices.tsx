// The notices at the top of the draft editor, by the draft's state: the changes a reviewer asked
// for, a scheduled publish (a save cancels it), a published draft and whether it is live yet.
import type { Draft } from '../api.ts';
import { LiveNotice } from './LiveNotice.tsx';
import { Notice } from './Notice.tsx';
import { ScheduledNote } from './ScheduleActions.tsx';

export function DraftNotices({ draftId, draft }: { draftId: string; draft: Draft }) {
  return (
    <>
      {draft.comment && draft.state === 'alteracoes_pedidas' && (
        <Notice kind="warn">
          <p>O revisor pediu alterações: {draft.comment}</p>
        </Notice>
      )}
      <ScheduledNote draft={draft} />
      {draft.state === 'publicado' && <Notice kind="info">Este rascunho já foi publicado. Para mudar mais, abra um novo rascunho.</Notice>}
      <LiveNotice draftId={draftId} published={draft.state === 'publicado'} />
    </>
  );
}
