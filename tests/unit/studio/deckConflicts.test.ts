// The copy deck's import after the published content moved (issue 25 item 9): a row the reviewer
// left alone keeps what was published since the export (a plain import would put the old text
// back), a row both changed differently is a conflict with the exported, published and sheet
// versions and is not applied, a row only the reviewer changed is imported.
import { describe, expect, it } from 'vitest';
import { collectCopy } from '../../../studio/copy-deck/collectCopy.ts';
import { rebaseDeck } from '../../../studio/copy-deck/deckConflicts.ts';
import { deckSheet, readCsv, readXlsx, type Sheet, writeCsv, writeXlsx } from '../../../studio/copy-deck/deckSheet.ts';
import { readStamp, stampSheet } from '../../../studio/copy-deck/deckStamp.ts';
import { planImport } from '../../../studio/copy-deck/importDeck.ts';

const flow = (a: string, b: string, c: string) => `steps:\n  a:\n    say: "${a}"\n  b:\n    say: "${b}"\n  c:\n    say: "${c}"\n`;
const EXPORTED = { 'flows/intro.yaml': flow('Olá', 'Bem-vindo', 'Tchau'), 'variants/parceiro.yaml': 'texts:\n  a: "Olá, parceiro"\n' };
const PUBLISHED = { 'flows/intro.yaml': flow('Olá de novo', 'Seja bem-vindo', 'Tchau'), 'variants/parceiro.yaml': 'texts:\n  a: "Oi, parceiro"\n' };

/** The deck as exported, with the reviewer's cells changed: id → column → text. */
function reviewed(changes: Record<string, Record<string, string>>): Sheet {
  const sheet = deckSheet(collectCopy(EXPORTED));
  const rows = sheet.rows.map((cells) => cells.map((cell, i) => changes[cells[0]]?.[sheet.header[i]] ?? cell));
  return { header: sheet.header, rows };
}

describe('copy deck import over a moved published version', () => {
  const sheet = reviewed({ b: { default: 'Bem-vinda' }, c: { default: 'Até logo' }, a: { parceiro: 'Oi, parceiro' } });

  it('keeps what was published since the export where the sheet did not change it, and applies only the reviewer’s own changes', () => {
    // Without the check, the untouched "Olá" would overwrite the published "Olá de novo".
    expect(planImport(PUBLISHED, sheet).changes.map((change) => `${change.id}:${change.after}`)).toContain('a:Olá');
    const rebased = rebaseDeck(EXPORTED, PUBLISHED, sheet);
    expect(rebased.keptPublished).toBe(1);
    const plan = planImport(PUBLISHED, rebased.sheet);
    expect(plan.problems).toEqual([]);
    expect(plan.changes.map((change) => ({ id: change.id, variant: change.variant, before: change.before, after: change.after }))).toEqual([
      { id: 'c', variant: 'default', before: 'Tchau', after: 'Até logo' },
    ]);
  });

  it('shows a row both sides changed differently as a conflict with the three versions', () => {
    expect(rebaseDeck(EXPORTED, PUBLISHED, sheet).conflicts).toEqual([
      { row: 3, column: 'D (default)', id: 'b', variant: 'default', exported: 'Bem-vindo', published: 'Seja bem-vindo', sheet: 'Bem-vinda' },
    ]);
  });
});

describe('the commit a deck was exported from, stamped in the sheet', () => {
  const COMMIT = '0123456789abcdef0123456789abcdef01234567';
  const stamped = stampSheet(deckSheet(collectCopy(EXPORTED)), COMMIT);

  it('survives a round trip through .csv and .xlsx, and is not read as a text', async () => {
    for (const back of [readCsv(writeCsv(stamped)), await readXlsx(await writeXlsx(stamped))]) {
      expect(readStamp(back)).toBe(COMMIT);
      const plan = planImport(EXPORTED, back);
      expect(plan.problems).toEqual([]);
      expect(plan.changes).toEqual([]);
    }
  });

  it('names no commit when the row is missing or does not hold a commit id', () => {
    expect(readStamp(deckSheet(collectCopy(EXPORTED)))).toBeNull();
    const forged = { header: stamped.header, rows: stamped.rows.map((row) => (row[0] === '#versao-exportada' ? [row[0], '--output=/tmp/x'] : row)) };
    expect(readStamp(forged)).toBeNull();
  });
});
