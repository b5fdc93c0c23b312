import { afterEach, describe, expect, it } from 'vitest';
import type { Journey } from './harness.ts';
import { atPlans, choosePlan, offers, VISITOR } from './plansSetup.ts';

const NBSP = '\u00a0';

describe('plans: carousel to proposal-confirm-infos', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('shows the offers of the search, and choosing one fetches its details and asks to go ahead', async () => {
    j = await atPlans();
    expect(j.transcript().at(-1)).toBe('bot: [planCarousel]');
    // R$ 50.000 car: the requested credit and three steps above it, 80 months each.
    expect(offers(j).map((o) => o.bemValor)).toEqual([5_000_000, 5_500_000, 6_000_000, 6_500_000]);

    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    expect(j.transcript()).toContain(`you: Integral: crédito de R$${NBSP}50.000,00 em 80x de R$${NBSP}755,00`);
    expect(j.transcript()).toContain(
      `bot: Ótima escolha! 👏 Você selecionou o plano Integral: crédito de R$${NBSP}50.000,00 em 80 meses, com parcelas de R$${NBSP}755,00.`,
    );
    const { plan, flags } = j.conversation.state.value;
    expect(plan).toMatchObject({
      nome: 'Integral',
      bemCredito: 5_000_000,
      planoMeses: 80,
      planoValorParcela: 75_500,
      planoValorPagamento: 125_500,
      titulo: 'Automóveis Integral 80 meses',
      taxaAdmMensal: '0,2000%', // 16 % over 80 months, 4 decimals
      descontoPercentual: 0,
    });
    expect(plan.planoTaxas).toContain('Taxa de administração total de 16,00%');
    expect(flags.hasPlan).toBe(true);
    // No campaign discount on the main variant: straight to the question.
    expect(j.transcript().join('\n')).not.toContain('desconto');
    expect(j.options()).toEqual(['SEGUIR COM ESSE PLANO', 'VER OUTROS PLANOS', 'FALAR COM OS ESPECIALISTAS']);
  });

  it('reports Plano Selecionado with personal data only as pii', async () => {
    j = await atPlans();
    await choosePlan(j, 1, 'Integral');
    await j.at('proposal-confirm-infos');
    const selected = j.events.filter((e) => e.event === 'Plano Selecionado');
    expect(selected).toHaveLength(1);
    expect(selected[0].data).toMatchObject({ plano: 'Integral', valorCredito: 5_500_000, planoMeses: 80 });
    expect(selected[0].pii).toEqual({ email: VISITOR.email, telefone: VISITOR.telefone });
    expect(JSON.stringify(selected[0].data)).not.toContain(VISITOR.email);
    expect(JSON.stringify(selected[0].data)).not.toContain(VISITOR.telefone);
  });

  it('with a campaign discount shows the first instalment at 50 % off', async () => {
    j = await atPlans({ variantPatch: { desconto: true } });
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    expect(j.transcript()).toContain('bot: E tenho uma ótima notícia: você ganhou 50% de desconto na primeira parcela! 🎁');
    expect(j.transcript()).toContain(`bot: Em vez de R$${NBSP}1.255,00, a sua primeira parcela sai por R$${NBSP}627,50.`);
    expect(j.conversation.state.value.plan).toMatchObject({ descontoPercentual: 50, planoValorPagamentoDesconto: 62_750 });
  });

  it('company 97 gets 60 % off by the company rule, with no percentage in its variant data', async () => {
    j = await atPlans({ variantPatch: { desconto: true, empresaId: 97 } });
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    expect(j.transcript()).toContain('bot: E tenho uma ótima notícia: você ganhou 60% de desconto na primeira parcela! 🎁');
    expect(j.transcript()).toContain(`bot: Em vez de R$${NBSP}1.255,00, a sua primeira parcela sai por R$${NBSP}502,00.`);
  });

  it('VER OUTROS PLANOS can show the same carousel again', async () => {
    j = await atPlans();
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    await j.click('VER OUTROS PLANOS');
    await j.at('plans-change-type');
    // The car is sold in both plan types on the main price table: the other one is offered.
    expect(j.options()).toEqual(['VER OS PLANOS DE NOVO', 'VER PLANOS PAGA METADE']);
    await j.click('VER OS PLANOS DE NOVO');
    await j.at('plans-list-select');
    expect(j.transcript().filter((line) => line === 'bot: [planCarousel]')).toHaveLength(2);
    await choosePlan(j, 2, 'Integral');
    await j.at('proposal-confirm-infos');
    expect(j.conversation.state.value.plan.bemCredito).toBe(6_000_000);
  });

  it('changing plan type after a plan is chosen searches again and restarts the carousel', async () => {
    j = await atPlans();
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    await j.click('VER OUTROS PLANOS');
    await j.at('plans-change-type');
    await j.click('VER PLANOS PAGA METADE');
    await j.at('plans-list-select');
    const { consorcio, flags } = j.conversation.state.value;
    expect(consorcio).toMatchObject({ tipoPlano: 'CREDITO_PAGAMETADE', categoriaId: 21 });
    expect(flags.hasPlan).toBe(false);
    expect(offers(j)[0].planosTipos.map((p) => p.name)).toEqual(['Paga Metade']);
    expect(j.events.filter((e) => e.event === 'Ver Planos')).toHaveLength(1);

    await choosePlan(j, 0, 'Paga Metade');
    await j.at('proposal-confirm-infos');
    expect(j.conversation.state.value.plan).toMatchObject({ nome: 'Paga Metade', planoValorParcela: 37_750 });
    // Back on integral, the other type is the one offered.
    await j.click('VER OUTROS PLANOS');
    await j.at('plans-change-type');
    expect(j.options()).toEqual(['VER OS PLANOS DE NOVO', 'VER PLANOS CRÉDITO INTEGRAL']);
  });

  it('a new search after a plan type change maps "no plan for this income" to error-renda-insuficiente', async () => {
    // R$ 2.000 of income allows R$ 600,00 a month: the half-payment R$ 50.000 (R$ 377,50) fits,
    // the integral one (R$ 755,00) does not.
    j = await atPlans({ categoriaId: 21, rendaMensal: 200_000 });
    await choosePlan(j, 0, 'Paga Metade');
    await j.at('proposal-confirm-infos');
    await j.click('VER OUTROS PLANOS');
    await j.at('plans-change-type');
    await j.click('VER PLANOS CRÉDITO INTEGRAL');
    await j.at('error-renda-insuficiente');
    expect(j.options()).toEqual(['NÃO TENHO', 'TENHO', 'FALAR COM OS ESPECIALISTAS']);
  });
  // SIMULAR NOVAMENTE, a one-plan-type partner and a failed details call are YAML tests (flows/tests/plans.yaml).
});
