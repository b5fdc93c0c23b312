// Issue 15, lows (server): strings with NUL bytes, lone surrogates, control characters, bidi
// overrides or only whitespace are refused at the schema; numbers are bounded (no 1e308, no
// unsafe integers, no negatives); the word check keeps a bounded number of rejections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWordRejection, WORD_REJECTIONS_KEPT } from '../../sandbox/store/audit.ts';
import { postJson, seedProposal } from './seed.ts';
import { LEAD, proposalBody, startSandbox, type RunningSandbox } from './sandbox.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const HOSTILE: Array<[string, string]> = [
  ['NUL byte', 'Maria\u0000 da Silva'],
  ['lone surrogate', 'Maria \uD800Silva'],
  ['control character', 'Maria\u0007 Silva'],
  ['RTL override', '\u202EavliS airaM'],
  ['bidi isolate', 'Maria \u2067Silva'],
  ['zero-width space', 'Maria\u200B Silva'],
  ['only spaces', '     '],
  ['only tabs and a no-break space', '\t\u00a0\t'],
];

describe('lows: hostile strings', () => {
  it.each(HOSTILE)('refuses a lead name with a %s, naming the field', async (_what, nome) => {
    const res = await postJson(sb, '/api/lead', { ...LEAD, nome });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ campo: '/nome', mensagem: 'formato inválido' });
  });

  it('accepts names in other scripts, with accents and emoji', async () => {
    for (const nome of ['Łukasz Wałęsa', 'Nguyễn Thị Minh Khai', 'Zoë O’Brien-Müller', 'Ana 😊']) {
      expect((await postJson(sb, '/api/lead', { ...LEAD, nome })).status, nome).toBe(200);
    }
  });

  it('refuses hostile text in the proposal, the card holder and the word check', async () => {
    const lead = await sb.api.saveLead(LEAD);
    const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2' });
    const body = proposalBody(lead.id, { planoID: item.planosTipos[0].planoID, bemId: item.planosTipos[0].bemId, planoMeses: item.planoMeses });
    for (const [field, value] of [
      ['nomeRazao', '   '],
      ['logradouro', 'Rua\u0000 X'],
      ['complemento', 'apto \u202E1'],
      ['cidade', '\uDC00'],
    ] as const) {
      const res = await postJson(sb, '/api/proposta', { ...body, [field]: value });
      expect(res.status, field).toBe(400);
      expect(
        res.body.errors.map((e: { campo: string }) => e.campo),
        field,
      ).toContain(`/${field}`);
    }
    expect((await postJson(sb, '/api/proposta', { ...body, complemento: '' })).status).toBe(200);

    const proposal = await seedProposal(sb);
    const card = {
      cartaoBandeira: 'VISA',
      cartaoCodigoSeguranca: '987',
      cartaoCpfTitular: '52998224725',
      cartaoNumero: TEST_CARDS.approved,
      cartaoValidadeMes: '12',
      cartaoValidadeAno: '2030',
      cartaoParcelas: 1,
      propostaToken: proposal.propostaToken,
    };
    expect((await postJson(sb, '/api/pagamento/cartao', { ...card, cartaoNomeTitular: '  ' })).status).toBe(400);
    expect((await postJson(sb, '/api/lead/validar-palavras', 'Maria\u0000')).status).toBe(400);
    expect((await postJson(sb, '/api/lead/validar-palavras', 'Maria da Conceição')).body).toEqual({ success: true });
  });
});

describe('lows: bounded numbers', () => {
  it.each([
    ['rendaMensal', 1e308],
    ['rendaMensal', 2 ** 53],
    ['valorCredito', Number.MAX_SAFE_INTEGER + 2],
    ['campanhaId', -1],
    ['empresaId', -90],
  ])('refuses a lead with %s = %s', async (field, value) => {
    const res = await sb.request('/api/lead', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...LEAD, [field]: value }).replace('1e+308', '1e308'),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { campo: string }) => e.campo)).toContain(`/${field}`);
  });

  it('refuses unsafe or negative ids and amounts elsewhere', async () => {
    expect((await postJson(sb, '/api/plano/detalhes', { empresaID: 90, leadID: '99999999999999999999', planoID: 20_001_1, bemID: 20_001 })).status).toBe(400);
    expect((await postJson(sb, '/api/plano/detalhes', { empresaID: 90, leadID: 100001, planoID: 2 ** 60, bemID: 20_001 })).status).toBe(400);
    expect((await postJson(sb, '/api/pesquisa', { midia: 'TV', csatcompra: 5, humano: true, leadId: -1 })).status).toBe(400);
    expect((await sb.request('/api/v1/catalogo?minValor=1e308&categorias=2')).status).toBe(400);
    expect((await sb.request(`/api/v1/catalogo?minValor=5000000&categorias=2&renda=${'9'.repeat(30)}`)).status).toBe(400);
    // In range but absurd: the business answer, as before.
    expect((await sb.request('/api/v1/catalogo?minValor=900000000000&categorias=2')).status).toBe(404);
  });
});

describe('lows: word-check rejections are capped', () => {
  it(`keeps only the latest ${WORD_REJECTIONS_KEPT} rejections`, async () => {
    const { db } = sb.app.sandbox;
    for (let i = 0; i < WORD_REJECTIONS_KEPT + 200; i++) insertWordRejection(db, `asdfgh ${i}`, 'gibberish');
    // The inserts held this process's event loop, the in-process server's too: let it close the
    // keep-alive connections that went idle meanwhile before the next request, or the client may
    // reuse one as it closes (ECONNRESET, seen on a loaded CI machine).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await postJson(sb, '/api/lead/validar-palavras', 'Kkkkkk');
    expect(answer.body.success).toBe(false);
    const [{ n }] = db.all('SELECT COUNT(*) AS n FROM word_rejections') as Array<{ n: number }>;
    expect(n).toBe(WORD_REJECTIONS_KEPT);
    const [latest] = db.all('SELECT texto FROM word_rejections ORDER BY id DESC LIMIT 1');
    expect(latest).toEqual({ texto: 'Kkkkkk' });
    expect(db.all("SELECT 1 FROM word_rejections WHERE texto = 'asdfgh 0'")).toEqual([]);
  });
});
