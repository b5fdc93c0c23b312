// Issue 24 item 3: every setting of a partner with where it comes from, the interface texts of
// flows/ui.yaml per partner, maps key by key, lists one item per line (an interface text saved and
// taken back with "Voltar ao padrão" is localMode.test.ts's, the same routes on the folder). One
// server for the file; each test opens its own draft on the real content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let editor: string;

beforeAll(async () => {
  f = await fixtures.make();
  editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
}, 120_000);
afterAll(() => f?.cleanup());

const BASE = (id: string) => `/api/rascunhos/${id}/parceiros/rota99`;

async function openDraft() {
  const draft = (await f.call('POST', '/api/rascunhos', { cookie: editor })).body.draft;
  return { id: draft.id as string, head: draft.head as string };
}

const file = async (head: string) => (await f.repo.readFile(head, 'variants/rota99.yaml'))?.toString('utf8') ?? '';
const save = (id: string, caminho: string[], valor: unknown, baseHead: string) =>
  f.call('PUT', `${BASE(id)}/configuracao`, { cookie: editor, body: { caminho, valor, baseHead } });

describe('every setting of a partner in a draft', { timeout: 120_000 }, () => {
  it('lists each setting with where it comes from, maps key by key, and the interface texts', async () => {
    const { id } = await openDraft();
    const shown = await f.call('GET', `${BASE(id)}/todas-configuracoes`, { cookie: editor });
    expect(shown.status, shown.text).toBe(200);
    const row = (key: string) => shown.body.configuracoes.find((one: { chave: string }) => one.chave === key);
    expect(row('campanhaId')).toMatchObject({ valor: 426, origem: { tipo: 'parceiro' }, padrao: null, editavel: true, rotulo: 'Número da campanha' });
    expect(row('fakeLoad')).toMatchObject({ valor: 1500, origem: { tipo: 'padrao', arquivo: 'variants/defaults.yaml' } });
    expect(row('referral.campanhaId')).toMatchObject({ valor: 605, tipo: 'numero', origem: { tipo: 'padrao' }, rotulo: 'Indicação › Número da campanha' });
    expect(row('previewHosts')).toMatchObject({ valor: ['*.vercel.app'], tipo: 'lista' });
    expect(row('route')).toMatchObject({ valor: '/rota99', editavel: false });
    for (const elsewhere of ['theme.background', 'texts.copy-message-1', 'referral']) expect(row(elsewhere)).toBeUndefined();
    const send = shown.body.textosDaInterface.find((one: { id: string }) => one.id === 'send');
    expect(send).toMatchObject({ texto: 'Enviar', padrao: 'Enviar', proprio: false });
  });

  it('checks a list line by line, saves a good one for this partner, and a map key on its own', async () => {
    const { id, head } = await openDraft();
    const before = await file(head);
    const bad = await save(id, ['previewHosts'], ['*.vercel.app', 'Not a host!'], head);
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.problems).toEqual([
      { campo: 'previewHosts', mensagem: expect.stringMatching(/^A linha 2 \(«Not a host!»\) não é aceita\. Cada linha é um endereço/) },
    ]);
    expect(await file((await f.call('GET', `/api/rascunhos/${id}`, { cookie: editor })).body.draft.head)).toBe(before);

    const good = await save(id, ['previewHosts'], ['*.vercel.app', 'parceiro.example.com'], head);
    expect(good.status, good.text).toBe(200);
    expect(await file(good.body.head)).toBe(`${before}previewHosts:\n  - "*.vercel.app"\n  - parceiro.example.com\n`);
    const defaults = (await f.repo.readFile(good.body.head, 'variants/defaults.yaml'))?.toString('utf8');
    expect(defaults).toBe((await f.repo.readFile(head, 'variants/defaults.yaml'))?.toString('utf8'));

    const map = await save(id, ['referral', 'campanhaId'], 700, good.body.head);
    expect(map.status, map.text).toBe(200);
    expect(await file(map.body.head)).toMatch(/\nreferral:\n {2}campanhaId: 700\n$/);
    const wrongType = await save(id, ['referral', 'campanhaId'], 'setecentos', map.body.head);
    expect(wrongType.status).toBe(422);
    expect((await save(id, ['route'], '/outra', map.body.head)).status).toBe(422);
    // An interface text must exist in flows/ui.yaml (its save and Voltar ao padrão: localMode.test.ts, on the folder).
    expect((await save(id, ['ui', 'naoExiste'], 'x', map.body.head)).body.problems).toEqual([{ campo: 'ui.naoExiste', mensagem: expect.any(String) }]);
  });
});
