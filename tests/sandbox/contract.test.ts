// The sandbox answers every call of the spec's Calls table like a real backend: key check,
// validation with every problem listed, the catalogue's exact messages, CEPs, word check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/errors.ts';
import { LEAD, POST_PATHS, startSandbox, type RunningSandbox } from './sandbox.ts';
import { schemaProblems } from './schemas.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('X-App-Key', () => {
  it('answers 401 without the key or with a wrong one, on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/hc'],
      ['GET', '/api/categoria?empresaID=90'],
      ['POST', '/api/lead'],
      ['GET', '/api/v1/catalogo?minValor=1&categorias=2'],
    ]) {
      const none = await fetch(sb.url + path, { method });
      expect(none.status).toBe(401);
      const wrong = await fetch(sb.url + path, { method, headers: { 'X-App-Key': 'nope' } });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).code).toBe('CHAVE_INVALIDA');
    }
  });

  it('answers the health check with the key', async () => {
    expect(await sb.api.healthCheck()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/categoria', () => {
  it('lists the spec ids, letters and slugs', async () => {
    const list = await sb.api.getCategories(90);
    expect(list.map((c) => c.categoriaID)).toEqual([1, 2, 3, 4, 6, 20, 21, 22, 26, 29, 30, 31, 32]);
    expect(list.find((c) => c.categoriaID === 21)).toMatchObject({ codigo: 'AN', produtoCategoria: 'automoveis', tipoPlano: 'CREDITO_PAGAMETADE' });
    expect(list[0]).toMatchObject({ nome: 'Imóveis', descricao: 'novos ou usados', imagemUrl: `${sb.url}/api/categoria/1.svg` });
    const image = await fetch(list[0].imagemUrl);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('is empty for a company without catalogue, and requires empresaID', async () => {
    expect(await sb.api.getCategories(0)).toEqual([]);
    expect((await sb.request('/api/categoria')).status).toBe(400);
  });
});

describe('POST /api/lead', () => {
  it('saves leads with increasing ids and a token', async () => {
    const a = await sb.api.saveLead(LEAD);
    const b = await sb.api.saveLead({ ...LEAD, nome: 'João Souza' });
    expect(b.id).toBe(a.id + 1);
    expect(a.LeadToken).toMatch(/^[0-9a-f]{32}$/);
    expect(b.LeadToken).not.toBe(a.LeadToken);
  });

  it('lists every problem of a bad body with 400, never 500', async () => {
    const res = await sb.request('/api/lead', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...LEAD, email: 'não é e-mail', telefone: '123', rendaMensal: '5000', extra: 1 }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { campo: string }) => e.campo).sort()).toEqual(['/email', '/extra', '/rendaMensal', '/telefone']);
    expect(body.message).toMatch(/^Requisição inválida/);
  });

  it('answers 400 to malformed JSON, an empty body and a missing field', async () => {
    const post = (body: string) => sb.request('/api/lead', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect((await post('{"nome":')).status).toBe(400);
    expect((await post('')).status).toBe(400);
    const { nome: _n, ...withoutName } = LEAD;
    const res = await post(JSON.stringify(withoutName));
    expect((await res.json()).errors).toEqual([{ campo: '/nome', mensagem: 'campo obrigatório' }]);
  });
});

describe('GET /api/v1/catalogo', () => {
  const base = { minValor: 5_000_000, tipo: 1 as const, categorias: '2', empresaId: 90 };

  it('offers the requested car credit and three steps above, with realistic instalments', async () => {
    const items = await sb.api.searchCatalogue({ ...base, pagaIntegral: true, sort: 'asc' });
    expect(items.map((i) => i.bemValor)).toEqual([5_000_000, 5_500_000, 6_000_000, 6_500_000]);
    const [first] = items;
    expect(first).toMatchObject({ planoMeses: 80, bemCategoriaCodigo: 'AN' });
    // 50 000 × 1,18 / 80 + 0,035 % insurance = 737,50 + 17,50; first payment adds the 1 % membership fee.
    expect(first.planosTipos[0]).toMatchObject({
      name: 'Integral',
      valorParcela: 75_500,
      valorParcelaPrimeiroPagto: 125_500,
      planoTaxaAdmTotal: 16,
      exibirTextoResolucao285: false,
      dataProximaAssembleia: '2025-06-16',
    });
    expect(first.planosTipos[0].planoID).toBe(first.planosTipos[0].bemId * 10 + 1);
  });

  it('rounds a credit between steps up to the next step', async () => {
    const items = await sb.api.searchCatalogue({ ...base, minValor: 5_230_000 });
    expect(items[0].bemValor).toBe(5_500_000);
  });

  it('adds half-payment plans at 50 % of the instalment', async () => {
    const [first] = await sb.api.searchCatalogue({ ...base, pagaIntegral: true, pagaMetade: true });
    expect(first.planosTipos.map((p) => [p.name, p.valorParcela])).toEqual([
      ['Integral', 75_500],
      ['Paga Metade', 37_750],
    ]);
  });

  it('follows the category plan type when no flag is set, and sorts descending', async () => {
    const items = await sb.api.searchCatalogue({ ...base, categorias: '20', minValor: 20_000_000, sort: 'desc' });
    expect(items.map((i) => i.bemValor)).toEqual([23_000_000, 22_000_000, 21_000_000, 20_000_000]);
    expect(items[0].planosTipos.map((p) => p.name)).toEqual(['Paga Metade']);
    expect(items[0]).toMatchObject({ bemCategoriaCodigo: 'IM', planoMeses: 200 });
    expect(items[0].planosTipos[0].exibirTextoResolucao285).toBe(true);
  });

  it('keeps only plans whose instalment is at most 30 % of the income', async () => {
    // R$ 2.520: 30 % = R$ 756,00 covers R$ 755,00 (50 000) but not R$ 830,50 (55 000).
    const items = await sb.api.searchCatalogue({ ...base, renda: 252_000 });
    expect(items.map((i) => i.bemValor)).toEqual([5_000_000]);
    const halfOnly = await sb.api.searchCatalogue({ ...base, pagaIntegral: true, pagaMetade: true, renda: 200_000 });
    expect(halfOnly[0].planosTipos.map((p) => p.name)).toEqual(['Paga Metade']);
  });

  it("answers 404 'Nenhum plano encontrado para essa faixa de renda' when the income is too low", async () => {
    const error = await failure(sb.api.searchCatalogue({ ...base, renda: 200_000 }));
    expect(error).toMatchObject({
      status: 404,
      serverMessage: 'Nenhum plano encontrado para essa faixa de renda',
      message: 'Request failed with status code 404',
    });
  });

  it("answers 404 'Nenhum plano encontrado para essa faixa de credito' outside the range", async () => {
    for (const query of [
      { ...base, minValor: 2_999_999 },
      { ...base, minValor: 40_000_100 },
      { ...base, categorias: '4', pagaMetade: true, minValor: 1_500_000 },
    ]) {
      const error = await failure(sb.api.searchCatalogue(query));
      expect(error.serverMessage).toBe('Nenhum plano encontrado para essa faixa de credito');
      expect((error.body as { code: string }).code).toBe('FAIXA_CREDITO');
    }
  });

  it('generates by instalment (tipo 2): the largest credits whose instalment fits', async () => {
    // R$ 800,00 a month: R$ 50.000 costs R$ 755,00, R$ 55.000 already R$ 830,50.
    const items = await sb.api.searchCatalogue({ ...base, tipo: 2, minValor: 80_000 });
    expect(items.map((i) => i.bemValor)).toEqual([3_500_000, 4_000_000, 4_500_000, 5_000_000]);
  });

  it('rejects bad queries with 400', async () => {
    expect((await sb.request('/api/v1/catalogo?minValor=abc&categorias=2')).status).toBe(400);
    expect((await sb.request('/api/v1/catalogo?minValor=100&categorias=5')).status).toBe(400);
    expect((await sb.request('/api/v1/catalogo?categorias=2')).status).toBe(400);
    expect((await sb.request('/api/v1/catalogo?minValor=100&categorias=2&pagaMetade=talvez')).status).toBe(400);
  });
});

describe('POST /api/plano/detalhes', () => {
  it('describes the plan and its fees', async () => {
    const lead = await sb.api.saveLead(LEAD);
    const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2' });
    const plan = item.planosTipos[0];
    const details = await sb.api.getPlanDetails({ empresaID: 90, leadID: lead.id, planoID: plan.planoID, bemID: plan.bemId });
    expect(details).toMatchObject({
      titulo: 'Automóveis Integral 80 meses',
      taxaAdmTotal: 16,
      planoID: plan.planoID,
      TaxaAdmTotal: 16,
      TaxaFundoReserva: 2,
      TaxaAdesao: 1,
      SemAdesao: false,
      Titulo: 'Automóveis Integral 80 meses',
    });
    expect(details.planoTaxas).toContain('16,00% (0,2000% ao mês)');

    expect((await failure(sb.api.getPlanDetails({ empresaID: 90, leadID: lead.id, planoID: 999_999_1, bemID: 1 }))).status).toBe(404);
    expect((await failure(sb.api.getPlanDetails({ empresaID: 90, leadID: 1, planoID: plan.planoID, bemID: plan.bemId }))).serverMessage).toBe(
      'Lead não encontrado',
    );
    expect((await failure(sb.api.getPlanDetails({ empresaID: 90, leadID: lead.id, planoID: plan.planoID, bemID: plan.bemId + 1 }))).status).toBe(422);
  });
});

describe('GET /api/endereco', () => {
  it('finds Avenida Paulista with or without the dash', async () => {
    for (const cep of ['01310-100', '01310100']) {
      expect(await sb.api.getAddress(cep)).toEqual({
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        complemento: 'de 612 a 1510 - lado par',
        numero: '',
      });
    }
  });

  it('has city-wide CEPs without street or neighbourhood, and district CEPs without street', async () => {
    expect(await sb.api.getAddress('53990000')).toMatchObject({ logradouro: '', bairro: '', cidade: 'Fernando de Noronha', estado: 'PE' });
    expect(await sb.api.getAddress('45818000')).toMatchObject({ logradouro: '', bairro: 'Trancoso', cidade: 'Porto Seguro' });
  });

  it('answers 404 for an unknown CEP and 400 for a malformed one', async () => {
    expect(await failure(sb.api.getAddress('99999-999'))).toMatchObject({ status: 404, serverMessage: 'CEP não encontrado' });
    expect((await sb.request('/api/endereco?cep=123')).status).toBe(400);
  });
});

describe('POST /api/lead/validar-palavras', () => {
  it('accepts real names, company names and e-mails', async () => {
    for (const text of ['Maria da Conceição', 'João Pedro Schwarz', 'Transportes Irmãos Rocha Ltda', 'joao.silva+consorcio@gmail.com', 'Ng Wu']) {
      expect(await sb.api.checkWords(text), text).toEqual({ success: true });
    }
  });

  it('refuses profanity and gibberish with a message', async () => {
    for (const text of ['Seu Caralho', 'merda@exemplo.com', 'asdfgh', 'Kkkkkk', 'Xptrz Bcdf', 'fdp']) {
      const answer = await sb.api.checkWords(text);
      expect(answer.success, text).toBe(false);
      expect(answer.message).toBeTruthy();
    }
  });

  it('also takes the text as text/plain, and records rejections', async () => {
    const res = await sb.request('/api/lead/validar-palavras', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'porra' });
    expect(await res.json()).toMatchObject({ success: false });
    const count = Number(sb.app.sandbox.db.get('SELECT COUNT(*) AS n FROM word_rejections')!.n);
    expect(count).toBeGreaterThanOrEqual(7);
  });
});

describe('POST /api/pesquisa', () => {
  it('stores the survey and validates scores', async () => {
    const first = await sb.api.saveSurvey({ midia: 'INSTAGRAM', csatcompra: 5, humano: true, csatinsidesales: 4 });
    const second = await sb.api.saveSurvey({ midia: 'INDICAÇÃO', csatcompra: 3, humano: false });
    expect(second.id).toBe(first.id + 1);
    expect((await failure(sb.api.saveSurvey({ midia: 'TV', csatcompra: 6, humano: false }))).status).toBe(400);
  });
});

describe('bad input', () => {
  it('gets a 400 (never a 500) on every POST endpoint for bodies of the wrong kind', async () => {
    expect(POST_PATHS).toContain('/api/proposta');
    for (const path of POST_PATHS) {
      for (const body of ['null', '[]', '{}', '123', '"x"', '{"a":{"b":[1,2]}}', '']) {
        const res = await sb.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        if (body === '"x"' && path.endsWith('validar-palavras')) expect(res.status, `${path} ${body}`).toBe(200);
        else expect(res.status, `${path} ${body}`).toBe(400);
      }
    }
  });

  it('answers absurd ids and numbers with 404 or a catalogue message, not a crash', async () => {
    const json = (path: string, body: object) =>
      sb.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await json('/api/plano/detalhes', { empresaID: 1, leadID: '999999999999999', planoID: 9_007_199_254_740_991, bemID: 0 })).status).toBe(404);
    // Beyond safe integers or negative: refused by the schema (issue 15, lows).
    expect((await json('/api/plano/detalhes', { empresaID: 1, leadID: '99999999999999999999', planoID: 9_007_199_254_740_991, bemID: -1 })).status).toBe(400);
    expect((await sb.request('/api/v1/catalogo?minValor=1e30&categorias=2')).status).toBe(400);
    expect((await sb.request('/api/v1/catalogo?minValor=-5&categorias=2')).status).toBe(400);
    expect((await sb.request('/api/nada')).status).toBe(404);
  });
});

describe('contract', () => {
  it('every answer the client received matches its schema in schemas/api', () => {
    expect(sb.recorded.length).toBeGreaterThan(30);
    expect(schemaProblems(sb.recorded)).toEqual([]);
  });
});
