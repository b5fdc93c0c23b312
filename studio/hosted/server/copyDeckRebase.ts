// A copy deck imported after the content moved (issue 25 item 9): the sheet names the commit it
// was exported from (its stamp row, ../../copy-deck/deckStamp.ts); when that is not the version the
// import lands on, each cell is compared three ways (rebaseDeck): a cell the sheet left alone keeps
// what changed since, a cell only the sheet changed is imported, and a cell both changed
// differently is a conflict — left out of the import and told in words, never overwritten.
import { type DeckConflict, rebaseDeck } from '../../copy-deck/deckConflicts.ts';
import type { Sheet } from '../../copy-deck/deckSheet.ts';
import { readStamp } from '../../copy-deck/deckStamp.ts';
import { HttpError } from './routeTable.ts';
import type { Services } from './services.ts';

export interface DeckConflictView extends DeckConflict {
  /** The conflict as the importer reads it. */
  message: string;
}

export interface RebasedUpload {
  sheet: Sheet;
  /** The commit the sheet was exported from (null: a sheet without a stamp, imported as it is). */
  exportedFrom: string | null;
  conflicts: DeckConflictView[];
}

const partnerWords = (variant: string) => (variant === 'default' ? 'o texto de todos os parceiros' : `o texto do parceiro ${variant}`);

export function conflictMessage(conflict: DeckConflict): string {
  const where = `Linha ${conflict.row}, coluna ${conflict.column.split(' ')[0]} (${partnerWords(conflict.variant)})`;
  return `${where}: este texto mudou depois que a planilha foi exportada — agora diz “${conflict.published}”; a planilha diz “${conflict.sheet}”. Ele não foi importado: decida no rascunho qual fica.`;
}

/** The sheet to import over `files` (the content at `head`), rebased when it was exported from another commit. */
export async function rebaseUpload(s: Services, sheet: Sheet, files: Record<string, string>, head: string): Promise<RebasedUpload> {
  const commit = readStamp(sheet);
  if (commit === null || commit === head) return { sheet, exportedFrom: commit, conflicts: [] };
  const exported = await s.gate.read(commit).catch(() => {
    throw new HttpError(
      422,
      'planilha_versao_desconhecida',
      'A planilha diz que saiu de uma versão que este estúdio não conhece. Baixe a planilha de novo e refaça as alterações nela. Nada foi salvo.',
    );
  });
  const rebased = rebaseDeck(exported, files, sheet);
  const conflicts = rebased.conflicts.map((conflict) => ({ ...conflict, message: conflictMessage(conflict) }));
  return { sheet: rebased.sheet, exportedFrom: commit, conflicts };
}

/** Nothing but conflicts to import: a refusal that lists them (nothing is saved, no draft is made). */
export function refuseOnlyConflicts(cellCount: number, conflicts: DeckConflictView[]): void {
  if (cellCount > 0 || conflicts.length === 0) return;
  const what =
    conflicts.length === 1
      ? 'O único texto alterado na planilha também mudou depois da exportação'
      : `Os ${conflicts.length} textos alterados na planilha também mudaram depois da exportação`;
  throw new HttpError(409, 'planilha_em_conflito', `${what}: nada foi importado. ${conflicts.map((c) => c.message).join(' ')}`, {
    deckConflicts: conflicts,
  });
}
