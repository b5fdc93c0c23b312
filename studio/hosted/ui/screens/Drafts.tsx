// "Meus rascunhos": every draft with its state, who opened it and when; a new one starts from the
// published version.
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api, atLeast, type Draft } from '../api.ts';
import { Layout } from '../Layout.tsx';
import { AppButton } from '../parts/controls.tsx';
import { ConflictBadge, useConflictMarks } from '../parts/ConflictBadge.tsx';
import { CopyDeck } from '../parts/CopyDeck.tsx';
import { ErrorNotice } from '../parts/Notice.tsx';
import { LiveList } from '../parts/LiveNotice.tsx';
import { StateBadge } from '../parts/StateBadge.tsx';
import { useMe } from '../session.tsx';
import { when } from '../words.ts';

export function Drafts() {
  const me = useMe();
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<{ drafts: Draft[] }>('GET', '/api/rascunhos')
      .then((answer) => setDrafts(answer.drafts))
      .catch(setError);
  }, []);
  const create = async () => {
    try {
      const answer = await api<{ draft: Draft }>('POST', '/api/rascunhos');
      navigate(`/rascunhos/${answer.draft.id}`);
    } catch (failure) {
      setError(failure);
    }
  };
  const conflicted = useConflictMarks();
  const mine = (drafts ?? []).filter((d) => d.author.email === me.email);
  const others = (drafts ?? []).filter((d) => d.author.email !== me.email);
  return (
    <Layout title="Meus rascunhos">
      <div className="row">
        <h1>Meus rascunhos</h1>
        {atLeast(me, 'editor') && (
          <AppButton onPress={create} className="push-right">
            Novo rascunho
          </AppButton>
        )}
      </div>
      <p className="muted">Um rascunho guarda suas alterações até alguém revisar e publicar. Os visitantes só veem o que foi publicado.</p>
      <ErrorNotice error={error} />
      <LiveList />
      {drafts === null && !error && <p aria-busy="true">Carregando…</p>}
      <DraftList title="Abertos por você" drafts={mine} conflicted={conflicted} empty="Você ainda não abriu nenhum rascunho." />
      <DraftList title="De outras pessoas" drafts={others} conflicted={conflicted} empty="Nenhum rascunho de outras pessoas." />
      <CopyDeck canImport={atLeast(me, 'editor')} onImported={(answer) => navigate(`/rascunhos/${answer.draft.id}`)} />
    </Layout>
  );
}

function DraftList({ title, drafts, empty, conflicted }: { title: string; drafts: Draft[]; empty: string; conflicted: ReadonlySet<string> }) {
  // An id without spaces: aria-labelledby takes a space-separated list of ids, so "lista-Abertos por
  // você" named no element and the section had no accessible name.
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {drafts.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="list">
          {drafts.map((draft) => (
            <li key={draft.id}>
              <StateBadge draft={draft} />
              <ConflictBadge show={conflicted.has(draft.id)} />
              <Link to={`/rascunhos/${draft.id}`}>Rascunho de {draft.author.name || draft.author.email}</Link>
              <span className="muted">
                aberto em {when(draft.createdAt)}, mudado em {when(draft.updatedAt)}
              </span>
              {draft.state !== 'rascunho' && <Link to={`/rascunhos/${draft.id}/revisao`}>Ver revisão</Link>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
