// "Está no ar" (issue 25 item 8): the studio reads the live site now and then and says which
// publishes its visitors already see. On a draft's page, that draft's state on the live site; in
// "Meus rascunhos", a notice for each draft the signed-in person wrote or approved that went live,
// with the link to the published chat (the studio's preview of it) at the partner and etapa it changed.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api.ts';
import { Notice } from './Notice.tsx';
import { inBrasilia } from './TextHistory.tsx';

interface LiveDraft {
  draftId: string;
  commit: string;
  liveAt: string;
  link: string | null;
  forMe: boolean;
}

interface Live {
  configured: boolean;
  message: string | null;
  liveCommit: string | null;
  checkedAt: string | null;
  drafts: LiveDraft[];
}

function useLive(): Live | null {
  const [live, setLive] = useState<Live | null>(null);
  useEffect(() => {
    // Only a hint: a failure to read it leaves the page as it was.
    api<Live>('GET', '/api/no-ar')
      .then(setLive)
      .catch(() => setLive(null));
  }, []);
  return live;
}

// The studio's preview of the published version at the etapa it changed: the live site's chat
// always opens at its greeting (visitors never start mid-conversation).
const ChatLink = ({ link }: { link: string | null }) =>
  link ? (
    <a href={link} target="_blank" rel="noreferrer">
      Ver a conversa publicada nesta etapa
    </a>
  ) : null;

/** On a published draft's page: live since when, not yet, or why the studio cannot tell. */
export function LiveNotice({ draftId, published }: { draftId: string; published: boolean }) {
  const live = useLive();
  if (!live || !published) return null;
  const mine = live.drafts.find((draft) => draft.draftId === draftId);
  if (mine) {
    return (
      <Notice kind="ok">
        <p>
          Está no ar: os visitantes veem esta mudança desde {inBrasilia(mine.liveAt)}. <ChatLink link={mine.link} />
        </p>
      </Notice>
    );
  }
  const checked = live.checkedAt ? ` Última verificação: ${inBrasilia(live.checkedAt)}.` : '';
  return (
    <Notice kind="info">
      <p>
        {live.configured
          ? `Publicado, mas ainda não está no ar.${checked}`
          : 'Site ao vivo não configurado: o estúdio não sabe dizer quando isto estará no ar.'}
      </p>
      {live.configured && live.message && <p>{live.message}</p>}
    </Notice>
  );
}

/** In "Meus rascunhos": the person's own drafts (written or approved) that are live now. */
export function LiveList() {
  const live = useLive();
  const mine = (live?.drafts ?? []).filter((draft) => draft.forMe);
  if (mine.length === 0) return null;
  return (
    <Notice kind="ok">
      <p>Está no ar:</p>
      <ul>
        {mine.map((draft) => (
          <li key={draft.draftId}>
            <Link to={`/rascunhos/${draft.draftId}`}>Seu rascunho</Link> está no ar desde {inBrasilia(draft.liveAt)}. <ChatLink link={draft.link} />
          </li>
        ))}
      </ul>
    </Notice>
  );
}
