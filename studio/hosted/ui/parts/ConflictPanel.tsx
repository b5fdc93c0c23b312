// The draft's conflicts with the published version, in the editor's words (issue 25 item 2): "Ana
// mudou este texto na versão publicada para X; seu rascunho diz Y", then keep mine, keep the
// published or edit. A choice is a save from the version the page showed (a stale one is refused
// with what changed); with several conflicts the save happens once every one is decided, since the
// draft takes the published version in one merge.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api.ts';
import { AppButton, Field } from './controls.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';

type Value = string | string[] | number | boolean | null;

interface Side {
  value: Value;
  texts: string[] | null;
  by?: { name: string; email: string } | null;
}

interface Conflict {
  file: string;
  fileLabel: string;
  key: (string | number)[];
  keyLabel: string;
  published: Side;
  draft: Side;
  decidable: boolean;
  structure: string | null;
}

interface Conflicts {
  head: string;
  publishedHead: string;
  conflicts: Conflict[];
}

const plain = (texts: string[]) =>
  texts
    .map((text) => text.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
    .join(' / ')
    .trim();

/** "Ana mudou este texto na versão publicada para “X”; seu rascunho diz “Y”." */
export function conflictSentence(conflict: Conflict): string {
  const who = conflict.published.by?.name || 'Alguém';
  const published = conflict.published.texts ? `para “${plain(conflict.published.texts)}”` : 'removendo-o';
  const draft = conflict.draft.texts ? `diz “${plain(conflict.draft.texts)}”` : 'não tem este texto';
  return `${who} mudou este texto na versão publicada ${published}; seu rascunho ${draft}.`;
}

export function ConflictPanel({
  draftId,
  head,
  editable,
  onResolved,
}: {
  draftId: string;
  head?: string;
  editable: boolean;
  onResolved: () => Promise<unknown>;
}) {
  const [data, setData] = useState<Conflicts | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [choices, setChoices] = useState<Record<number, Value>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api<Conflicts>('GET', `/api/rascunhos/${draftId}/conflitos`)
      .then((answer) => {
        setData(answer);
        setChoices({});
      })
      .catch(setError);
  }, [draftId]);
  // Again whenever the draft's version changes (a save, a merge in the background).
  useEffect(load, [load, head]);
  if (!data || (data.conflicts.length === 0 && !saved)) return null;
  const decide = async (index: number, value: Value) => {
    const next = { ...choices, [index]: value };
    setChoices(next);
    setError(null);
    const open = data.conflicts.some((one, i) => one.decidable && !(i in next));
    if (open) return;
    setBusy(true);
    try {
      const resolutions = data.conflicts.flatMap((one, i) => (i in next ? [{ file: one.file, key: one.key, value: next[i] }] : []));
      await api('POST', `/api/rascunhos/${draftId}/conflitos`, { baseHead: data.head, resolutions });
      setSaved(true);
      await onResolved();
      load();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby="conflitos">
      <h2 id="conflitos">Conflito com a versão publicada</h2>
      {data.conflicts.length > 0 && (
        <p>Depois que você abriu este rascunho, outra pessoa publicou uma mudança nos mesmos textos. Nada foi perdido: escolha o que fica.</p>
      )}
      {data.conflicts.map((conflict, i) => (
        <ConflictItem
          key={`${conflict.file}:${conflict.key.join('.')}`}
          conflict={conflict}
          chosen={i in choices}
          editable={editable && !busy}
          onDecide={(value) => decide(i, value)}
        />
      ))}
      {Object.keys(choices).length > 0 && data.conflicts.some((one, i) => one.decidable && !(i in choices)) && (
        <Notice kind="info">Escolha também os outros textos: o rascunho é salvo quando todos estiverem decididos.</Notice>
      )}
      {busy && <Notice kind="info">Salvando sua escolha…</Notice>}
      {saved && data.conflicts.length === 0 && <Notice kind="ok">Conflito resolvido: o rascunho agora parte da versão publicada.</Notice>}
      <ErrorNotice error={error} />
    </section>
  );
}

function ConflictItem({ conflict, chosen, editable, onDecide }: { conflict: Conflict; chosen: boolean; editable: boolean; onDecide: (value: Value) => void }) {
  const [editing, setEditing] = useState<string[] | null>(null);
  const start = conflict.draft.texts ?? conflict.published.texts ?? [''];
  return (
    <article className="stack conflict" aria-label={conflict.keyLabel}>
      <h3>
        {conflict.keyLabel} <span className="muted">({conflict.fileLabel})</span>
      </h3>
      {conflict.structure === null ? (
        <p>{conflictSentence(conflict)}</p>
      ) : (
        <p>Este arquivo mudou de forma nos dois lados ({conflict.structure}). Peça ajuda a quem mantém o sistema.</p>
      )}
      {chosen && <p className="muted">Escolha anotada.</p>}
      {conflict.decidable && editable && (
        <div className="row">
          <AppButton variant="secondary" onPress={() => onDecide(conflict.draft.value)}>
            Manter o meu
          </AppButton>
          <AppButton variant="secondary" onPress={() => onDecide(conflict.published.value)}>
            Manter o publicado
          </AppButton>
          <AppButton variant="secondary" onPress={() => setEditing(start)}>
            Editar
          </AppButton>
        </div>
      )}
      {editing && (
        <div className="stack">
          {editing.map((text, i) => (
            <Field
              key={`${conflict.keyLabel}-${i}`}
              label={editing.length > 1 ? `Novo texto, mensagem ${i + 1}` : 'Novo texto'}
              multiline
              value={text}
              onChange={(value) => setEditing(editing.map((old, j) => (j === i ? value : old)))}
            />
          ))}
          <AppButton onPress={() => onDecide(editing.length === 1 ? editing[0] : editing)}>Salvar este texto</AppButton>
        </div>
      )}
    </article>
  );
}
