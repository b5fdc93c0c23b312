// "Planilha de textos": every text of the draft (or of the published version) as a spreadsheet to
// download — for marketing and legal to review in Excel or Google Sheets — and the edited sheet
// imported back as one save (into this draft, or into a new one from "Meus rascunhos"). A refused
// sheet lists each problem by its row; nothing of it was saved.
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { ApiError, type Draft } from '../api.ts';
import { AppButton } from './controls.tsx';
import { type DeckConflictRow, DeckConflicts, deckConflicts } from './DeckConflicts.tsx';
import { ErrorNotice, Notice } from './Notice.tsx';

interface Props {
  /** The draft whose texts are downloaded and into which a sheet is imported; none: the published version, imported into a new draft. */
  draft?: { id: string; head: string };
  canImport: boolean;
  onImported: (answer: Imported) => unknown;
}

export interface Imported {
  changed: boolean;
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

/** The sheet sent as a form (multipart), as the endpoint takes it; a refusal as the other calls' ApiError. */
async function importSheet(file: File, draft: Props['draft']): Promise<Imported> {
  const form = new FormData();
  form.set('arquivo', file);
  if (draft) form.set('baseHead', draft.head);
  const response = await fetch(draft ? `/api/rascunhos/${draft.id}/planilha` : '/api/planilha', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return data as unknown as Imported;
  const { error, code, ...extra } = data;
  throw new ApiError(response.status, String(code ?? 'erro'), typeof error === 'string' ? error : 'A planilha não pôde ser enviada. Tente de novo.', extra);
}

const rowProblems = (error: unknown): RowProblem[] =>
  error instanceof ApiError && Array.isArray(error.extra.problems) ? (error.extra.problems as RowProblem[]) : [];

export function CopyDeck({ draft, canImport, onImported }: Props) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ imported?: Imported; error?: unknown } | null>(null);
  const base = draft ? `/api/rascunhos/${draft.id}/planilha` : '/api/planilha';
  const send = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const imported = await importSheet(file, draft);
      setResult({ imported });
      await onImported(imported);
    } catch (error) {
      setResult({ error });
    } finally {
      setBusy(false);
    }
  };
  const problems = rowProblems(result?.error);
  const conflicts = deckConflicts(result);
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
          <FileTrigger acceptedFileTypes={['.xlsx', '.csv']} onSelect={(files) => void send(files)}>
            <AppButton isDisabled={busy}>{busy ? 'Importando…' : 'Importar planilha'}</AppButton>
          </FileTrigger>
        )}
      </div>
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
    </section>
  );
}
