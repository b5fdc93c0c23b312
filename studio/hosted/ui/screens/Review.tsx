// The review of a draft: each changed text before and after, as the partner's visitors see it
// (example values filled in and marked), with the words that changed marked and the chat itself
// a button away at that etapa; then what the person may do at this state — approve or ask
// for changes (never on one's own draft: the server refuses and the page says why), publish. Beside
// each text its conversations; above the decision the approvals the published rules ask.
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, type Draft, type Step, type TextChange } from '../api.ts';
import { textAnchor, useConversations } from '../conversations.ts';
import { Layout } from '../Layout.tsx';
import { ApprovalsNeeded } from '../parts/ApprovalsNeeded.tsx';
import { Bubbles } from '../parts/Bubbles.tsx';
import { ChangePreview } from '../parts/ChangePreview.tsx';
import { Conversations } from '../parts/Conversations.tsx';
import { ErrorNotice, Notice } from '../parts/Notice.tsx';
import { StateBadge } from '../parts/StateBadge.tsx';
import { useMe } from '../session.tsx';
import { ReviewActions } from './ReviewActions.tsx';

interface Changes {
  head: string;
  baseHead: string;
  changes: TextChange[];
}

export function Review() {
  const { id = '' } = useParams();
  const me = useMe();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [changes, setChanges] = useState<Changes | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [flowFiles, setFlowFiles] = useState<Map<string, string>>(new Map());
  const [loads, setLoads] = useState(0);
  const conversations = useConversations(id);
  const load = useCallback(() => {
    Promise.all([
      api<{ draft: Draft }>('GET', `/api/rascunhos/${id}`),
      api<Changes>('GET', `/api/rascunhos/${id}/mudancas`),
      api<{ steps: Step[] }>('GET', `/api/rascunhos/${id}/textos`),
    ])
      .then(([one, list, texts]) => {
        setDraft(one.draft);
        setChanges(list);
        setFlowFiles(new Map(texts.steps.map((step) => [step.id, step.flowFile])));
        setLoads((n) => n + 1);
      })
      .catch(setError);
  }, [id]);
  useEffect(load, [load]);
  const own = draft?.author.email === me.email;
  return (
    <Layout title="Revisão do rascunho">
      <p>
        <Link to={`/rascunhos/${id}`}>← Voltar ao rascunho</Link>
      </p>
      <div className="row">
        <h1>Revisão do rascunho</h1>
        {draft && <StateBadge draft={draft} />}
      </div>
      <ErrorNotice error={error} />
      {draft && (
        <p className="muted">
          De {draft.author.name || draft.author.email}. {own && 'Você abriu este rascunho: a aprovação precisa ser de outra pessoa.'}
        </p>
      )}
      {draft?.comment && (
        <Notice kind="warn">
          <p>Alterações pedidas: {draft.comment}</p>
        </Notice>
      )}
      {changes && changes.changes.length === 0 && <p>Este rascunho ainda não muda nenhum texto.</p>}
      {changes?.changes.map((change) => (
        <section className="card" key={`${change.partner}-${change.step}`} aria-label={`${change.partnerTitle}: ${change.label}`}>
          <h2 className="change-title">
            {change.partner ? `Parceiro ${change.partner}` : 'Todos os parceiros'} · {change.label}
          </h2>
          <div className="grid-2">
            <Bubbles label="Antes" side="before" texts={change.beforeShown} other={change.afterShown} colors={change.colors} />
            <Bubbles label="Depois" side="after" texts={change.afterShown} other={change.beforeShown} colors={change.colors} />
          </div>
          <ChangePreview draftId={id} partner={change.partner} step={change.step} head={changes.head} label={`${change.partnerTitle}: ${change.label}`} />
          <Conversations
            draftId={id}
            anchor={textAnchor({ id: change.step, flowFile: flowFiles.get(change.step) ?? '' }, change.partner)}
            threads={conversations.threads}
            people={conversations.people}
            onChanged={conversations.reload}
            about={change.label}
          />
        </section>
      ))}
      {draft && changes && <ApprovalsNeeded draftId={id} head={changes.head} stamp={loads} />}
      {draft && changes && <ReviewActions draft={draft} head={changes.head} onChanged={load} />}
    </Layout>
  );
}
