// The printable boleto: an A4 PDF (pdf-lib) with the payment slip's fields and the ITF
// barcode (bwip-js "interleaved2of5"), generated when the link is opened.
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
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

const BENEFICIARY = 'Consórcio Sandbox Administradora Ltda. (ambiente de testes)';

export async function boletoPdf(doc: BoletoDocument): Promise<Uint8Array> {
  const png = await bwipjs.toBuffer({ bcid: 'interleaved2of5', text: doc.barcode, scale: 2, height: 13, includetext: false });
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${doc.contrato}`);
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Helvetica's WinAnsi has no no-break space: formatBRL's U+00A0 becomes a plain space.
  const money = (cents: number) => formatBRL(cents).replace(/\u00a0/g, ' ');
  const text = (value: string, x: number, y: number, size = 10, f = font) => page.drawText(value, { x, y, size, font: f, color: rgb(0, 0, 0) });

  text('SANDBOX — documento sem valor', 40, 800, 9);
  if (doc.notice) page.drawText(doc.notice, { x: 40, y: 815, size: 11, font: bold, color: rgb(0.75, 0, 0) });
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
