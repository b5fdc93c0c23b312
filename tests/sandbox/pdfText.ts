// Reads the text a pdf-lib PDF shows, without a PDF library: inflates its streams, takes the
// ToUnicode maps of the embedded fonts and decodes every `<glyph ids> Tj` with each of them.
import { PDFDocument } from 'pdf-lib';
import { inflateSync } from 'node:zlib';

function streams(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes);
  const bin = buf.toString('latin1');
  const out: string[] = [];
  for (const m of bin.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    try {
      out.push(inflateSync(buf.subarray(start, bin.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not a Flate stream (the barcode image): skip
    }
  }
  return out;
}

/** Every line of text the PDF draws (each candidate decoding; wrong ones are gibberish). */
export function pdfLines(bytes: Uint8Array): string[] {
  const all = streams(bytes);
  const maps = all
    .filter((s) => s.includes('beginbfchar'))
    .map((s) => {
      const map = new Map<number, string>();
      for (const [, gid, uni] of s.matchAll(/<([0-9A-Fa-f]{4})> <([0-9A-Fa-f]+)>/g)) {
        const units = uni.match(/.{4}/g)!.map((h) => parseInt(h, 16));
        map.set(parseInt(gid, 16), String.fromCharCode(...units));
      }
      return map;
    });
  const lines: string[] = [];
  for (const s of all) {
    for (const [, hex] of s.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      const gids = hex.match(/.{4}/g)!.map((h) => parseInt(h, 16));
      for (const map of maps) if (gids.every((g) => map.has(g))) lines.push(gids.map((g) => map.get(g)).join(''));
    }
  }
  return lines;
}

export async function pdfSubject(bytes: Uint8Array): Promise<string | undefined> {
  return (await PDFDocument.load(bytes)).getSubject();
}
