// The commit a copy deck was exported from, written into the sheet itself (issue 25 item 9): one
// last row whose id is STAMP_ID and whose second cell is the commit. A row, not file metadata,
// because it is the only thing that survives both formats and every spreadsheet program (CSV has
// no metadata; Google Sheets drops an .xlsx's custom properties). The import skips the row
// (importDeck.ts), so it is never read as a text, and leaves it in place, so every other row keeps
// the number the spreadsheet shows; a sorted sheet still has it, wherever it moved.
import type { Sheet } from './deckSheet.ts';

export const STAMP_ID = '#versao-exportada';
const STAMP_NOTE = 'Versão do conteúdo de onde esta planilha saiu: não edite nem apague esta linha.';
const COMMIT = /^[0-9a-f]{40}$/;

export function isStampRow(cells: readonly string[], idColumn: number): boolean {
  return (cells[idColumn] ?? '').trim() === STAMP_ID;
}

/** The sheet with the stamp row after its texts. */
export function stampSheet(sheet: Sheet, commit: string): Sheet {
  if (!COMMIT.test(commit)) throw new Error(`not a commit id: ${commit}`);
  const row = sheet.header.map((name, i) => (i === 0 ? STAMP_ID : i === 1 ? commit : name === 'default' ? STAMP_NOTE : ''));
  return { header: sheet.header, rows: [...sheet.rows, row] };
}

/**
 * The commit the sheet's stamp row names: null when there is no stamp (a deck exported before
 * stamps, or one written by hand) or when it is not a commit id (only ever used as a git object
 * name once it is exactly 40 hex digits).
 */
export function readStamp(sheet: Sheet): string | null {
  const idColumn = sheet.header.indexOf('id');
  const stamp = idColumn === -1 ? undefined : sheet.rows.find((cells) => isStampRow(cells, idColumn));
  const commit = (stamp?.[idColumn + 1] ?? '').trim().toLowerCase();
  return COMMIT.test(commit) ? commit : null;
}
