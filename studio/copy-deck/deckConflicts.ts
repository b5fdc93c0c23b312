// A copy deck coming back after the published content moved (issue 25 item 9): each cell is
// compared three ways — the text when the deck was exported, the text published now, the text in
// the sheet. A cell the reviewer did not touch takes the published text (an import must never put
// back what someone published since the export); a cell only the reviewer changed is theirs; a cell
// both changed differently is a conflict, shown with both versions, and left out of the import
// until someone decides. Pure: the caller reads the files at the export's commit and now.
import { collectCopy, type CopyDeck } from './collectCopy.ts';
import { columnLetter, type Sheet } from './deckSheet.ts';

export interface DeckConflict {
  /** 1-based, as the spreadsheet shows it (row 1 is the header). */
  row: number;
  column: string;
  id: string;
  /** 'default' or the partner's name. */
  variant: string;
  exported: string;
  published: string;
  sheet: string;
}

export interface RebasedDeck {
  /** The sheet to import: untouched cells carry the published text, conflicting cells too (nothing of theirs is applied). */
  sheet: Sheet;
  conflicts: DeckConflict[];
  /** Cells the published version changed since the export, which the sheet left alone: kept as published. */
  keptPublished: number;
}

function cellText(deck: CopyDeck, id: string, variant: string): string | undefined {
  const row = deck.rows.find((one) => one.id === id);
  if (!row) return undefined;
  return variant === 'default' ? row.default : (row.overrides[variant] ?? '');
}

/** The sheet rebased on the published content, and the cells both sides changed differently. */
export function rebaseDeck(exportedFiles: Readonly<Record<string, string>>, publishedFiles: Readonly<Record<string, string>>, sheet: Sheet): RebasedDeck {
  const exported = collectCopy(exportedFiles);
  const published = collectCopy(publishedFiles);
  const idColumn = sheet.header.indexOf('id');
  const columns = sheet.header.flatMap((name, index) => (name === 'default' || published.variants.includes(name) ? [{ index, variant: name }] : []));
  const conflicts: DeckConflict[] = [];
  let keptPublished = 0;
  const rows = sheet.rows.map((cells, r) => {
    const id = (cells[idColumn] ?? '').trim();
    const out = [...cells];
    for (const { index, variant } of columns) {
      const was = cellText(exported, id, variant);
      const now = cellText(published, id, variant);
      if (was === undefined || now === undefined || was === now) continue;
      const mine = (cells[index] ?? '').replace(/\r\n?/g, '\n');
      if (mine === was) keptPublished += 1;
      else if (mine !== now)
        conflicts.push({ row: r + 2, column: `${columnLetter(index + 1)} (${variant})`, id, variant, exported: was, published: now, sheet: mine });
      out[index] = now;
    }
    return out;
  });
  return { sheet: { header: sheet.header, rows }, conflicts, keptPublished };
}
