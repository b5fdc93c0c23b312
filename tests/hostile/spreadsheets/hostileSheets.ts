// The hostile spreadsheets of issue 28 (item 3): how the stored files of this folder were made, and
// the zip bomb, which is generated instead of stored (README.md). Rewrite the stored files with
//   npx tsx tests/hostile/spreadsheets/hostileSheets.ts
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { writeXlsx } from '../../../studio/copy-deck/deckSheet.ts';

export const HOSTILE_DIR = import.meta.dirname;
const SHEET = 'xl/worksheets/sheet1.xml';
const HEADER = ['id', 'phase', 'kind', 'default', 'rota99'];

/** A copy deck workbook as the export writes it (header only), with its sheet's XML changed by `edit`. */
async function deckWith(edit: (xml: string) => string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await writeXlsx({ header: HEADER, rows: [] }));
  zip.file(SHEET, edit(await zip.file(SHEET)!.async('string')));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The stored XLSX files: each a few KB that exceljs would turn into gigabytes. */
export const STORED_XLSX: Record<string, () => Promise<Buffer>> = {
  // The header, and one cell in the sheet's last corner (the 5 KB file).
  'corner-cell.xlsx': () =>
    deckWith((xml) => xml.replace('</sheetData>', '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>oi</t></is></c></row></sheetData>')),
  // The header, and a declared dimension of the whole sheet.
  'declared-dimension.xlsx': () => deckWith((xml) => xml.replace('<sheetViews>', '<dimension ref="A1:XFD1048576"/><sheetViews>')),
  // The header, and every cell below it merged into one.
  'merged-cells.xlsx': () => deckWith((xml) => xml.replace('</sheetData>', '</sheetData><mergeCells count="1"><mergeCell ref="A2:XFD1048576"/></mergeCells>')),
  // The header, and a drop-down list on the whole "default" column (Excel writes D2:D1048576).
  'validated-column.xlsx': () =>
    deckWith((xml) =>
      xml.replace(
        '</sheetData>',
        '</sheetData><dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="D2:D1048576"><formula1>"sim,não"</formula1></dataValidation></dataValidations>',
      ),
    ),
};

/** The stored CSV files: one row or one column over the limits' scale. */
export const STORED_CSV: Record<string, () => string> = {
  // The header and 5,000 rows of one letter: 5,001 rows.
  'many-rows.csv': () => `${HEADER.join(',')}\r\n${'x\r\n'.repeat(5_000)}`,
  // A header as wide as a spreadsheet gets: 16,384 columns.
  'many-columns.csv': () => `${[...HEADER, ...Array.from({ length: 16_384 - HEADER.length }, () => '')].join(',')}\r\n`,
};

/** A zip bomb of about 600 KB whose sheet unzips to 400 MB of rows (4,000-letter cells), built in
 * a tenth of a second without holding the 400 MB: a megabyte of rows compressed once with a full
 * flush (self-contained, byte-aligned) and repeated. With `lie`, the zip directory declares the
 * sheet as 1 KB, as a crafted file may. The other parts are the export's own. */
export async function zipBomb({ lie = false } = {}): Promise<Buffer> {
  const deck = await JSZip.loadAsync(await writeXlsx({ header: HEADER, rows: [] }));
  const parts: ZipPart[] = [];
  for (const name of Object.keys(deck.files).filter((n) => !deck.files[n].dir && n !== SHEET)) {
    const bytes = await deck.file(name)!.async('nodebuffer');
    parts.push({ name, deflated: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length });
  }
  const xml = await deck.file(SHEET)!.async('string');
  const [head, tail] = xml.split(/<\/sheetData>/);
  const unit = Buffer.from(`<row><c t="inlineStr"><is><t>${'a'.repeat(4000)}</t></is></c></row>`.repeat(260));
  const repeats = 400;
  const flushed = (text: Buffer) => deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH });
  const start = Buffer.from(head);
  const end = Buffer.from(`</sheetData>${tail}`);
  let crc = crc32(start);
  for (let i = 0; i < repeats; i++) crc = crc32(unit, crc);
  const unitDeflated = flushed(unit);
  parts.push({
    name: SHEET,
    deflated: Buffer.concat([flushed(start), ...Array.from({ length: repeats }, () => unitDeflated), deflateRawSync(end)]),
    crc: crc32(end, crc),
    size: lie ? 1024 : start.length + unit.length * repeats + end.length,
  });
  return zipOf(parts);
}

interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
}

/** A zip of already deflated parts (local headers, data, central directory; no zip64). */
function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    // version 2.0, no flags, deflate, 1980-01-01 00:00, crc, sizes, name length, no extra field
    const fields = (b: Buffer, at: number) => {
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(0, at + 2);
      b.writeUInt16LE(8, at + 4);
      b.writeUInt32LE(0x00210000, at + 6);
      b.writeUInt32LE(part.crc >>> 0, at + 10);
      b.writeUInt32LE(part.deflated.length, at + 14);
      b.writeUInt32LE(part.size, at + 18);
      b.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, name, part.deflated);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [name, make] of Object.entries(STORED_XLSX)) writeFileSync(join(HOSTILE_DIR, name), await make());
  for (const [name, make] of Object.entries(STORED_CSV)) writeFileSync(join(HOSTILE_DIR, name), make());
}
