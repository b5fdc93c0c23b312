// Issue 15, item 11: the boleto PDF answered 500 for holder names the chat accepts ("Łukasz
// Wałęsa", Vietnamese names): Helvetica's WinAnsi cannot encode them. The PDF now embeds a
// Unicode font and shows the names as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { pdfLines } from './pdfText.ts';
import { seedProposal } from './seed.ts';
import { startSandbox, type RunningSandbox } from './sandbox.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

async function boletoFor(nomeRazao: string) {
  const proposal = await seedProposal(sb, { nomeRazao });
  const boleto = await sb.api.payBoleto(proposal.propostaToken);
  const res = await fetch(boleto.boletoURL);
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('item 11: boleto PDF for names in several scripts', () => {
  it.each([
    ['Polish', 'Łukasz Wałęsa'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['Vietnamese', 'Trần Đức Thắng'],
    ['Turkish', 'Şükrü Öztürk'],
    ['Czech', 'Jiří Dvořák'],
    ['Cyrillic', 'Дмитрий Иванов'],
    ['Greek', 'Ελένη Παπαδοπούλου'],
    ['Portuguese', 'João Conceição'],
  ])('%s: %s appears on the PDF as typed', async (_script, name) => {
    const pdf = await boletoFor(name);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(1);
    expect(pdfLines(pdf.bytes)).toContain(`${name} — 529.982.247-25`);
  });

  it('prints a character no embedded glyph covers as "?" instead of failing', async () => {
    const pdf = await boletoFor('王小明 Silva');
    expect(pdf.status).toBe(200);
    expect(pdfLines(pdf.bytes)).toContain('??? Silva — 529.982.247-25');
  });
});
