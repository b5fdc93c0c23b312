// Issue 15, item 1: tokens and document URLs are not computable. The secret is random per data
// folder (not the old hard-coded 'consorcio-sandbox'), proposal tokens and document ids are 128
// random bits, and the card payment names the proposal by its token.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_FILE } from '../../sandbox/secret.ts';
import { cardBody, postJson, seedProposal } from './seed.ts';
import { LEAD, startSandbox, type RunningSandbox } from './sandbox.ts';

const oldToken = (kind: string, id: number, length = 32) => createHmac('sha256', 'consorcio-sandbox').update(`${kind}:${id}`).digest('hex').slice(0, length);

let a: RunningSandbox;
let b: RunningSandbox;
beforeAll(async () => {
  a = await startSandbox();
  b = await startSandbox();
});
afterAll(async () => {
  await a.dispose();
  await b.dispose();
});

describe('item 1: unguessable tokens and documents', () => {
  it('makes a random secret per data folder on first start, owner-only, and keeps it across restarts', async () => {
    const file = join(a.dataDir, SECRET_FILE);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(b.dataDir, SECRET_FILE), 'utf8').trim()).not.toBe(secret);

    // Same first lead id in both folders, different tokens: the token depends on the folder's secret.
    const [leadA, leadB] = [await a.api.saveLead(LEAD), await b.api.saveLead(LEAD)];
    expect(leadA.id).toBe(leadB.id);
    expect(leadA.LeadToken).not.toBe(leadB.LeadToken);
    expect(leadA.LeadToken).not.toBe(oldToken('lead', leadA.id));

    await a.stop();
    const restarted = await startSandbox({ dataDir: a.dataDir });
    try {
      expect(readFileSync(file, 'utf8').trim()).toBe(secret);
      const next = await restarted.api.saveLead(LEAD);
      expect(next.LeadToken).not.toBe(oldToken('lead', next.id));
    } finally {
      await restarted.stop();
    }
    a = await startSandbox({ dataDir: a.dataDir });
  });

  it('lets SANDBOX_SECRET (the secret option) override the folder’s secret', async () => {
    const x = await startSandbox({ secret: 'x'.repeat(40) });
    const y = await startSandbox({ secret: 'x'.repeat(40) });
    try {
      expect((await x.api.saveLead(LEAD)).LeadToken).toBe((await y.api.saveLead(LEAD)).LeadToken);
      expect(existsSync(join(x.dataDir, SECRET_FILE))).toBe(false);
    } finally {
      await x.dispose();
      await y.dispose();
    }
  });

  it('gives proposals random tokens: the old formula and the same calls elsewhere do not reproduce them', async () => {
    const [pa, pb] = [await seedProposal(a), await seedProposal(b)];
    expect(pa.propostaToken).toMatch(/^[0-9a-f]{32}$/);
    expect(pa.propostaToken).not.toBe(pb.propostaToken);
    // The first proposal's old sequential id was 500001.
    expect(pa.propostaToken).not.toBe(oldToken('proposta', 500_001));
    // A Pix on a computed token finds nothing.
    expect((await postJson(a, '/api/pagamento/pix', oldToken('proposta', 500_001))).status).toBe(404);
  });

  it('gives proposals random ids: two in a row are not consecutive, and an id (or a guess) pays nothing', async () => {
    const [first, second] = [await seedProposal(a), await seedProposal(a)];
    for (const id of [first.propostaID, second.propostaID]) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.propostaID).not.toBe(second.propostaID);
    // Neither a number nor the next hex value: nothing to count up from.
    expect(BigInt(`0x${second.propostaID}`) - BigInt(`0x${first.propostaID}`)).not.toBe(1n);
    expect(first.propostaID).not.toBe(first.propostaToken);
    // The id used where a token belongs reaches nothing, nor does a guessed neighbour.
    const guessed = (BigInt(`0x${first.propostaID}`) + 1n).toString(16).padStart(32, '0');
    for (const id of [first.propostaID, guessed]) {
      expect((await postJson(a, '/api/pagamento/pix', id)).status).toBe(404);
      expect((await postJson(a, '/api/pagamento/boleto', id)).status).toBe(404);
      expect((await a.request(`/api/proposta/${id}/pagamento`)).status).toBe(404);
    }
  });

  it('gives Pix charges random txids and boletos random numbers, unrelated from one proposal to the next', async () => {
    const [p1, p2] = [await seedProposal(a), await seedProposal(a)];
    const [pix1, pix2] = [await a.api.payPix(p1.propostaToken), await a.api.payPix(p2.propostaToken)];
    for (const txid of [pix1.txid, pix2.txid]) expect(txid).toMatch(/^[0-9A-Z]{25}$/);
    expect(pix1.txid).not.toBe(pix2.txid);
    expect(pix1.txid).not.toContain('500');
  });

  it('serves boleto PDFs and QR images only under 128-bit random ids', async () => {
    const proposal = await seedProposal(a);
    const boleto = await a.api.payBoleto(proposal.propostaToken);
    const pix = await a.api.payPix(proposal.propostaToken);
    const pdfId = /\/boleto\/([0-9a-f]+)\.pdf$/.exec(boleto.boletoURL)?.[1];
    const qrId = /\/pix\/([0-9a-f]+)\.png$/.exec(pix.url)?.[1];
    expect(pdfId).toMatch(/^[0-9a-f]{32}$/);
    expect(qrId).toMatch(/^[0-9a-f]{32}$/);
    const pdf = await fetch(boleto.boletoURL);
    expect(pdf.status).toBe(200);
    // It holds the payer's name and CPF: never kept by a shared cache.
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    // Neighbouring payment ids under the old formula, and a one-character change, give nothing.
    for (let id = 1; id <= 6; id++) {
      expect((await fetch(`${a.url}/api/pagamento/boleto/${oldToken('boleto-pdf', id, 24)}.pdf`)).status).toBe(404);
    }
    const altered = pdfId!.slice(0, -1) + (pdfId!.endsWith('0') ? '1' : '0');
    expect((await fetch(`${a.url}/api/pagamento/boleto/${altered}.pdf`)).status).toBe(404);
  });

  it('charges a card on the proposal its token names, never on a guessed id', async () => {
    const victim = await seedProposal(a);
    const attacker = await seedProposal(a);
    // The attacker names the victim's sequential id but only knows their own token.
    const paid = await postJson(a, '/api/pagamento/cartao', { ...cardBody(attacker.propostaToken), propostaId: victim.propostaID });
    expect(paid.status).toBe(200);
    // The victim's proposal is still payable; the attacker's is paid.
    expect((await a.api.payPix(victim.propostaToken)).valor).toBe(victim.valorPrimeiroPagamento);
    expect((await postJson(a, '/api/pagamento/pix', attacker.propostaToken)).status).toBe(409);
    // Without a token the call is refused before anything is charged.
    const { propostaToken: _omit, ...noToken } = cardBody(victim.propostaToken);
    const refused = await postJson(a, '/api/pagamento/cartao', { ...noToken, propostaId: victim.propostaID });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ campo: '/propostaToken', mensagem: 'campo obrigatório' });
  });
});
