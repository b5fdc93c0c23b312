// Item 8 of issue 14: the spec's "Plan (fetched list)" and held plan-detail fields are in the state,
// the contract has all of the spec's fields with their defaults, and each request sends exactly the
// spec's fields (section 7): POST /api/lead used to send an extra valorCredito.
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api/index.ts';
import { startJourney, type Journey } from './harness.ts';
import { entered, record, walkLead } from './leadJourney.ts';
import { choosePlan, fillHolder, reachedPaymentInit } from './plansSetup.ts';

const NBSP = '\u00a0';
const keys = (body: unknown) => Object.keys(body as object).sort();

describe('item 8: the spec plan list, plan details and contract, and only the spec fields in requests', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('from the lead to the proposal: state holds the spec entities; lead, plan details and proposal send the spec fields only', async () => {
    j = await startJourney();
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO', plan: 'CRÉDITO INTEGRAL', credito: '50.000', renda: '10.000' });
    await entered(rec, 'plans-list-select');
    await j.at('plans-list-select');

    // Plan (fetched list): every plan of every offer, in order, with its labels and the category's image.
    const { ofertas, planos } = j.conversation.state.value.catalogue as unknown as {
      ofertas: Array<{ bemValor: number; planoMeses: number; planosTipos: Array<{ planoID: number; valorParcela: number; name: string }> }>;
      planos: Array<Record<string, unknown>>;
    };
    expect(planos).toHaveLength(ofertas.reduce((n, o) => n + o.planosTipos.length, 0));
    const first = ofertas[0];
    expect(planos[0]).toEqual({
      planoIndex: 0,
      planoId: first.planosTipos[0].planoID,
      bemId: expect.any(Number),
      bemNome: expect.any(String),
      bemCredito: 5_000_000,
      bemCreditoLabel: `R$${NBSP}50.000,00`,
      planoMeses: first.planoMeses,
      planoValorParcela: first.planosTipos[0].valorParcela,
      planoValorParcelaLabel: expect.stringMatching(/^R\$\u00a0[\d.]+,\d{2}$/),
      planoValorPagamento: expect.any(Number),
      planoValorPagamentoLabel: expect.stringMatching(/^R\$\u00a0[\d.]+,\d{2}$/),
      labelPlano: expect.stringMatching(new RegExp(`^Integral: ${first.planoMeses}x de R\\$\u00a0`)),
      imagemUrlPlano: 'http://sandbox.test/api/categoria/2.svg',
      tipo: 'Integral',
    });
    expect(planos.map((p) => p.planoIndex)).toEqual(planos.map((_, i) => i));

    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    await j.click('SEGUIR COM ESSE PLANO');
    await j.at('proposal-plan-holder');
    // Held plan details: the fee table of the plan chosen.
    expect(j.conversation.state.value.plan).toMatchObject({
      tabelaDescricao: `Tabela Integral Automóveis - ${first.planoMeses} meses`,
      rateio: true,
      // Cars: 1 % membership fee in the sandbox's table (sandbox/README.md).
      semAdesao: false,
      taxaAdesao: 1,
      taxaAdmTotal: 16,
      taxaFundoReserva: 2,
      taxaSeguroQuebra: 0.035,
      titulo: `Automóveis Integral ${first.planoMeses} meses`,
    });
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await reachedPaymentInit(j);

    // The contract holds every spec field; autoriza and aceiteRegulamento default to true.
    expect(j.conversation.state.value.contract).toMatchObject({ rgIe: '', telefoneResidencial: '', autoriza: true, aceiteRegulamento: true, nomeEmpresa: '' });

    // Each request: exactly the spec's fields (section 7).
    expect(keys(rec.callsTo('/api/lead')[0].body)).toEqual(
      ['nome', 'email', 'telefone', 'rendaMensal', 'campanhaId', 'compraId', 'categoriaId', 'tipo', 'empresaId', 'referralCode'].sort(),
    );
    expect(keys(rec.callsTo('/api/plano/detalhes')[0].body)).toEqual(['empresaID', 'leadID', 'planoID', 'bemID'].sort());
    expect(keys(rec.callsTo('/api/proposta')[0].body)).toEqual(
      [
        'bairro',
        'bemID',
        'cep',
        'cidade',
        'complemento',
        'cpfCnpj',
        'email',
        'empresaId',
        'estado',
        'leadId',
        'logradouro',
        'nascimentoFundacao',
        'nome',
        'nomeRazao',
        'numero',
        'planoID',
        'planoMeses',
        'rendaFaturamento',
        'rendaMensal',
        'telefone',
        'telefoneCelular',
        'termos',
        'tipoPessoa',
      ].sort(),
    );
  });

  it('the sandbox refuses a lead with a field outside the spec (valorCredito)', async () => {
    j = await startJourney();
    const body = {
      nome: 'Maria',
      email: 'maria@exemplo.com.br',
      telefone: '11987654321',
      rendaMensal: 500_000,
      campanhaId: 851,
      compraId: 161,
      categoriaId: 2 as const,
      tipo: 1,
      empresaId: 90,
      referralCode: null,
    };
    await expect(apiClient().saveLead({ ...body, valorCredito: 5_000_000 } as never)).rejects.toMatchObject({ status: 400 });
    await expect(apiClient().saveLead(body)).resolves.toMatchObject({ id: expect.any(Number) });
  });
});
