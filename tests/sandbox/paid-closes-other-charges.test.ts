// Issue 15, item 3: paying by one method closes the proposal's other open charges (Pix,
// boleto, pending card), and their documents say so. Issue 28 item 1: a new charge also closes the
// one issued before it, so a proposal never has two live charges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLines, pdfSubject } from './pdfText.ts';
import { cardBody, postJson, seedProposal } from './seed.ts';
import { startSandbox, type RunningSandbox } from './sandbox.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const statuses = (propostaID: string) =>
  sb.app.sandbox.db.all('SELECT metodo, status FROM payments WHERE proposal_id = (SELECT id FROM proposals WHERE public_id = ?) ORDER BY id', [propostaID]);

describe('item 3: a paid proposal closes its other charges', () => {
  it('a card approval closes the open Pix and boleto; the QR code is gone and the boleto PDF says it is cancelled', async () => {
    const proposal = await seedProposal(sb);
    const pix = await sb.api.payPix(proposal.propostaToken);
    expect((await fetch(pix.url)).status).toBe(200);
    const boleto = await sb.api.payBoleto(proposal.propostaToken);
    // The boleto replaced the Pix: its QR code says so while nothing is paid.
    const replaced = await fetch(pix.url);
    expect(replaced.status).toBe(410);
    expect(((await replaced.json()) as { message: string }).message).toBe(
      'Esta cobrança Pix foi encerrada: outra cobrança foi emitida para esta proposta. Não pague este QR Code.',
    );

    expect((await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken))).status).toBe(200);
    expect(statuses(proposal.propostaID)).toEqual([
      { metodo: 'pix', status: 'cancelado' },
      { metodo: 'boleto', status: 'cancelado' },
      { metodo: 'cartao', status: 'aprovado' },
    ]);

    const qr = await fetch(pix.url);
    expect(qr.status).toBe(410);
    expect(await qr.json()).toEqual({
      message: 'Esta cobrança Pix foi encerrada: a proposta já foi paga por cartão de crédito. Não pague este QR Code.',
      code: 'COBRANCA_ENCERRADA',
    });
    const pdf = new Uint8Array(await (await fetch(boleto.boletoURL)).arrayBuffer());
    const notice = 'BOLETO CANCELADO: a proposta já foi paga por cartão de crédito. Não pague este boleto.';
    expect(pdfLines(pdf)).toContain(notice);
    expect(await pdfSubject(pdf)).toBe(notice);
    // Asking for a Pix or boleto again is "already paid", not a new charge.
    expect((await postJson(sb, '/api/pagamento/boleto', proposal.propostaToken)).status).toBe(409);
  });

  it('a Pix paid at the bank leaves the boleto it replaced closed; a pending card blocks a new Pix', async () => {
    const proposal = await seedProposal(sb);
    const boleto = await sb.api.payBoleto(proposal.propostaToken);
    await sb.api.payPix(proposal.propostaToken);

    const settled = await postJson(sb, '/api/sandbox/liquidar/pix', proposal.propostaToken);
    expect(settled).toMatchObject({ status: 200, body: { data: { status: 'aprovado' } } });
    expect(statuses(proposal.propostaID)).toEqual([
      { metodo: 'boleto', status: 'cancelado' },
      { metodo: 'pix', status: 'aprovado' },
    ]);
    const status = await (await sb.request(`/api/proposta/${proposal.propostaToken}/pagamento`)).json();
    expect(status.data).toMatchObject({ status: 'pago', metodo: 'pix', ultimoCartao: null });
    // A card still waiting for the bank may land: no Pix is issued meanwhile.
    const other = await seedProposal(sb);
    expect((await postJson(sb, '/api/pagamento/cartao', cardBody(other.propostaToken, TEST_CARDS.pending))).status).toBe(202);
    expect(await postJson(sb, '/api/pagamento/pix', other.propostaToken)).toMatchObject({ status: 409, body: { code: 'PAGAMENTO_EM_ANALISE' } });
    const pdf = new Uint8Array(await (await fetch(boleto.boletoURL)).arrayBuffer());
    expect(await pdfSubject(pdf)).toBe('BOLETO CANCELADO: a proposta já foi paga por Pix. Não pague este boleto.');
    // Nothing open is left to settle.
    expect((await postJson(sb, '/api/sandbox/liquidar/boleto', proposal.propostaToken)).status).toBe(404);
  });

  it('an open boleto PDF has no cancellation notice', async () => {
    const proposal = await seedProposal(sb);
    const boleto = await sb.api.payBoleto(proposal.propostaToken);
    const pdf = new Uint8Array(await (await fetch(boleto.boletoURL)).arrayBuffer());
    expect(await pdfSubject(pdf)).toBeUndefined();
    expect(pdfLines(pdf).some((line) => line.includes('CANCELADO'))).toBe(false);
  });
});
