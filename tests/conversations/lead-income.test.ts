// The catalogue's "no plan" answers and where they lead (spec sections 4 and 8): not enough
// income → extra income or a lower credit; no plan at this credit → simulate again on the flag
// path (income question skipped, the search runs directly). Incomes from sandbox/README.md.
import { afterEach, describe, expect, it } from 'vitest';
import { startJourney, type Journey } from './harness.ts';
import { entered, record, refuses, walkLead, type Recorder } from './leadJourney.ts';
import { ownLeadIds } from './plansSetup.ts';

const R$ = 'R$\u00a0';

describe('lead phase: income and credit not enough for a plan', () => {
  let j: Journey;
  let rec: Recorder;
  afterEach(() => j?.stop());

  /** Car, integral, R$ 50.000 (instalment R$ 755,00) on R$ 2.000 of income: 30 % is R$ 600,00. */
  async function toRendaInsuficiente(): Promise<void> {
    j = await startJourney();
    rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO', plan: 'CRÉDITO INTEGRAL', credito: '50.000', renda: '2.000', until: 'error-renda-insuficiente' });
    expect(j.lastBotTexts()).toContain('Você tem alguma renda extra ou familiar para somar?');
    expect(j.options()).toEqual(['NÃO TENHO', 'TENHO', 'FALAR COM OS ESPECIALISTAS']);
  }

  it('renda insuficiente → TENHO → extra income (validated) → added to the income → plans', async () => {
    await toRendaInsuficiente();
    await j.click('TENHO');
    await j.at('com-renda-extra');
    await refuses(j, '', 'Preencha para continuar! 😊');
    await refuses(j, 'R$ 50,00', 'Valor inválido');
    await j.type('R$ 600,00');
    await entered(rec, 'plans-list-select');
    expect(j.transcript().join('\n')).toContain(`Somei ${R$}600,00 à sua renda.`);

    const searches = rec.callsTo('/api/v1/catalogo');
    expect(searches.map((s) => s.query.get('renda'))).toEqual(['200000', '260000']);
    // R$ 2.600 → R$ 780,00 of instalment: R$ 50.000 (R$ 755,00) fits, R$ 55.000 does not.
    expect(j.conversation.state.value.catalogue.ofertas.map((o) => o.bemValor)).toEqual([5_000_000]);
    // The lead was saved once, before the first search; the income question was not asked again.
    expect(rec.callsTo('/api/lead')).toHaveLength(1);
    expect(rec.steps.filter((s) => s === 'basico-valor-renda')).toHaveLength(1);
    expect(j.events.filter((e) => e.event === 'Ver Planos')).toHaveLength(1);
  });

  it('extra income that is still not enough comes back to the question; a second TENHO replaces it', async () => {
    await toRendaInsuficiente();
    await j.click('TENHO');
    await j.at('com-renda-extra');
    await j.type('100');
    await j.at('error-renda-insuficiente');
    await j.click('TENHO');
    await j.at('com-renda-extra');
    await j.type('1.000');
    await entered(rec, 'plans-list-select');
    expect(rec.callsTo('/api/v1/catalogo').map((s) => s.query.get('renda'))).toEqual(['200000', '210000', '300000']);
  });

  it('renda insuficiente → NÃO TENHO → a lower credit → the search runs directly with the same income', async () => {
    await toRendaInsuficiente();
    await j.click('NÃO TENHO');
    await j.at('lead-credit-value-add');
    expect(j.lastBotTexts()).toEqual([
      'Sem problemas! Vamos tentar um valor de crédito menor, que caiba no seu bolso. 😉',
      'De quanto é o crédito que você precisa?',
    ]);
    await refuses(j, '25.000', `O crédito mínimo é de ${R$}30.000,00`);
    await j.type('30.000');
    await entered(rec, 'plans-list-select');
    const searches = rec.callsTo('/api/v1/catalogo');
    expect(searches.map((s) => [s.query.get('minValor'), s.query.get('renda')])).toEqual([
      ['5000000', '200000'],
      ['3000000', '200000'],
    ]);
    expect(rec.steps.filter((s) => s === 'basico-valor-renda')).toHaveLength(1);
    expect(rec.steps.filter((s) => s === 'lead-add-email')).toHaveLength(1);
  });

  it('credit out of the catalogue range → error-no-plans sets the flag → SIMULAR NOVAMENTE → new credit → search directly', async () => {
    j = await startJourney();
    rec = record(j);
    // Mid-way: a car lead already saved (R$ 20.000 is below the catalogue's car range, which the
    // client's own range check would refuse: the server's answer is what this test is about).
    j.seed('consorcio', {
      tipoBem: 'CARRO',
      tipoPlano: 'CREDITO_INTEGRAL',
      categoriaId: 2,
      produtoCategoria: 'automoveis',
      creditoMin: 3_000_000,
      creditoMax: 40_000_000,
    });
    j.seed('lead', {
      nome: 'Maria da Conceição',
      email: 'joao.silva@gmail.com',
      telefone: '11987654321',
      rendaMensal: 1_000_000,
      valorCredito: 2_000_000,
      leadId: '100001',
      ...ownLeadIds(j),
    });
    await j.goTo('proposal-plans-list-carousel-get');
    await j.at('error-no-plans');
    expect(j.lastBotTexts()).toEqual(['Poxa, não encontrei nenhum plano para esse valor de crédito. 😕', 'Que tal simular novamente com outro valor?']);
    expect(j.conversation.state.value.flags.isSimulateAgain).toBe(true);
    expect(j.options()).toEqual(['SIMULAR NOVAMENTE', 'FALAR COM OS ESPECIALISTAS']);

    await j.click('FALAR COM OS ESPECIALISTAS');
    expect(j.opened).toEqual([j.conversation.variant.linkWhatsApp]);

    await j.click('SIMULAR NOVAMENTE');
    await j.at('lead-credit-value-add');
    expect(j.lastBotTexts()[0]).toContain(`ele vai de ${R$}30.000,00 a ${R$}400.000,00`);
    await j.type('50.000');
    await entered(rec, 'plans-list-select');

    const after = rec.steps.slice(rec.steps.indexOf('error-no-plans'));
    expect(after).toEqual([
      'error-no-plans',
      'lead-credit-guide',
      'lead-credit-value',
      'lead-credit-value-add',
      'proposal-plans-list-carousel-get',
      'plans-list-select',
    ]);
    expect(rec.callsTo('/api/v1/catalogo').map((s) => s.query.get('minValor'))).toEqual(['2000000', '5000000']);
    expect(rec.callsTo('/api/lead')).toHaveLength(0);
  });

  it('half-payment services do not exist: the catalogue says so and the visitor simulates again', async () => {
    j = await startJourney();
    rec = record(j);
    j.seed('consorcio', {
      tipoBem: 'SERVICO',
      tipoPlano: 'CREDITO_PAGAMETADE',
      categoriaId: 4,
      produtoCategoria: 'servicos',
      creditoMin: 1_200_000,
      creditoMax: 2_000_000,
    });
    j.seed('lead', { rendaMensal: 1_000_000, valorCredito: 1_500_000, leadId: '100001', ...ownLeadIds(j) });
    await j.goTo('proposal-plans-list-carousel-get');
    await j.at('error-no-plans');
    expect(Object.fromEntries(rec.callsTo('/api/v1/catalogo')[0].query)).toMatchObject({ categorias: '4', pagaMetade: 'true' });
  });
});
