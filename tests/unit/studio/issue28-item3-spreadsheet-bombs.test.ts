// Issue 28, item 3: a spreadsheet can no longer take the studio down. Each hostile file of
// tests/hostile/spreadsheets (a few KB that exceljs turned into gigabytes, the zip bombs generated
// there) is refused with a sentence in Portuguese before exceljs parses it, by the import code and
// the CLI (exit 1, nothing written; the hosted studio's import route: serverCopyDeck.test.ts); a real
// deck, and one far larger, still imports.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSheet, SHEET_LIMITS, SheetRefusal, writeCsv, type SheetFormat } from '../../../studio/copy-deck/deckSheet.ts';
import { main as exportMain } from '../../../scripts/copy-export.ts';
import { main as importMain } from '../../../scripts/copy-import.ts';
import { HOSTILE_DIR, zipBomb } from '../../hostile/spreadsheets/hostileSheets.ts';
import { copyFixture, PROJECT_ROOT, type Project } from './studioFixture.ts';

const MB = 1024 * 1024;
/** How much the process's peak memory may grow while a hostile file is refused (it took 1 to 4.5 GB). */
const MEMORY_MB = 200;

let project: Project | undefined;
let scratch: string | undefined;
afterEach(async () => {
  project?.remove();
  project = undefined;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
  vi.restoreAllMocks();
});

/** exceljs's parser: the refusals must come before it is ever called. */
function spyOnExcelParser() {
  return vi.spyOn(Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: () => Promise<unknown> }, 'load');
}

/** The refusal a file gets, with how far the process's peak memory grew meanwhile (MB). */
async function refusalOf(data: Buffer, format: SheetFormat): Promise<{ refusal: SheetRefusal; grewMb: number }> {
  const before = process.resourceUsage().maxRSS;
  const refusal = await readSheet(data, format).then(
    () => {
      throw new Error('the file was read');
    },
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(SheetRefusal);
  return { refusal: refusal as SheetRefusal, grewMb: (process.resourceUsage().maxRSS - before) / 1024 };
}

const LAST_CORNER = 'A planilha tem 1.048.576 linhas; o limite é 5.000. A planilha tem 16.384 colunas (até a coluna XFD); o limite é 100.';
const STORED: Array<[file: string, status: number, message: string]> = [
  ['corner-cell.xlsx', 422, LAST_CORNER],
  ['declared-dimension.xlsx', 422, LAST_CORNER],
  ['merged-cells.xlsx', 422, LAST_CORNER],
  ['validated-column.xlsx', 422, 'A planilha tem 1.048.576 linhas; o limite é 5.000.'],
  ['many-rows.csv', 422, 'A planilha tem 5.001 linhas; o limite é 5.000.'],
  ['many-columns.csv', 422, 'A planilha tem 16.384 colunas (até a coluna XFD); o limite é 100.'],
];
const hostile = (file: string) => readFileSync(join(HOSTILE_DIR, file));
const formatOf = (file: string) => (file.endsWith('.csv') ? 'csv' : 'xlsx') as SheetFormat;

describe('issue 28 item 3: a spreadsheet cannot take the studio down', () => {
  it.each(STORED)('%s (a few KB) is refused with the reason, never parsed, in little memory', async (file, status, message) => {
    expect(statSync(join(HOSTILE_DIR, file)).size).toBeLessThan(20_000);
    const parser = spyOnExcelParser();
    const { refusal, grewMb } = await refusalOf(hostile(file), formatOf(file));
    expect(refusal.message.startsWith(`${message} Apague o que houver além dos textos`)).toBe(true);
    expect(refusal.status).toBe(status);
    expect(parser).not.toHaveBeenCalled();
    expect(grewMb).toBeLessThan(MEMORY_MB);
  });

  it('a zip bomb (generated: 650 KB unzipping to 400 MB) is refused from its zip directory, never parsed', async () => {
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(MB);
    const parser = spyOnExcelParser();
    const { refusal, grewMb } = await refusalOf(bomb, 'xlsx');
    expect(refusal.message).toMatch(/^A planilha descompactada tem 401,6 MB; o limite é 30 MB\./);
    expect(refusal.status).toBe(413);
    expect(parser).not.toHaveBeenCalled();
    expect(grewMb).toBeLessThan(MEMORY_MB);
  });

  it('a zip bomb whose directory lies about its size is stopped while unzipping, at the limit', async () => {
    const parser = spyOnExcelParser();
    const { refusal, grewMb } = await refusalOf(await zipBomb({ lie: true }), 'xlsx');
    expect(refusal.message).toMatch(/^A planilha descompactada passa de 30 MB, o limite\./);
    expect(refusal.status).toBe(413);
    expect(parser).not.toHaveBeenCalled();
    expect(grewMb).toBeLessThan(MEMORY_MB);
  });

  it.each(['xlsx', 'csv'] as const)('a %s file over 5 MB is refused by its size alone', async (format) => {
    const parser = spyOnExcelParser();
    const { refusal } = await refusalOf(Buffer.alloc(6 * MB, 'x'), format);
    expect(refusal.message).toBe('O arquivo tem 6 MB; o limite é 5 MB.');
    expect(refusal.status).toBe(413);
    expect(parser).not.toHaveBeenCalled();
  });

  it('the real deck is far inside every limit, and a CSV at the limits (5,000 rows × 100 columns) still reads', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'deck-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    for (const format of ['xlsx', 'csv'] as const) {
      const out = join(scratch, `deck.${format}`);
      expect(await exportMain(['--out', out, '--root', PROJECT_ROOT])).toBe(0);
      const sheet = await readSheet(readFileSync(out), format);
      expect(sheet.rows.length + 1).toBeLessThan(SHEET_LIMITS.rows / 10);
      expect(sheet.header.length).toBeLessThan(SHEET_LIMITS.columns / 3);
      expect(statSync(out).size).toBeLessThan(SHEET_LIMITS.fileBytes / 50);
    }
    const header = Array.from({ length: SHEET_LIMITS.columns }, (_, i) => (i === 0 ? 'id' : `v${i}`));
    const big = { header, rows: Array.from({ length: SHEET_LIMITS.rows - 1 }, (_, r) => header.map((_, c) => (c === 0 ? `t${r}` : 'x'))) };
    expect(await readSheet(Buffer.from(writeCsv(big)), 'csv')).toEqual(big);
  });

  it('npm run copy:import prints the reason and exits 1, writing nothing', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await importMain([join(HOSTILE_DIR, 'corner-cell.xlsx'), '--root', project.root])).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/^A planilha tem 1\.048\.576 linhas; o limite é 5\.000\./);
    errors.mockClear();
    const large = join(project.root, 'large.csv');
    writeFileSync(large, Buffer.alloc(6 * MB, 'x'));
    expect(await importMain([large, '--root', project.root])).toBe(1);
    expect(errors.mock.calls.flat()).toEqual(['O arquivo tem 6 MB; o limite é 5 MB.']);
    expect(project.snapshot()).toEqual(before);
  });
});
