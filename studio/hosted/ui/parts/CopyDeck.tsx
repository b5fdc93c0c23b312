// "Planilha de textos": every text of the draft (or of the published version) as a spreadsheet to
// download — for marketing and legal to review in Excel or Google Sheets — and the edited sheet
// imported back as one save (into this draft, or into a new one from "Meus rascunhos"). Into a
// draft, the texts it would change are listed first, each with a tick (DeckReview.tsx). A refused
// sheet lists each problem by its row; nothing of it was saved.
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { ApiError, type Draft } from '../api.ts';
import { AppButton } from './controls.tsx';
import { type DeckConflictRow, DeckConflicts, deckConflicts } from './DeckConflicts.tsx';
import { type DeckCell, DeckReview } from './DeckReview.tsx';
import { type LastSave, UndoButton } from './UndoButton.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';

interface Props {
  /** The draft whose texts are downloaded and into which a sheet is imported; none: the published version, imported into a new draft. */
  draft?: { id: string; head: string };
  canImport: boolean;
  onImported: (answer: Imported) => unknown;
  /** What the editor calls a text (the etapa's words), from its id; the id itself by default. */
  label?: (id: string) => string;
  /** After "Desfazer" put the draft back to before the import. */
  onUndone?: () => unknown;
}

export interface Imported {
  changed: boolean;
  head: string;
  draft: Draft;
  cells: { row: number; id: string; partner: string | null }[];
  /** Cells that changed since the sheet's export too: left out. */
  conflicts?: DeckConflictRow[];
}

interface RowProblem {
  row: number;
  column: string;
  message: string;
}

/** The sheet sent as a form (multipart), as the endpoints take it; a refusal as the other calls' ApiError. */
async function postSheet<T>(url: string, file: File, draft: Props['draft'], cells?: string[]): Promise<T> {
  const form = new FormData();
  form.set('arquivo', file);
  if (draft) form.set('baseHead', draft.head);
  if (cells) form.set('celulas', cells.join(','));
  const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: form });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return data as unknown as T;
  const { error, code, ...extra } = data;
  throw new ApiError(response.status, String(code ?? 'erro'), typeof error === 'string' ? error : 'A planilha não pôde ser enviada. Tente de novo.', extra);
}

const rowProblems = (error: unknown): RowProblem[] =>
  error instanceof ApiError && Array.isArray(error.extra.problems) ? (error.extra.problems as RowProblem[]) : [];

interface Checked {
  /** When the sheet was checked: a new check starts its ticks again. */
  at: number;
  file: File;
  cells: DeckCell[];
  conflicts: DeckConflictRow[];
}

export function CopyDeck({ draft, canImport, onImported, label = (id) => id, onUndone }: Props) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ imported?: Imported; error?: unknown } | null>(null);
  // Into a draft: the per-cell diff first (…/planilha/conferir), then only the ticked cells.
  const [checked, setChecked] = useState<Checked | null>(null);
  // The last import into the draft, which Desfazer takes back (every file it wrote, in one save).
  const [lastImport, setLastImport] = useState<LastSave | null>(null);
  const base = draft ? `/api/rascunhos/${draft.id}/planilha` : '/api/planilha';
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setResult(null);
    try {
      await task();
    } catch (error) {
      setResult({ error });
    } finally {
      setBusy(false);
    }
  };
  const send = (file: File, cells?: string[]) =>
    run(async () => {
      const imported = await postSheet<Imported>(base, file, draft, cells);
      setChecked(null);
      setResult({ imported });
      setLastImport(draft && imported.changed ? { before: draft.head, after: imported.head } : null);
      await onImported(imported);
    });
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setLastImport(null);
    if (!draft) return void send(file);
    void run(async () => {
      const answer = await postSheet<Omit<Checked, 'file' | 'at'>>(`${base}/conferir`, file, draft);
      if (answer.cells.length > 0) setChecked({ at: Date.now(), file, ...answer });
      else setResult({ imported: { changed: false, cells: [], conflicts: answer.conflicts } as unknown as Imported });
    });
  };
  return (
    <section className="card stack" aria-labelledby="planilha-de-textos">
      <h2 id="planilha-de-textos">Planilha de textos</h2>
      <p className="muted">
        Todos os textos {draft ? 'deste rascunho' : 'publicados'}, um por linha, com uma coluna por parceiro. Edite na planilha e importe de volta: tudo entra
        como um só salvamento{draft ? '' : ' num rascunho novo'}.
      </p>
      <div className="row">
        <a className="button secondary" href={`${base}?formato=xlsx`} download>
          Baixar planilha de textos (.xlsx)
        </a>
        <a className="button secondary" href={`${base}?formato=csv`} download>
          Baixar como .csv
        </a>
        {canImport && (
          <FileTrigger acceptedFileTypes={['.xlsx', '.csv']} onSelect={choose}>
            <AppButton isDisabled={busy}>{busy ? 'Importando…' : 'Importar planilha'}</AppButton>
          </FileTrigger>
        )}
      </div>
      {checked && (
        <>
          <DeckConflicts conflicts={checked.conflicts} imported />
          <DeckReview
            key={checked.at}
            fileName={checked.file.name}
            cells={checked.cells}
            label={label}
            busy={busy}
            onImport={(keys) => send(checked.file, keys)}
            onCancel={() => setChecked(null)}
          />
        </>
      )}
      <DeckResult result={result} />
      {draft && <UndoButton draftId={draft.id} save={lastImport} what="a importação da planilha" onUndone={() => onUndone?.()} />}
    </section>
  );
}

/** What an import answered: how many texts were saved, what was left out, or each refused row. */
function DeckResult({ result }: { result: { imported?: Imported; error?: unknown } | null }) {
  const problems = rowProblems(result?.error);
  const conflicts = deckConflicts(result);
  return (
    <>
      {result?.imported && (
        <Notice kind="ok">
          {result.imported.changed
            ? `${result.imported.cells.length === 1 ? '1 texto salvo' : `${result.imported.cells.length} textos salvos`} no rascunho.`
            : 'Nenhum texto da planilha é diferente do rascunho: nada foi salvo.'}
        </Notice>
      )}
      <DeckConflicts conflicts={conflicts} imported={Boolean(result?.imported)} />
      {result?.error !== undefined && problems.length === 0 && conflicts.length === 0 && <ErrorNotice error={result.error} />}
      {problems.length > 0 && (
        <Notice kind="error">
          <p>A planilha não foi importada e nada foi salvo. Corrija estas linhas e importe de novo:</p>
          <ul aria-label="Linhas com problema">
            {problems.map((problem) => (
              <li key={`${problem.row}-${problem.column}-${problem.message}`}>
                Linha {problem.row}, coluna {problem.column.split(' ')[0]}: {problem.message}
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </>
  );
}
