// Starts a journey at payment-init the way the proposal phase leaves it: a real lead, plan and
// proposal created in the in-process sandbox, and the state those phases write.
import { apiClient, createApiClient, setApiClient } from '../../src/api/index.ts';
import type { ConversationState } from '../../src/contracts/content.ts';
import type { CardFormValues } from '../../src/domain/cardForm.ts';
import type { Journey } from './harness.ts';
import { LEAD, proposalBody } from '../sandbox/sandbox.ts';

/** The holder CPF the sandbox answers 503 on Pix and boleto (sandbox/README.md, test hook). */
export const OUTAGE_CPF = '11144477735';
export const HOLDER_CPF = '52998224725';

export interface PaymentSeed {
  /** Category of the plan: 2 (car: Pix, card, boleto) or 1 (property: Pix, boleto). */
  categorias?: '1' | '2';
  /** Holder CPF of the proposal (OUTAGE_CPF for the failure branches). */
  cpf?: string;
  /** Overrides the proposal's payment method codes in state. */
  formasPagamento?: number[];
}

export interface SeededPayment {
  leadId: number;
  propostaId: string;
  propostaToken: string;
  /** What the proposal charges first, in centavos. */
  valor: number;
  contrato: string;
}

/** Creates lead, plan and proposal in the sandbox, seeds the state and enters payment-init. */
export async function startAtPayment(j: Journey, seed: PaymentSeed = {}): Promise<SeededPayment> {
  const { lead, body } = await seedUpToProposal(j, seed);
  const proposal = await apiClient().createProposal(body);
  // The full sandbox adds the amount the spec's answer lacks; these journeys read it to check the screens.
  const valor = proposal.valorPrimeiroPagamento;
  if (valor === undefined) throw new Error('startAtPayment needs the full sandbox (valorPrimeiroPagamento)');
  j.seed('proposal', {
    propostaId: String(proposal.propostaID),
    contrato: proposal.contrato,
    propostaToken: proposal.propostaToken,
    formasPagamento: seed.formasPagamento ?? proposal.formasPagamentoDisponiveis,
  });
  // What createProposal leaves for the payment phase: the amount the proposal charges.
  j.seed('payment', { valor });
  await j.goTo('payment-init');
  await j.at('payment-options');
  return {
    leadId: lead.id,
    propostaId: proposal.propostaID,
    propostaToken: proposal.propostaToken,
    valor,
    contrato: proposal.contrato,
  };
}

/**
 * Creates the lead and picks a plan in the sandbox, and seeds what the lead, plans and proposal
 * phases write before the proposal is created. Returns the matching POST /api/proposta body.
 */
export async function seedUpToProposal(j: Journey, seed: PaymentSeed = {}) {
  const api = apiClient();
  const categorias = seed.categorias ?? '2';
  const lead = await api.saveLead({ ...LEAD, categoriaId: Number(categorias) as 2 });
  const [item] = await api.searchCatalogue({ minValor: categorias === '1' ? 20_000_000 : 5_000_000, categorias, pagaIntegral: true });
  const plan = item.planosTipos[0];
  const cpf = seed.cpf ?? HOLDER_CPF;
  j.seed('lead', {
    nome: LEAD.nome,
    email: LEAD.email,
    telefone: LEAD.telefone,
    rendaMensal: LEAD.rendaMensal,
    leadId: String(lead.id),
    leadToken: lead.LeadToken,
    campanhaId: LEAD.campanhaId,
    compraId: LEAD.compraId,
    empresaId: LEAD.empresaId,
  });
  j.seed('consorcio', { tipoBem: categorias === '1' ? 'IMOVEL' : 'CARRO', tipoPlano: 'CREDITO_INTEGRAL', categoriaId: Number(categorias) });
  j.seed('plan', {
    nome: plan.name,
    planoId: plan.planoID,
    bemId: plan.bemId,
    bemNome: plan.bemNome,
    bemCredito: item.bemValor,
    planoMeses: item.planoMeses,
    planoValorParcela: plan.valorParcela,
    planoValorPagamento: plan.valorParcelaPrimeiroPagto,
    planoValorPagamentoDesconto: plan.valorParcelaPrimeiroPagto,
  } satisfies Partial<ConversationState['plan']>);
  j.seed('contract', {
    tipoPessoa: 0,
    tipoCliente: 'Pessoa Física',
    nomeRazao: LEAD.nome,
    cpfCnpj: cpf,
    nascimentoFundacao: '17/05/1985',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
  });
  const body = { ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }), cpfCnpj: cpf };
  return { lead, body };
}

/** A card form as the modal holds it (masked), paying in 3x with a valid holder CPF. */
export function cardForm(numero: string, patch: Partial<CardFormValues> = {}): CardFormValues {
  return { nome: 'JOANA C SOUZA', numero, validade: '12/2030', cvv: '731', cpfCnpj: '111.444.777-35', parcelas: '3', ...patch };
}

/** Records the JSON bodies the app sends, by path, keeping the sandbox behind the client. */
export function recordRequests(j: Journey): Map<string, unknown[]> {
  const bodies = new Map<string, unknown[]>();
  setApiClient(
    createApiClient({
      baseUrl: 'http://sandbox.test',
      appKey: j.sandbox.sandbox.config.appKey,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const text = request.method === 'GET' ? '' : await request.clone().text();
        const path = new URL(request.url).pathname;
        bodies.set(path, [...(bodies.get(path) ?? []), text ? JSON.parse(text) : null]);
        return j.sandbox.fetch(request);
      },
    }),
  );
  return bodies;
}
