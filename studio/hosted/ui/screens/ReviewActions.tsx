// What a person may do with a draft under review, by its state and their role: approve the version
// they read, ask for changes with a comment, publish an approved draft. The server checks each
// (author, role, approved version); a refusal is shown as it says it.
import { useState } from 'react';
import { api, atLeast, type Draft } from '../api.ts';
import { AppButton, Field } from '../parts/controls.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { ScheduleActions } from '../parts/ScheduleActions.tsx';
import { useMe } from '../session.tsx';
import { versionName, when } from '../words.ts';

export function ReviewActions({ draft, head, onChanged }: { draft: Draft; head: string; onChanged: () => void }) {
  const me = useMe();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (path: string, body: unknown, said: string) => {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const answer = await api<{ draft?: Draft }>('POST', `/api/rascunhos/${draft.id}/${path}`, body);
      // An approval the rules still want more of leaves the draft Em revisão: say so.
      const waiting = path === 'aprovar' && answer.draft?.state === 'em_revisao';
      setDone(waiting ? 'Sua aprovação foi registrada. Ainda faltam aprovações: veja “Aprovações necessárias”.' : said);
      onChanged();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="o-que-fazer">
      <h2 id="o-que-fazer">Decisão</h2>
      {draft.state === 'publicado' && draft.publishedCommit && (
        <Notice kind="ok">
          <p>
            Publicado em {when(draft.updatedAt)}: os visitantes já veem estas mudanças. Versão publicada: <strong>{versionName(draft.publishedCommit)}</strong>.
          </p>
        </Notice>
      )}
      {draft.state === 'rascunho' && <p>Este rascunho ainda não foi enviado para revisão.</p>}
      {draft.state === 'em_revisao' && atLeast(me, 'revisor') && (
        <>
          <p>Você viu todas as mudanças acima? Aprovar vale para esta versão: qualquer alteração depois precisa de nova aprovação.</p>
          <AppButton onPress={() => act('aprovar', { head }, 'Rascunho aprovado. Um publicador já pode publicá-lo.')}>Aprovar</AppButton>
        </>
      )}
      {(draft.state === 'em_revisao' || draft.state === 'aprovado' || draft.state === 'agendado') && atLeast(me, 'revisor') && (
        <div className="stack">
          <Field label="Comentário para quem escreveu" multiline value={comment} onChange={setComment} hint="Diga o que precisa mudar." />
          <AppButton
            variant="secondary"
            isDisabled={comment.trim() === ''}
            onPress={() => act('pedir-alteracoes', { comment: comment.trim() }, 'Pedido de alterações enviado.')}
          >
            Pedir alterações
          </AppButton>
        </div>
      )}
      {draft.state === 'aprovado' && atLeast(me, 'publicador') && (
        <>
          <p>Aprovado por {draft.approval?.by}. Publicar leva estas mudanças aos visitantes agora.</p>
          <AppButton onPress={() => act('publicar', { expectedPublishedHead: draft.publishedHead }, 'Publicado.')}>Publicar</AppButton>
        </>
      )}
      {(draft.state === 'aprovado' || draft.state === 'agendado') && (
        <ScheduleActions draft={draft} head={head} canPublish={atLeast(me, 'publicador')} onChanged={onChanged} />
      )}
      {busy && <Notice kind="info">Um momento: o estúdio confere o rascunho com a versão publicada…</Notice>}
      {done && <Notice kind="ok">{done}</Notice>}
      <ErrorNotice error={error} />
    </section>
  );
}
