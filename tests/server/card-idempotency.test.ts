// Issue 15 item 2 (the sandbox pieces the client needs): a card payment repeated with the same
// Idempotency-Key gets the original answer and charges nothing more, and GET /api/pagamento/status
// tells a client whose answer was lost whether the proposal was paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { PagamentoCartaoRequest } from '../../src/generated/api.ts';
import { LEAD, proposalBody, startSandbox, type RunningSandbox } from './sandbox.ts';
import { schemaProblems } from './schemas.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

async function newProposal() {
  const lead = await sb.api.saveLead(LEAD);
  const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2' });
  const plan = item.planosTipos[0];
  return sb.api.createProposal(proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }));
}

const card = (propostaId: number, cartaoNumero: string): PagamentoCartaoRequest => ({
  cartaoBandeira: 'VISA', cartaoCodigoSeguranca: '987', cartaoCpfTitular: '52998224725', cartaoNomeTitular: 'MARIA DA SILVA',
  cartaoNumero, cartaoValidadeMes: '12', cartaoValidadeAno: '2030', cartaoParcelas: 2, cartaoId: '', propostaId,
});

const cardRows = (proposalId: number) => sb.app.sandbox.db.all("SELECT id FROM payments WHERE metodo = 'cartao' AND proposal_id = ?", [proposalId]).length;

describe('issue 15 item 2: idempotent card payments and the payment status', () => {
  it('answers a repeated attempt with the original approval, without a second charge', async () => {
    const proposal = await newProposal();
    const first = await sb.api.payCard(card(proposal.propostaID, '4111111111111111'), 'attempt-0001-aaaa');
    const again = await sb.api.payCard(card(proposal.propostaID, '4111111111111111'), 'attempt-0001-aaaa');
    expect(again).toEqual(first);
    expect(first.status).toBe(200);
    expect(cardRows(proposal.propostaID)).toBe(1);
    // A new attempt (another key) on the paid proposal is "already paid", as before.
    const other = await sb.api.payCard(card(proposal.propostaID, '4111111111111111'), 'attempt-0002-bbbb').catch((e: ApiError) => e);
    expect(other).toMatchObject({ status: 409 });
  });

  it('repeats a refusal as a refusal and a pending answer as pending', async () => {
    const refused = await newProposal();
    for (let i = 0; i < 2; i++) {
      const error = await sb.api.payCard(card(refused.propostaID, '4000000000000002'), 'attempt-refused-1').catch((e: ApiError) => e);
      expect(error).toMatchObject({ status: 402, serverMessage: 'Pagamento recusado' });
    }
    expect(cardRows(refused.propostaID)).toBe(1);
    const pending = await newProposal();
    const a = await sb.api.payCard(card(pending.propostaID, '4000000000000077'), 'attempt-pending-1');
    const b = await sb.api.payCard(card(pending.propostaID, '4000000000000077'), 'attempt-pending-1');
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(cardRows(pending.propostaID)).toBe(1);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const proposal = await newProposal();
    const error = await sb.api.payCard(card(proposal.propostaID, '4111111111111111'), 'x').catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(cardRows(proposal.propostaID)).toBe(0);
  });

  it('reports nenhum, recusada, then paga with the authorisation code', async () => {
    const proposal = await newProposal();
    expect(await sb.api.getPaymentStatus(proposal.propostaToken)).toEqual({ situacao: 'nenhum', metodo: null, cartaoAutorizacao: null, valor: null });
    // An open Pix charge is not a payment.
    await sb.api.payPix(proposal.propostaToken);
    expect((await sb.api.getPaymentStatus(proposal.propostaToken)).situacao).toBe('nenhum');
    await sb.api.payCard(card(proposal.propostaID, '4000000000000002'), 'status-attempt-1').catch(() => {});
    expect(await sb.api.getPaymentStatus(proposal.propostaToken)).toMatchObject({ situacao: 'recusada', metodo: 'cartao' });
    const paid = await sb.api.payCard(card(proposal.propostaID, '4111111111111111'), 'status-attempt-2');
    expect(await sb.api.getPaymentStatus(proposal.propostaToken)).toEqual({
      situacao: 'paga', metodo: 'cartao', cartaoAutorizacao: paid.data.cartaoAutorizacao, valor: proposal.valorPrimeiroPagamento,
    });
    const unknown = await sb.api.getPaymentStatus('0'.repeat(32)).catch((e: ApiError) => e);
    expect(unknown).toMatchObject({ status: 404 });
  });

  it('every answer matches its schema', () => {
    expect(schemaProblems(sb.recorded)).toEqual([]);
  });
});

describe('issue 15 item 2: the status of one attempt', () => {
  it('names the attempt by its key: an earlier refusal does not answer for an attempt that never arrived', async () => {
    const proposal = await newProposal();
    await sb.api.payCard(card(proposal.propostaID, '4000000000000002'), 'earlier-refused-1').catch(() => {});
    expect((await sb.api.getPaymentStatus(proposal.propostaToken, 'never-arrived-1')).situacao).toBe('nenhum');
    expect((await sb.api.getPaymentStatus(proposal.propostaToken, 'earlier-refused-1')).situacao).toBe('recusada');
  });
});
