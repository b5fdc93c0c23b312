// Shortcuts for the issue-15 tests: a proposal in one call, a card body for it.
import type { PagamentoCartaoRequest, Proposal } from '../../src/generated/api.ts';
import { LEAD, proposalBody, type RunningSandbox } from './sandbox.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';

/** A car proposal (R$ 50.000 integral, first payment R$ 1.255,00) for a fresh lead; `patch` edits the body. */
export async function seedProposal(sb: RunningSandbox, patch: Record<string, unknown> = {}): Promise<Proposal> {
  const lead = await sb.api.saveLead(LEAD);
  const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2' });
  const plan = item.planosTipos[0];
  const body = { ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }), ...patch };
  return sb.api.createProposal(body as Parameters<typeof sb.api.createProposal>[0]);
}

export const cardBody = (
  propostaToken: string,
  cartaoNumero: string = TEST_CARDS.approved,
  extra: Partial<PagamentoCartaoRequest> = {},
): PagamentoCartaoRequest => ({
  cartaoBandeira: 'VISA',
  cartaoCodigoSeguranca: '987',
  cartaoCpfTitular: '52998224725',
  cartaoNomeTitular: 'MARIA DA SILVA',
  cartaoNumero,
  cartaoValidadeMes: '12',
  cartaoValidadeAno: '2030',
  cartaoParcelas: 1,
  cartaoId: '',
  propostaToken,
  ...extra,
});

/** POST a JSON body with the app key, answering status and parsed body. */
export async function postJson(sb: RunningSandbox, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await sb.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
