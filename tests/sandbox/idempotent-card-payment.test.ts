// Issue 15, item 2 (server half): a card payment whose answer was lost can be retried with the
// same Idempotency-Key and answers what really happened; the status endpoint tells the client
// where the proposal's payment stands before it offers to pay again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBody, postJson, seedProposal } from './seed.ts';
import { startSandbox, type RunningSandbox } from './sandbox.ts';
import { schemaProblems } from './schemas.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const status = async (token: string) => {
  const res = await sb.request(`/api/proposta/${token}/pagamento`);
  return { status: res.status, body: await res.json() };
};

describe('item 2: idempotent card payments and the payment status', () => {
  it('answers a repeat of an approved payment with the original approval, not 409, and charges once', async () => {
    const proposal = await seedProposal(sb);
    const key = crypto.randomUUID();
    const first = await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken), { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    const again = await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken), { 'Idempotency-Key': key });
    expect(again).toMatchObject({ status: 200, body: first.body });
    // Another attempt (new key) is told the proposal is paid.
    const other = await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken), { 'Idempotency-Key': crypto.randomUUID() });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('PROPOSTA_JA_PAGA');
    const cards = sb.app.sandbox.db.all(
      "SELECT status FROM payments WHERE metodo = 'cartao' AND proposal_id = (SELECT id FROM proposals WHERE public_id = ?)",
      [proposal.propostaID],
    );
    expect(cards).toEqual([{ status: 'aprovado' }]);
  });

  it('repeats a refusal and a pending answer as they were', async () => {
    const refused = await seedProposal(sb);
    const key = crypto.randomUUID();
    const first = await postJson(sb, '/api/pagamento/cartao', cardBody(refused.propostaToken, TEST_CARDS.refused), { 'Idempotency-Key': key });
    expect(first.status).toBe(402);
    expect(await postJson(sb, '/api/pagamento/cartao', cardBody(refused.propostaToken, TEST_CARDS.refused), { 'Idempotency-Key': key })).toMatchObject({
      status: 402,
      body: { message: 'Pagamento recusado', code: 'CARTAO_RECUSADO' },
    });

    const pending = await seedProposal(sb);
    const pendingKey = crypto.randomUUID();
    const p1 = await postJson(sb, '/api/pagamento/cartao', cardBody(pending.propostaToken, TEST_CARDS.pending), { 'Idempotency-Key': pendingKey });
    const p2 = await postJson(sb, '/api/pagamento/cartao', cardBody(pending.propostaToken, TEST_CARDS.pending), { 'Idempotency-Key': pendingKey });
    expect([p1.status, p2.status]).toEqual([202, 202]);
    expect(p2.body).toEqual(p1.body);
  });

  it('refuses a key reused on another proposal, and a malformed key', async () => {
    const [one, two] = [await seedProposal(sb), await seedProposal(sb)];
    const key = crypto.randomUUID();
    expect((await postJson(sb, '/api/pagamento/cartao', cardBody(one.propostaToken), { 'Idempotency-Key': key })).status).toBe(200);
    const reused = await postJson(sb, '/api/pagamento/cartao', cardBody(two.propostaToken), { 'Idempotency-Key': key });
    expect(reused).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCIA_CONFLITO' } });
    const bad = await postJson(sb, '/api/pagamento/cartao', cardBody(two.propostaToken), { 'Idempotency-Key': 'não é chave' });
    expect(bad.status).toBe(400);
    expect((await status(two.propostaToken)).body.data.status).toBe('aberto');
  });

  it('reports aberto, pendente and pago with the last card attempt', async () => {
    const proposal = await seedProposal(sb);
    expect(await status(proposal.propostaToken)).toEqual({ status: 200, body: { data: { status: 'aberto', metodo: null, ultimoCartao: null } } });

    await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken, TEST_CARDS.refused));
    expect((await status(proposal.propostaToken)).body.data).toMatchObject({ status: 'aberto', ultimoCartao: { status: 'recusado', final: '0002' } });

    await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken, TEST_CARDS.pending, { cartaoParcelas: 3 }));
    expect((await status(proposal.propostaToken)).body.data).toEqual({
      status: 'pendente',
      metodo: 'cartao',
      ultimoCartao: { status: 'pendente', cartaoAutorizacao: null, final: '0077', parcelas: 3, valor: proposal.valorPrimeiroPagamento },
    });

    // While that card may still land no other charge is made (issue 28 item 1): pago on another proposal.
    const again = await postJson(sb, '/api/pagamento/cartao', cardBody(proposal.propostaToken));
    expect(again).toMatchObject({ status: 409, body: { code: 'PAGAMENTO_EM_ANALISE' } });
    const other = await seedProposal(sb);
    const paid = await postJson(sb, '/api/pagamento/cartao', cardBody(other.propostaToken));
    expect((await status(other.propostaToken)).body.data).toEqual({
      status: 'pago',
      metodo: 'cartao',
      ultimoCartao: {
        status: 'aprovado',
        cartaoAutorizacao: paid.body.data.cartaoAutorizacao,
        final: '1111',
        parcelas: 1,
        valor: other.valorPrimeiroPagamento,
      },
    });
    expect(
      schemaProblems([{ method: 'GET', path: `/api/proposta/${other.propostaToken}/pagamento`, status: 200, body: (await status(other.propostaToken)).body }]),
    ).toEqual([]);
  });

  it('answers 404 for an unknown token and 401 without the key', async () => {
    expect((await status('0'.repeat(32))).status).toBe(404);
    const proposal = await seedProposal(sb);
    expect((await fetch(`${sb.url}/api/proposta/${proposal.propostaToken}/pagamento`)).status).toBe(401);
  });
});
