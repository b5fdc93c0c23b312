// The lead phase walked headless over the real flows and the in-process sandbox: every category to
// the plan search, what is stored and sent, and the variants' effect on the plan-type question.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJourney, type Journey } from './harness.ts';
import { answerUntil } from './answerQuestions.ts';
import { entered, leadRows, pickCategory, record, shownCategories, walkLead, type LeadAnswers } from './leadJourney.ts';

const NBSP = '\u00a0';

describe('lead phase: each category to the plan search', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  // Incomes from sandbox/README.md's test data: each comfortably above 3,34 × the instalment.
  const cases: Array<LeadAnswers & { categoria: string; categoriaId: number; planName: string; firstCredit: number }> = [
    {
      tipoBem: 'IMOVEL',
      plan: 'CRÉDITO INTEGRAL',
      credito: '200000',
      renda: '10000',
      categoria: 'Imóveis',
      categoriaId: 1,
      planName: 'Integral',
      firstCredit: 20_000_000,
    },
    {
      tipoBem: 'CARRO',
      plan: 'PAGA METADE',
      credito: '50000',
      renda: '2000',
      categoria: 'Automóveis',
      categoriaId: 21,
      planName: 'Paga Metade',
      firstCredit: 5_000_000,
    },
    {
      tipoBem: 'MOTO',
      plan: 'CRÉDITO INTEGRAL',
      credito: '15.000',
      renda: '3.000,00',
      categoria: 'Motocicletas',
      categoriaId: 3,
      planName: 'Integral',
      firstCredit: 1_500_000,
    },
    { tipoBem: 'SERVICO', credito: 'R$ 12.000,00', renda: 'R$ 3.000,00', categoria: 'Serviços', categoriaId: 4, planName: 'Integral', firstCredit: 1_200_000 },
    {
      tipoBem: 'CAMINHAO',
      plan: 'PAGA METADE',
      credito: '100000',
      renda: '5000',
      categoria: 'Pesados',
      categoriaId: 26,
      planName: 'Paga Metade',
      firstCredit: 10_000_000,
    },
  ];

  for (const c of cases) {
    it(`${c.categoria}${c.plan ? ` (${c.plan})` : ''}: category, name, plan type, credit, income, contact, lead, plans`, async () => {
      j = await startJourney();
      const rec = record(j);
      await walkLead(j, c);
      await entered(rec, 'plans-list-select');

      // The visitor's answers are echoed, the choice of category by its title.
      expect(j.transcript()).toContain(`you: ${c.categoria}`);
      const state = j.conversation.state.value;
      expect(state.consorcio).toMatchObject({ tipoBem: c.tipoBem, categoriaId: c.categoriaId });
      // Services have no half-payment plan: the plan-type question is not asked.
      expect(rec.steps.includes('lead-select-plan')).toBe(c.plan !== undefined);

      const [search] = rec.callsTo('/api/v1/catalogo');
      expect(Object.fromEntries(search.query)).toMatchObject({
        tipo: '1',
        categorias: String(c.categoriaId),
        empresaId: '90',
        pagaIntegral: String(c.planName === 'Integral'),
        pagaMetade: String(c.planName === 'Paga Metade'),
        pagaReduzida: 'false',
        minValor: String(state.lead.valorCredito),
        renda: String(state.lead.rendaMensal),
        sort: 'asc',
      });
      const ofertas = state.catalogue.ofertas;
      expect(ofertas[0].bemValor).toBe(c.firstCredit);
      expect(ofertas.flatMap((o) => o.planosTipos.map((p) => p.name))).toSatisfy((names: string[]) => names.every((n) => n === c.planName));
      expect(j.events.map((e) => e.event)).toEqual(['Produto Categoria', 'Lead Save', 'Ver Planos']);
    });
  }

  it('says the credit range, greets by capitalised first name and saves the lead with the variant ids', async () => {
    j = await startJourney();
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO', plan: 'CRÉDITO INTEGRAL', nome: 'maria DA conceição', credito: '50.000', renda: '2.520' });
    await entered(rec, 'plans-list-select');

    const text = j.transcript().join('\n');
    expect(text).toContain('you: maria DA conceição');
    expect(text).toContain('Prazer em te conhecer, Maria! 😊');
    expect(text).toContain(`Para essa categoria, ele vai de R$${NBSP}30.000,00 a R$${NBSP}400.000,00.`);
    expect(text).toContain('you: 50.000');
    expect(text).toContain(`Estou buscando os melhores planos para você`);

    const [lead] = rec.callsTo('/api/lead');
    expect(lead.body).toEqual({
      nome: 'Maria da Conceição',
      email: 'joao.silva@gmail.com',
      telefone: '11987654321',
      rendaMensal: 252_000,
      campanhaId: 851,
      compraId: 161,
      categoriaId: 2,
      tipo: 1,
      empresaId: 90,
      referralCode: null,
    });
    expect(j.conversation.state.value.lead).toMatchObject({ leadId: '100001', nome: 'Maria da Conceição' });
    expect(j.conversation.state.value.lead.leadToken).toMatch(/^[0-9a-f]{32}$/);

    // Personal data reaches analytics only as pii, which the adapters hash.
    const save = j.events.find((e) => e.event === 'Lead Save')!;
    expect(save.pii).toEqual({ email: 'joao.silva@gmail.com', telefone: '11987654321' });
    expect(JSON.stringify(save.data)).not.toMatch(/joao|98765/);
    expect(j.events.find((e) => e.event === 'Produto Categoria')!.data).toEqual({
      produtoCategoria: 'automoveis',
      categoriaId: 2,
      plano: 'plano_integral',
    });
    // The income the catalogue got is the one typed (no extra income): R$ 2.520 → only R$ 50.000 fits.
    expect(j.conversation.state.value.catalogue.ofertas.map((o) => o.bemValor)).toEqual([5_000_000]);
  });

  it('sends the referral code the variant holds', async () => {
    j = await startJourney({ variantPatch: { referralcode: 'AMIGO123' } });
    const rec = record(j);
    await walkLead(j, { tipoBem: 'MOTO', plan: 'CRÉDITO INTEGRAL', credito: '15000', renda: '3000' });
    await entered(rec, 'plans-list-select');
    expect(rec.callsTo('/api/lead')[0].body).toMatchObject({ referralCode: 'AMIGO123' });
  });
});

describe('lead phase: the variant decides the categories and the plan type', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('shows the five full-credit cards on the main (completa) table', async () => {
    j = await startJourney();
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await j.at('lead-select-category');
    const cards = shownCategories(j);
    expect(cards.map((c) => `${c.nome} (${c.descricao})`)).toEqual([
      'Imóveis (novos ou usados)',
      'Automóveis (novos ou seminovos)',
      'Motocicletas (nacionais ou importadas)',
      'Serviços (festas, viagens e mais)',
      'Pesados (caminhões e equipamentos)',
    ]);
  });

  it('paga_metade: half-payment cards only, no plan-type question, the search asks for Paga Metade', async () => {
    j = await startJourney({ variantPatch: { tipoTabela: 'paga_metade' } });
    const rec = record(j);
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await j.at('lead-select-category');
    expect(shownCategories(j).map((c) => c.categoriaID)).toEqual([20, 21, 22, 26]);
    await pickCategory(j, 'CARRO');
    await answerUntil(j, 'plans-list-select', leadRows({ nome: 'João Pedro Schwarz', credito: '50000', renda: '2000' }));
    expect(rec.steps).not.toContain('lead-select-plan');
    await entered(rec, 'plans-list-select');
    expect(Object.fromEntries(rec.callsTo('/api/v1/catalogo')[0].query)).toMatchObject({ categorias: '21', pagaMetade: 'true', pagaIntegral: 'false' });
  });

  it('integral partner table: no plan-type question, integral search', async () => {
    j = await startJourney({ variantPatch: { tipoTabela: 'integral' } });
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO', credito: '50000', renda: '3000' });
    await entered(rec, 'plans-list-select');
    expect(rec.steps).not.toContain('lead-select-plan');
    expect(Object.fromEntries(rec.callsTo('/api/v1/catalogo')[0].query)).toMatchObject({ categorias: '2', pagaIntegral: 'true' });
  });

  it('a variant presetting the plan type skips the question and uses it for the category', async () => {
    j = await startJourney({ variantPatch: { tipoPlano: 'CREDITO_PAGAMETADE' } });
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CAMINHAO', credito: '100000', renda: '5000' });
    await entered(rec, 'plans-list-select');
    expect(rec.steps).not.toContain('lead-select-plan');
    expect(j.conversation.state.value.consorcio).toMatchObject({ tipoPlano: 'CREDITO_PAGAMETADE', categoriaId: 26 });
  });
});

// The word check, the lead save and the plan search failing are YAML tests (flows/tests/lead.yaml).
describe('lead phase: failures', () => {
  let j: Journey;
  afterEach(() => {
    j?.stop();
    vi.restoreAllMocks();
  });

  it('an empty category list is only reported: the built-in cards still show', async () => {
    j = await startJourney({ variantPatch: { empresaId: 0 } });
    // The journey gives no onError, so the report reaches the default reporter, the console
    // (tests/unit/lead/categoryCarousel.test.tsx asserts on onError itself).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await j.at('copy-message-2');
    await j.click('SIMULAR AGORA');
    await j.at('lead-select-category');
    const cards = shownCategories(j);
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      '[engine] action "loadCategories" went on past a problem (outcome "ok") (step "lead-load-categories")',
      expect.any(Error),
    );
    expect(String(logged.mock.calls[0][1])).toMatch(/empresaID=0 gave no category .*; showing the built-in list$/);
    expect(cards.map((c) => c.categoriaID)).toEqual([1, 2, 3, 4, 6]);
    // Their words come from flows/ui.yaml, as the spec writes them.
    expect(cards.map((c) => `${c.nome} (${c.descricao})`)).toEqual([
      'Imóveis (novos ou usados)',
      'Automóveis (novos ou seminovos)',
      'Motocicletas (nacionais ou importadas)',
      'Serviços (festas, viagens e mais)',
      'Pesados (caminhões e equipamentos)',
    ]);
    await pickCategory(j, 'IMOVEL');
    await j.at('lead-basic-name');
  });

  it('a failed category call goes to error-general before the question is asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    j = await startJourney();
    const rec = record(j);
    await j.at('copy-message-2');
    rec.fail('/api/categoria', 500, { message: 'Erro' });
    await j.click('SIMULAR AGORA');
    await j.at('error-general');
    expect(rec.steps).not.toContain('lead-select-category');
    expect(j.options()).toEqual(['TENTAR NOVAMENTE', 'FALAR COM OS ESPECIALISTAS']);
  });
});
