// The copy deck's conflicts (issue 25 item 9): texts the sheet changed that also changed after it
// was exported. They were not imported — the other cells were, unless none was left — and each
// says what the text is now and what the sheet says, so the person decides in the draft.
import { ApiError } from '../api.ts';
import { Notice } from './Notice.tsx';

export interface DeckConflictRow {
  row: number;
  column: string;
  message: string;
}

/** The conflicts of an import's answer or of its refusal (409 planilha_em_conflito). */
export function deckConflicts(result: { imported?: { conflicts?: DeckConflictRow[] }; error?: unknown } | null): DeckConflictRow[] {
  if (result?.imported) return result.imported.conflicts ?? [];
  const error = result?.error;
  return error instanceof ApiError && Array.isArray(error.extra.deckConflicts) ? (error.extra.deckConflicts as DeckConflictRow[]) : [];
}

export function DeckConflicts({ conflicts, imported }: { conflicts: DeckConflictRow[]; imported: boolean }) {
  if (conflicts.length === 0) return null;
  return (
    <Notice kind={imported ? 'warn' : 'error'}>
      <p>
        {imported ? 'Os outros textos foram importados, mas estes' : 'Nada foi importado: os textos alterados na planilha'} também mudaram depois que a planilha
        foi exportada, e não foram sobrescritos:
      </p>
      <ul aria-label="Textos em conflito">
        {conflicts.map((conflict) => (
          <li key={`${conflict.row}-${conflict.column}`}>{conflict.message}</li>
        ))}
      </ul>
    </Notice>
  );
}
