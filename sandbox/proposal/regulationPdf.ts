// The sample group regulation the proposal terms link to (variants' regulamentoUrl default): a
// short A4 PDF (pdf-lib, like the boleto) standing in for the administrator's document on the CDN.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const TITLE = 'Regulamento do Grupo de Consórcio';

const CLAUSES: readonly string[] = [
  '1. Este regulamento rege a constituição e o funcionamento do grupo de consórcio, nos termos da',
  '   Lei nº 11.795/2008 e da Resolução BCB nº 285, de 2023.',
  '2. A contemplação ocorre por sorteio ou por lance nas assembleias mensais do grupo.',
  '3. O consorciado paga a parcela mensal, composta do fundo comum, da taxa de administração e,',
  '   quando previstos no plano, do fundo de reserva e do seguro.',
  '4. O crédito contemplado é corrigido conforme a tabela do bem e pode ser usado na aquisição',
  '   de bem da mesma categoria.',
  '5. A desistência ou exclusão segue as regras de devolução da Lei nº 11.795/2008.',
];

export async function regulationPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(TITLE);
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  page.drawText('SANDBOX — documento de exemplo, sem valor', { x: 40, y: 800, size: 9, font, color: black });
  page.drawText(TITLE, { x: 40, y: 765, size: 16, font: bold, color: black });
  CLAUSES.forEach((line, i) => page.drawText(line, { x: 40, y: 730 - i * 18, size: 10, font, color: black }));
  return pdf.save();
}
