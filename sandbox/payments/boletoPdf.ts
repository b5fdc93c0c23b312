// The printable boleto: an A4 PDF (pdf-lib) with the payment slip's fields and the ITF
// barcode (bwip-js "interleaved2of5"), generated when the link is opened. Text is set in
// DejaVu Sans (embedded, subset): Helvetica's WinAnsi cannot encode names such as "Łukasz
// Wałęsa" or Vietnamese ones, which made the PDF fail.
import fontkit from '@pdf-lib/fontkit';
import bwipjs from 'bwip-js/node';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { formatBRL } from '../../src/domain/money.ts';
import { formatLinha } from './boleto.ts';

export interface BoletoDocument {
  linha: string;
  barcode: string;
  amount: number;
  due: string;
  nossoNumero: string;
  payerName: string;
  payerDocument: string;
  contrato: string;
  issued: string;
  /** A closing note printed in red on top (a boleto cancelled because the proposal was paid otherwise). */
  notice?: string;
}

const require = createRequire(import.meta.url);
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** DejaVu Sans from the dejavu-fonts-ttf package (Latin, Latin Extended, Vietnamese, Greek, Cyrillic), read once. */
function fonts() {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

/** Characters the font has no glyph for (e.g. CJK) become "?" instead of an invisible box. */
export function printable(value: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(value, (ch) => (known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

const BENEFICIARY = 'Consórcio Sandbox Administradora Ltda. (ambiente de testes)';

export async function boletoPdf(doc: BoletoDocument): Promise<Uint8Array> {
  const png = await bwipjs.toBuffer({ bcid: 'interleaved2of5', text: doc.barcode, scale: 2, height: 13, includetext: false });
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${doc.contrato}`);
  const page = pdf.addPage([595.28, 841.89]);
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(fonts().regular, { subset: true });
  const bold = await pdf.embedFont(fonts().bold, { subset: true });
  const money = (cents: number) => formatBRL(cents);
  const text = (value: string, x: number, y: number, size = 10, f = font) => page.drawText(printable(value, f), { x, y, size, font: f, color: rgb(0, 0, 0) });

  text('SANDBOX — documento sem valor', 40, 800, 9);
  if (doc.notice) {
    // Also the document's subject, so a reader (and the tests) can find it without rendering.
    pdf.setSubject(doc.notice);
    page.drawText(doc.notice, { x: 40, y: 815, size: 11, font: bold, color: rgb(0.75, 0, 0) });
  }
  text('001-9', 40, 770, 16, bold);
  text(formatLinha(doc.linha), 120, 772, 12, bold);
  page.drawLine({ start: { x: 40, y: 762 }, end: { x: 555, y: 762 }, thickness: 1 });

  const rows: Array<[string, string]> = [
    ['Beneficiário', BENEFICIARY],
    ['Pagador', `${doc.payerName} — ${doc.payerDocument}`],
    ['Contrato', doc.contrato],
    ['Nosso número', doc.nossoNumero],
    ['Data do documento', doc.issued],
    ['Vencimento', doc.due],
    ['Valor do documento', money(doc.amount)],
    ['Instruções', 'Primeira parcela do consórcio. Não receber após o vencimento.'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 735 - i * 30;
    text(label, 40, y + 10, 8);
    text(value, 40, y - 2, 11);
  });

  const image = await pdf.embedPng(png);
  const width = 400;
  page.drawImage(image, { x: 40, y: 440, width, height: (image.height / image.width) * width });
  return pdf.save();
}
