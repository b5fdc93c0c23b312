// "Histórico" beside a text (issue 25 item 3): each change of this one text on the published
// version — when (Brasília time), who (the studio's name for them), in which publish, before and
// after — with "Restaurar este texto" (a new draft with the text as it was before that change)
// and, for publishers, "Reverter publicação" (a new draft undoing the whole publish, reviewed like
// any other). The list loads when the panel is opened.
import { useState } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { api, atLeast, type Draft, type Step } from '../api.ts';
import { isLocal, useMode } from '../mode.tsx';
import { useMe } from '../session.tsx';
import { fileInWords } from '../words.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { AppButton } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';

export interface TextChangeEntry {
  commit: string;
  date: string;
  kind: 'publicacao' | 'desenvolvedor';
  author: { name: string; email: string };
  draftId: string | null;
  approvedBy: string[];
  publishedBy: string | null;
  before: unknown;
  after: unknown;
}

const BRASILIA = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
/** A date as the editors read it: Brasília time, whatever the browser's zone. */
export const inBrasilia = (iso: string) => `${BRASILIA.format(new Date(iso))} (horário de Brasília)`;

/** A value as text: a text, its bubbles one after the other, or "(sem texto)". */
export function valueInWords(value: unknown): string {
  if (value === null || value === undefined) return '(sem texto)';
  if (Array.isArray(value)) return value.map(valueInWords).join(' / ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function who(change: TextChangeEntry): string {
  if (change.kind === 'desenvolvedor') return `${change.author.name}, numa mudança feita por um desenvolvedor`;
  const approved = change.approvedBy.length > 0 ? `, aprovado por ${change.approvedBy.join(' e ')}` : '';
  return `${change.author.name}${approved}${change.publishedBy ? `, publicado por ${change.publishedBy}` : ''}`;
}

export function TextHistory({ path, keyPath }: { path: string; keyPath: string }) {
  const [changes, setChanges] = useState<TextChangeEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [reverting, setReverting] = useState<TextChangeEntry | null>(null);
  const [kept, setKept] = useState<Opened | null>(null);
  const load = (open: boolean) => {
    if (!open || changes) return;
    api<{ changes: TextChangeEntry[] }>('GET', `/api/historico?arquivo=${encodeURIComponent(path)}&chave=${encodeURIComponent(keyPath)}`)
      .then((answer) => setChanges(answer.changes))
      .catch(setError);
  };
  const open = async (request: Promise<Opened>) => {
    setError(null);
    try {
      const answer = await request;
      // A revert that left parts changed again since: said before going to the draft.
      if (answer.skipped?.length) setKept(answer);
      else openDraft(answer.draft.id);
    } catch (failure) {
      setError(failure);
    }
  };
  const restore = (change: TextChangeEntry) => void open(api('POST', '/api/historico/restaurar', { arquivo: path, chave: keyPath, versao: change.commit }));
  const revert = (change: TextChangeEntry) => {
    setReverting(null);
    void open(api('POST', `/api/publicacoes/${change.commit}/reverter`));
  };
  return (
    <Disclosure className="card" onExpandedChange={load}>
      <Heading level={2} className="details-heading">
        <Button slot="trigger" className="details-trigger">
          Histórico deste texto
        </Button>
      </Heading>
      <DisclosurePanel>
        <p className="muted">Cada vez que este texto mudou na versão publicada, do mais recente ao mais antigo.</p>
        <ErrorNotice error={error} />
        {kept && <KeptNotice opened={kept} />}
        {!changes && !error && <p aria-busy="true">Carregando o histórico…</p>}
        {changes?.length === 0 && <p>Este texto ainda não mudou na versão publicada.</p>}
        <ol className="list" aria-label="Mudanças deste texto">
          {(changes ?? []).map((change) => (
            <ChangeItem key={change.commit} change={change} onRestore={restore} onRevert={setReverting} />
          ))}
        </ol>
        <ConfirmDialog
          title={reverting ? 'Reverter esta publicação?' : null}
          confirmLabel="Abrir rascunho que reverte"
          onConfirm={() => reverting && revert(reverting)}
          onCancel={() => setReverting(null)}
        >
          <Notice kind="warn">
            <p>
              Um novo rascunho vai desfazer tudo o que esta publicação mudou (exceto o que já mudou de novo depois). Ele passa pela revisão como qualquer
              rascunho: nada muda para os visitantes sem aprovação.
            </p>
          </Notice>
        </ConfirmDialog>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** A fresh page for the new draft: the editor of this one keeps its own state (texts, the boxes) otherwise. */
const openDraft = (draftId: string) => window.location.assign(`/rascunhos/${draftId}`);

interface Opened {
  draft: Draft;
  skipped?: { path: string; key: string | null }[];
}

function KeptNotice({ opened }: { opened: Opened }) {
  return (
    <Notice kind="warn">
      <p>O rascunho que reverte a publicação foi aberto. Estas partes mudaram de novo depois dela e ficaram como estão agora:</p>
      <ul>
        {(opened.skipped ?? []).map((one) => (
          <li key={`${one.path}-${one.key}`}>{fileInWords(one.path)}</li>
        ))}
      </ul>
      <a href={`/rascunhos/${opened.draft.id}`}>Abrir o rascunho que reverte</a>
    </Notice>
  );
}

function ChangeItem({
  change,
  onRestore,
  onRevert,
}: {
  change: TextChangeEntry;
  onRestore: (c: TextChangeEntry) => void;
  onRevert: (c: TextChangeEntry) => void;
}) {
  const me = useMe();
  // Local mode opens no new draft: restoring or reverting is done in the folder, with git.
  const local = isLocal(useMode());
  return (
    <li className="stack">
      <p>
        <strong>{inBrasilia(change.date)}</strong> — {who(change)}
      </p>
      <p>
        Antes: “{valueInWords(change.before)}”
        <br />
        Depois: “{valueInWords(change.after)}”
      </p>
      <div className="row">
        {!local && atLeast(me, 'editor') && change.before !== null && (
          <AppButton variant="secondary" onPress={() => onRestore(change)}>
            Restaurar este texto
          </AppButton>
        )}
        {!local && atLeast(me, 'publicador') && change.kind === 'publicacao' && (
          <AppButton variant="danger" onPress={() => onRevert(change)}>
            Reverter publicação
          </AppButton>
        )}
      </div>
    </li>
  );
}

/** The history of the text an etapa shows a partner's visitors: the partner's own text, else the conversation's. */
export function StepHistory({ partner, step }: { partner: string; step: Step }) {
  const own = step.override !== null;
  return <TextHistory path={own ? `variants/${partner}.yaml` : step.flowFile} keyPath={own ? `texts.${step.id}` : `steps.${step.id}.say`} />;
}
