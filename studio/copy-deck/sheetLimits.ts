// How big a copy deck may be, checked before exceljs or papaparse parses a file. exceljs builds a
// row object for every row up to the last one a sheet names and a cell for every cell of a merged
// or validated range, so a 5 KB file naming cell XFD1048576 took 4.5 GB, and it unzips every part
// whole, so a 400 KB zip of repeated XML took 1 GB. An XLSX is therefore read first through its
// zip directory (declared sizes) and then inflated part by part while counting (a directory may
// lie), stopping at the limit; its sheets are scanned for the rows and columns they name.
import JSZip from 'jszip';

const MB = 1024 * 1024;

/** The limits, generous above a real deck: `npm run copy:export` writes 370 rows × 26 columns
 * (22 variants), 46 KB as XLSX (0.4 MB unzipped) and 60 KB as CSV. The studio endpoint's body
 * limit (8 MB of base64, vitePluginStudioEdit.ts) holds a file of `fileBytes`. */
export const SHEET_LIMITS = {
  /** The file as given, XLSX or CSV. */
  fileBytes: 5 * MB,
  /** Every part of an XLSX unzipped, together. */
  unzippedBytes: 30 * MB,
  /** Rows as the spreadsheet numbers them, the header included. */
  rows: 5_000,
  columns: 100,
} as const;

/** A file refused before parsing, with the sentence the editor reads: 413 when it is too big, 422
 * when its sheet is too large. */
export class SheetRefusal extends Error {
  constructor(
    message: string,
    readonly status: 413 | 422,
  ) {
    super(message);
    this.name = 'SheetRefusal';
  }
}

const count = (n: number) => new Intl.NumberFormat('pt-BR').format(n);
/** Megabytes with one decimal, rounded up: a file just over the limit never reads as equal to it. */
const mb = (bytes: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(Math.ceil((bytes / MB) * 10) / 10)} MB`;

export function checkFileSize(bytes: number): void {
  if (bytes > SHEET_LIMITS.fileBytes) throw new SheetRefusal(`O arquivo tem ${mb(bytes)}; o limite é ${mb(SHEET_LIMITS.fileBytes)}.`, 413);
}

/** Rows and columns within the limits, or the refusal that says which are not. */
export function checkShape(rows: number, columns: number, format: 'xlsx' | 'csv'): void {
  const over: string[] = [];
  if (rows > SHEET_LIMITS.rows) over.push(`A planilha tem ${count(rows)} linhas; o limite é ${count(SHEET_LIMITS.rows)}.`);
  if (columns > SHEET_LIMITS.columns) {
    const last = columns <= 16_384 ? ` (até a coluna ${columnLetter(columns)})` : '';
    over.push(`A planilha tem ${count(columns)} colunas${last}; o limite é ${count(SHEET_LIMITS.columns)}.`);
  }
  if (over.length === 0) return;
  const far = format === 'xlsx' ? ' (uma célula formatada, mesclada ou com validação lá longe também conta)' : '';
  over.push(`Apague o que houver além dos textos${far} ou exporte o deck de novo.`);
  throw new SheetRefusal(over.join(' '), 422);
}

/** Refuses an XLSX over the limits (file, unzipped, rows, columns) without parsing it. */
export async function checkXlsx(data: Buffer | ArrayBuffer): Promise<void> {
  checkFileSize(data.byteLength);
  // The zip's central directory: names and declared sizes, nothing inflated yet.
  const zip = await JSZip.loadAsync(data);
  const parts = Object.values(zip.files).filter((part) => !part.dir);
  const declared = parts.reduce((sum, part) => sum + declaredSize(part), 0);
  if (declared > SHEET_LIMITS.unzippedBytes)
    throw unzippedTooBig(`A planilha descompactada tem ${mb(declared)}; o limite é ${mb(SHEET_LIMITS.unzippedBytes)}.`);
  const budget = { left: SHEET_LIMITS.unzippedBytes };
  const extent = { rows: 0, columns: 0 };
  for (const part of parts) {
    // Binary parts (images, printer settings) are counted, not kept.
    const xml = await inflateWithin(part, budget, SCANNED.test(part.name));
    if (xml) sheetExtent(xml, extent);
  }
  checkShape(extent.rows, extent.columns, 'xlsx');
}

/** The XML parts scanned for cell references (sheets, comments). */
const SCANNED = /^xl\/.+\.xml$/i;

function unzippedTooBig(message: string): SheetRefusal {
  return new SheetRefusal(`${message} Uma planilha de textos não chega perto disso: exporte o deck de novo.`, 413);
}

/** The uncompressed size the zip directory declares for a part (JSZip keeps it, unexposed in its types). */
function declaredSize(part: JSZip.JSZipObject): number {
  return (part as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
}

/** A part's bytes (as text when `keep`), inflated chunk by chunk while the budget lasts. */
function inflateWithin(part: JSZip.JSZipObject, budget: { left: number }, keep: boolean): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let over = false;
    const stream = part.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        if (over) return;
        budget.left -= chunk.length;
        if (budget.left < 0) {
          over = true;
          stream.pause();
          reject(unzippedTooBig(`A planilha descompactada passa de ${mb(SHEET_LIMITS.unzippedBytes)}, o limite.`));
        } else if (keep) chunks.push(chunk);
      })
      .on('error', (error: Error) => {
        if (!over) reject(error);
      })
      .on('end', () => resolve(keep ? Buffer.concat(chunks).toString('utf8') : undefined));
  });
}

/** The elements exceljs turns into rows and cells, and the attribute that places them. */
const PLACED = /<(?:[\w.-]+:)?(row|c|dimension|mergeCell|dataValidation|hyperlink|comment)(?=[\s/>])([^>]*)>/g;
const PLACE = /(?:^|\s)(?:r|ref|sqref)\s*=\s*(["'])(.*?)\1/;
const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

/** Grows `extent` to the last row and column the part's XML names: a row or cell (numbered, or
 * following the one before), the declared dimension, a merged or validated range, a link, a note. */
function sheetExtent(xml: string, extent: { rows: number; columns: number }): void {
  const grow = (row: number, column: number) => {
    extent.rows = Math.max(extent.rows, row);
    extent.columns = Math.max(extent.columns, column);
  };
  let row = 0;
  let column = 0;
  for (const [, element, attributes] of xml.matchAll(PLACED)) {
    const place = PLACE.exec(attributes)?.[2];
    if (element === 'row') {
      const number = Number(place);
      row = place && Number.isFinite(number) ? number : row + 1;
      column = 0;
      grow(row, 0);
    } else if (element === 'c') {
      const cell = place ? cellReference(place) : undefined;
      column = cell?.column || column + 1;
      grow(cell?.row || row, column);
    } else {
      for (const ref of (place ?? '').split(/[\s:]+/)) {
        const cell = cellReference(ref);
        // A whole column (A:A) reaches the last row; a whole row (1:1) the last column.
        if (cell) grow(cell.row || EXCEL_ROWS, cell.column || EXCEL_COLUMNS);
      }
    }
  }
}

/** "$AB$12" → row 12, column 28; 0 for a part that is absent ("AB", "12"). */
function cellReference(ref: string): { row: number; column: number } | undefined {
  const match = /^\$?([A-Za-z]*)\$?(\d*)$/.exec(ref);
  if (!match || ref === '') return undefined;
  let column = 0;
  for (const letter of match[1].toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: match[2] ? Number(match[2]) : 0, column };
}

/** A: 1 → "A", 27 → "AA": the column names a spreadsheet shows. */
export function columnLetter(index: number): string {
  let n = index;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}
