// The conversations beside one text (in the editor and in the review): each thread with its
// comments, a reply, resolve or reopen; and a new conversation on this text. Every role may comment.
import { useState } from 'react';
import { api } from '../api.ts';
import { type Anchor, type Mentionable, sameAnchor, type Thread } from '../conversations.ts';
import { when } from '../words.ts';
import { AppButton } from './controls.tsx';
import { MentionField } from './MentionField.tsx';
import { ErrorNotice } from './Notice.tsx';

interface Props {
  draftId: string;
  anchor: Anchor;
  threads: Thread[];
  people: Mentionable[];
  onChanged: () => void;
  /** Says which text, for the heading and the labels. */
  about: string;
}

export function Conversations({ draftId, anchor, threads, people, onChanged, about }: Props) {
  const here = threads.filter((thread) => sameAnchor(thread.anchor, anchor));
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setError(null);
    try {
      await api('POST', `/api/rascunhos/${draftId}/conversas`, { anchor, body: text });
      setText('');
      onChanged();
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <section className="conversations stack" aria-label={`Conversas sobre ${about}`}>
      <h3 className="conversations-title">Conversas sobre este texto ({here.filter((thread) => !thread.resolved).length} abertas)</h3>
      {here.map((thread) => (
        <ThreadView key={thread.id} draftId={draftId} thread={thread} people={people} onChanged={onChanged} />
      ))}
      <MentionField label="Novo comentário" value={text} onChange={setText} people={people} />
      <AppButton variant="secondary" isDisabled={!text.trim()} onPress={start}>
        Comentar
      </AppButton>
      <ErrorNotice error={error} />
    </section>
  );
}

function ThreadView({ draftId, thread, people, onChanged }: { draftId: string; thread: Thread; people: Mentionable[]; onChanged: () => void }) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<unknown>(null);
  const act = async (path: string, body?: unknown) => {
    setError(null);
    try {
      await api('POST', `/api/rascunhos/${draftId}/conversas/${thread.id}/${path}`, body);
      setReply('');
      onChanged();
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <article
      className={`thread ${thread.resolved ? 'resolved' : ''}`}
      id={`conversa-${thread.id}`}
      aria-label={`Conversa de ${thread.comments[0]?.author.name}`}
    >
      <ol className="list comments">
        {thread.comments.map((comment) => (
          <li key={comment.id}>
            <strong>{comment.author.name}</strong> <span className="muted">{when(comment.createdAt)}</span>
            <p className="comment-body">{comment.body}</p>
          </li>
        ))}
      </ol>
      {thread.resolved ? (
        <div className="row">
          <span className="badge publicado">Resolvida por {thread.resolvedBy}</span>
          <AppButton variant="secondary" onPress={() => act('reabrir')}>
            Reabrir
          </AppButton>
        </div>
      ) : (
        <div className="stack">
          <MentionField label="Responder" value={reply} onChange={setReply} people={people} />
          <div className="row">
            <AppButton variant="secondary" isDisabled={!reply.trim()} onPress={() => act('respostas', { body: reply })}>
              Responder
            </AppButton>
            <AppButton variant="secondary" onPress={() => act('resolver')}>
              Marcar como resolvida
            </AppButton>
          </div>
        </div>
      )}
      <ErrorNotice error={error} />
    </article>
  );
}
