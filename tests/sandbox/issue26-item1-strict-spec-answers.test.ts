// Issue 26 item 1: SANDBOX_STRICT_SPEC=1 makes the sandbox answer as the spec's API does (sections 6
// and 7): the proposal and payment calls carry only the fields the spec lists, so the chat can be
// run against what production promises. The full sandbox keeps its additions (amounts, txid…).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../sandbox/config.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';
import { LEAD, proposalBody, startSandbox, type RunningSandbox } from './sandbox.ts';

let strict: RunningSandbox;
let full: RunningSandbox;
beforeAll(async () => {
  [strict, full] = await Promise.all([startSandbox({ strictSpec: true }), startSandbox()]);
});
afterAll(async () => {
  await Promise.all([strict.dispose(), full.dispose()]);
});

async function payEverything(sb: RunningSandbox) {
  const lead = await sb.api.saveLead(LEAD);
  const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2' });
  const plan = item.planosTipos[0];
  const body = proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses });
  const proposal = await sb.api.createProposal(body);
  const pix = await sb.api.payPix(proposal.propostaToken);
  const boleto = await sb.api.payBoleto(proposal.propostaToken);
  const second = await sb.api.createProposal(body);
  const card = await sb.api.payCard({
    cartaoBandeira: 'VISA',
    cartaoCodigoSeguranca: '987',
    cartaoCpfTitular: '52998224725',
    cartaoNomeTitular: 'MARIA DA SILVA',
    cartaoNumero: TEST_CARDS.approved,
    cartaoValidadeMes: '12',
    cartaoValidadeAno: '2030',
    cartaoParcelas: 2,
    cartaoId: '',
    propostaToken: second.propostaToken,
  });
  return { lead, proposal, pix, boleto, card };
}

const keys = (value: object) => Object.keys(value).sort();

describe('issue 26 item 1: the strict-spec sandbox answers only the spec’s fields', () => {
  it('proposal: propostaID, contrato, propostaToken, formasPagamentoDisponiveis — no amount', async () => {
    const { proposal, lead } = await payEverything(strict);
    expect(keys(proposal)).toEqual(['contrato', 'formasPagamentoDisponiveis', 'propostaID', 'propostaToken']);
    expect(keys(lead)).toEqual(['LeadToken', 'id']);
  });

  it('Pix: qrCode, url, vencimento; boleto: boletoURL, boletoCodigoBarras, vencimento; card: cartaoAutorizacao', async () => {
    const { pix, boleto, card } = await payEverything(strict);
    expect(keys(pix)).toEqual(['qrCode', 'url', 'vencimento']);
    expect(keys(boleto)).toEqual(['boletoCodigoBarras', 'boletoURL', 'vencimento']);
    expect(card.status).toBe(200);
    expect(keys(card.data)).toEqual(['cartaoAutorizacao']);
  });

  it('the full sandbox keeps its additions, and the same amount on every call', async () => {
    const { proposal, pix, boleto } = await payEverything(full);
    expect(proposal.valorPrimeiroPagamento).toBeGreaterThan(0);
    expect([pix.valor, boleto.valor]).toEqual([proposal.valorPrimeiroPagamento, proposal.valorPrimeiroPagamento]);
  });

  it('is switched on by SANDBOX_STRICT_SPEC=1', () => {
    expect(resolveConfig({}, { SANDBOX_STRICT_SPEC: '1' }).strictSpec).toBe(true);
    expect(resolveConfig({}, {}).strictSpec).toBe(false);
  });
});
