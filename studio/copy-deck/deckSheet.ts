// The copy deck as a spreadsheet: XLSX through exceljs, CSV through papaparse. Row 1 is the header
// (id, phase, kind, default, then one column per variant); every cell is text. A file over the
// limits of sheetLimits.ts is refused (SheetRefusal) before it is parsed.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CopyDeck } from './collectCopy.ts';
import { checkFileSize, checkShape, checkXlsx, SHEET_LIMITS } from './sheetLimits.ts';

export { checkFileSize, columnLetter, SHEET_LIMITS, SheetRefusal } from './sheetLimits.ts';

export const FIXED_COLUMNS = ['id', 'phase', 'kind', 'default'] as const;

/** The cells as read back: header and rows of text ('' for an empty cell). */
export interface Sheet {
  header: string[];
  rows: string[][];
}

export type SheetFormat = 'xlsx' | 'csv';

export function formatOf(path: string): SheetFormat | undefined {
  const ext = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'csv' ? ext : undefined;
}

export function deckSheet(deck: CopyDeck): Sheet {
  return {
    header: [...FIXED_COLUMNS, ...deck.variants],
    rows: deck.rows.map((row) => [row.id, row.phase, row.kind, row.default, ...deck.variants.map((v) => row.overrides[v] ?? '')]),
  };
}

export async function writeXlsx(sheet: Sheet): Promise<Buffer> {
  // The streaming writer: the in-memory one hands JSZip whole XML strings, which it encodes in
  // 16 K-code-unit slices and so breaks any emoji that straddles two (U+FFFD in the file).
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const worksheet = workbook.addWorksheet('copy', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  worksheet.columns = sheet.header.map((name, i) => ({ header: name, key: String(i), width: i < 3 ? 24 : 48 }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for (const cells of sheet.rows) {
    const row = worksheet.addRow(cells);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  worksheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

export async function readXlsx(data: Buffer | ArrayBuffer): Promise<Sheet> {
  await checkXlsx(data);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as ArrayBuffer);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) return { header: [], rows: [] };
  const width = worksheet.getRow(1).cellCount;
  const lines: string[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row, number) => {
    lines[number - 1] = Array.from({ length: Math.max(width, row.cellCount) }, (_, i) => cellText(row.getCell(i + 1).value));
  });
  const [header = [], ...rows] = Array.from(lines, (line) => line ?? []);
  return { header, rows };
}

/** A text a spreadsheet program would run as a formula (OWASP, CSV injection), or such a text
 * behind quotes: the CSV export puts one more quote before it, the import takes exactly that one
 * off, so `=HYPERLINK(…)` opens as text and a round trip changes nothing. */
const FORMULA = /^'*[=+\-@\t\r]/;
const ADDED_QUOTE = /^'(?='*[=+\-@\t\r])/;

export function writeCsv(sheet: Sheet): string {
  // The byte-order mark makes Excel read the file as UTF-8 (accents, emoji).
  return '\uFEFF' + Papa.unparse({ fields: sheet.header, data: sheet.rows }, { quotes: true, newline: '\r\n', escapeFormulae: FORMULA });
}

export function readCsv(text: string): Sheet {
  // Row by row, keeping no more than the limits: a file of a million short lines is counted, not held.
  const lines: string[][] = [];
  let rows = 0;
  let columns = 0;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    step: ({ data }) => {
      rows++;
      columns = Math.max(columns, data.length);
      if (rows <= SHEET_LIMITS.rows && data.length <= SHEET_LIMITS.columns) lines.push(data.map((cell) => cell.replace(ADDED_QUOTE, '')));
    },
  });
  checkShape(rows, columns, 'csv');
  const [header = [], ...body] = lines;
  return { header, rows: body };
}

export async function writeSheet(sheet: Sheet, format: SheetFormat): Promise<Buffer> {
  return format === 'xlsx' ? writeXlsx(sheet) : Buffer.from(writeCsv(sheet), 'utf8');
}

export async function readSheet(data: Buffer, format: SheetFormat): Promise<Sheet> {
  if (format === 'xlsx') return readXlsx(data);
  checkFileSize(data.length);
  return readCsv(data.toString('utf8'));
}

/** A cell as text whatever a spreadsheet program saved it as (number, rich text, formula, link). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
  return '';
}
