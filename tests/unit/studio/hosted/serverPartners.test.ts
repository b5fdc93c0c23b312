// Issue 24 item 4: a partner's settings and colours changed in a draft of the hosted studio, and a
// new partner added as one draft. One server for the whole file (each test opens its own draft):
// a setting is spliced into the partner file changing only its line; a value is refused under its
// field in Portuguese; a scoped partner manager is refused another partner's settings; colours
// below 4.5:1 are refused in words and nothing is committed; a new partner's draft holds its file
// and images in one commit, its greeting left empty the content's own for new partners; a taken or
// malformed route is refused; a changed tag manager needs an administrator's approval.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editYaml } from '../../../../studio/edit/yamlEdit.ts';
import { updateDraft } from '../../../../studio/hosted/server/draftStore.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let admin: string;
let editor: string;

beforeAll(async () => {
  f = await fixtures.make();
  admin = await f.admin();
  editor = await f.person(admin, 'ana@example.com', 'editor');
}, 120_000);
afterAll(() => f?.cleanup());

const PNG = readFileSync(join(import.meta.dirname, '../../../../public/brands/99.png'));
const BANNER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 200"><rect width="720" height="200" fill="#0b3d91"/></svg>';

async function openDraft(cookie: string) {
  const draft = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft;
  return { id: draft.id as string, head: draft.head as string };
}

const text = async (head: string, path: string) => (await f.repo.readFile(head, path))?.toString('utf8') ?? '';
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return { lengths: [a.length, b.length], changed: b.filter((line, i) => line !== a[i]) };
};

describe('partner settings and colours in a draft', { timeout: 120_000 }, () => {
  it('saves one setting changing only its line, shows pt-BR labels, refuses a bad value under its field', async () => {
    const { id, head } = await openDraft(editor);
    const shown = await f.call('GET', `/api/rascunhos/${id}/parceiros/rota99/configuracoes`, { cookie: editor });
    expect(shown.status, shown.text).toBe(200);
    const gtm = shown.body.campos.find((field: { chave: string }) => field.chave === 'gtmId');
    expect(gtm).toMatchObject({ rotulo: 'Contêiner do Google Tag Manager', valor: 'GTM-NNROTA9', sensivel: true });
    expect(shown.body.campos.map((field: { rotulo: string }) => field.rotulo)).not.toContain('campanhaId');
    expect(shown.body.cores).toEqual({ background: '#1a1a1a', primaryBackground: '#141414', primaryForeground: '#ffd400' });
    // The choices are the schemas' values (a table added there shows up here), each in words.
    const schema = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../../schemas', name), 'utf8'));
    const options = (key: string) => shown.body.campos.find((field: { chave: string }) => field.chave === key).opcoes as { valor: string; rotulo: string }[];
    for (const [key, values] of [
      ['tipoTabela', schema('variant.schema.json').$defs.priceTable.enum],
      ['tipoPlano', schema('plan-type.schema.json').enum],
    ]) {
      expect(options(key).map((option) => option.valor)).toEqual(values);
      for (const option of options(key)) expect(option.rotulo).not.toBe(option.valor);
    }

    const bad = await f.call('PUT', `/api/rascunhos/${id}/parceiros/rota99/configuracoes`, {
      cookie: editor,
      body: { valores: { gtmId: 'gtm 123' }, baseHead: head },
    });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.problems).toEqual([{ campo: 'gtmId', mensagem: expect.stringMatching(/GTM-XXXXXXX/) }]);

    const title = 'Consórcio Mycon Rota 99 | Paga Metade com desconto exclusivo';
    const saved = await f.call('PUT', `/api/rascunhos/${id}/parceiros/rota99/configuracoes`, { cookie: editor, body: { valores: { title }, baseHead: head } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ changed: true, files: ['variants/rota99.yaml'], aprovacaoAdmin: [] });
    const diff = changedLines(await text(head, 'variants/rota99.yaml'), await text(saved.body.head, 'variants/rota99.yaml'));
    expect(diff).toEqual({ lengths: [diff.lengths[0], diff.lengths[0]], changed: [`title: "${title}"`] });

    const stale = await f.call('PUT', `/api/rascunhos/${id}/parceiros/rota99/configuracoes`, {
      cookie: editor,
      body: { valores: { navBar: false }, baseHead: head },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a scoped partner manager another partner’s settings and colours (403), shows their own', async () => {
    const manager = await f.person(admin, 'gerente@example.com', 'editor', ['rota99']);
    const { id, head } = await openDraft(manager);
    const other = await f.call('PUT', `/api/rascunhos/${id}/parceiros/premmia/configuracoes`, {
      cookie: manager,
      body: { valores: { navBar: false }, baseHead: head },
    });
    expect(other.status, other.text).toBe(403);
    expect(other.body.code).toBe('fora_do_escopo');
    const colours = { background: '#003366', primaryBackground: '#003366', primaryForeground: '#ffffff' };
    const otherColours = await f.call('PUT', `/api/rascunhos/${id}/parceiros/premmia/cores`, { cookie: manager, body: { cores: colours, baseHead: head } });
    expect(otherColours.status).toBe(403);
    const own = await f.call('GET', `/api/rascunhos/${id}/parceiros/rota99/configuracoes`, { cookie: manager });
    expect(own.status, own.text).toBe(200);
  });

  it('refuses colours below 4.5:1 in words without committing; readable ones change only the theme lines', async () => {
    const { id, head } = await openDraft(editor);
    const low = { background: '#ffd400', primaryBackground: '#141414', primaryForeground: '#ffd400' };
    const refused = await f.call('PUT', `/api/rascunhos/${id}/parceiros/rota99/cores`, { cookie: editor, body: { cores: low, baseHead: head } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe('contraste_insuficiente');
    expect(refused.body.error).toMatch(/O texto branco sobre a cor do cabeçalho tem contraste de 1,\d\d:1, abaixo do mínimo de 4,5:1/);
    expect((await f.call('GET', `/api/rascunhos/${id}`, { cookie: editor })).body.draft.head).toBe(head);

    const good = { background: '#0b3d91', primaryBackground: '#141414', primaryForeground: '#ffd400' };
    const saved = await f.call('PUT', `/api/rascunhos/${id}/parceiros/rota99/cores`, { cookie: editor, body: { cores: good, baseHead: head } });
    expect(saved.status, saved.text).toBe(200);
    const diff = changedLines(await text(head, 'variants/rota99.yaml'), await text(saved.body.head, 'variants/rota99.yaml'));
    expect(diff.changed).toEqual(['  background: "#0b3d91"']);
  });

  it('refuses a reviewer who is not an administrator the approval of a changed tag manager', async () => {
    const reviewer = await f.person(admin, 'rui@example.com', 'revisor');
    const { id, head } = await openDraft(editor);
    const saved = await f.call('PUT', `/api/rascunhos/${id}/parceiros/rota99/configuracoes`, {
      cookie: editor,
      body: { valores: { gtmId: 'GTM-OUTRO1' }, baseHead: head },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.aprovacaoAdmin).toEqual(['o parceiro rota99: o contêiner do Google Tag Manager']);
    // Submitting runs the full gate (a child process): the state is set directly, as submit would.
    updateDraft(f.store, id, ['rascunho'], { state: 'em_revisao' });
    const approval = await f.call('POST', `/api/rascunhos/${id}/aprovar`, { cookie: reviewer, body: { head: saved.body.head } });
    expect(approval.status, approval.text).toBe(403);
    expect(approval.body.code).toBe('aprovacao_de_administrador');
    expect(approval.body.error).toMatch(/só um administrador pode aprová-lo/);
  });
});

describe('a new partner as one draft', { timeout: 120_000 }, () => {
  const form = (head: string, extra: Record<string, unknown> = {}) => ({
    nome: 'Clube Vantagem',
    rota: '/clube-vantagem',
    campanhaId: 501,
    compraId: 77,
    empresaId: 85,
    desconto: false,
    gtmId: 'GTM-CLUBE1',
    linkWhatsApp: 'https://wa.me/5511999999999',
    cores: { background: '#0b3d91', primaryBackground: '#0b3d91', primaryForeground: '#ffffff' },
    baseHead: head,
    ...extra,
  });

  it('commits the partner file, its logo and its banner together, as its editor', async () => {
    const { id, head } = await openDraft(editor);
    const images = {
      logo: { nome: 'logo.png', dados: PNG.toString('base64') },
      banner: { nome: 'banner.svg', dados: Buffer.from(BANNER_SVG).toString('base64') },
      saudacao: 'Olá, associado <b>Clube Vantagem</b>! 👋 Vamos achar o seu consórcio.',
    };
    const made = await f.call('POST', `/api/rascunhos/${id}/parceiros`, { cookie: editor, body: form(head, images) });
    expect(made.status, made.text).toBe(201);
    expect([...made.body.files].sort()).toEqual(['public/banners/clube-vantagem.svg', 'public/brands/clubevantagem.png', 'variants/clube-vantagem.yaml']);
    const file = await text(made.body.head, 'variants/clube-vantagem.yaml');
    expect(file).toMatch(/^route: \/clube-vantagem$/m);
    expect(file).toMatch(/^bannerSrc: \/banners\/clube-vantagem\.svg/m);
    expect(file).toContain('copy-message-1: "Olá, associado <b>Clube Vantagem</b>! 👋 Vamos achar o seu consórcio."');
    expect((await f.repo.readFile(made.body.head, 'public/brands/clubevantagem.png'))?.equals(PNG)).toBe(true);
    expect(await text(made.body.head, 'public/banners/clube-vantagem.svg')).toContain('<rect');
    expect(made.body.aprovacaoAdmin).toContain('o novo parceiro clube-vantagem: o contêiner do Google Tag Manager');
  });

  it("gives a partner whose form leaves the greeting empty the draft's content greeting for new partners, its name in it", async () => {
    const { id, head } = await openDraft(editor);
    const intro = editYaml(await text(head, 'flows/intro.yaml'), ['steps', 'copy-message-1', 'newPartnerSay'], 'Bem-vindo, cliente <b>{parceiro}</b>!');
    const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie: editor, body: { path: 'flows/intro.yaml', content: intro, baseHead: head } });
    expect(saved.status, saved.text).toBe(200);
    const offered = await f.call('GET', `/api/rascunhos/${id}/novo-parceiro`, { cookie: editor });
    expect(offered.body).toEqual({ head: saved.body.head, modelo: 'Bem-vindo, cliente <b>{parceiro}</b>!', botao: 'SIMULAR AGORA' });
    const made = await f.call('POST', `/api/rascunhos/${id}/parceiros`, { cookie: editor, body: form(saved.body.head, { nome: 'Clube <Novo>' }) });
    expect(made.status, made.text).toBe(201);
    expect(await text(made.body.head, 'variants/clube-vantagem.yaml')).toContain('copy-message-1: "Bem-vindo, cliente <b>Clube &lt;Novo&gt;</b>!"');
  });

  it("names the first button a visitor meets as the draft's flow labels it, for the picture of the new partner's screen", async () => {
    const { id, head } = await openDraft(editor);
    const intro = editYaml(await text(head, 'flows/intro.yaml'), ['steps', 'copy-message-2', 'options', 0, 'label'], 'QUERO SIMULAR');
    const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie: editor, body: { path: 'flows/intro.yaml', content: intro, baseHead: head } });
    expect(saved.status, saved.text).toBe(200);
    const offered = await f.call('GET', `/api/rascunhos/${id}/novo-parceiro`, { cookie: editor });
    expect(offered.body.botao).toBe('QUERO SIMULAR');
  });

  it('refuses a taken route and a malformed one in words, committing nothing', async () => {
    const { id, head } = await openDraft(editor);
    const taken = await f.call('POST', `/api/rascunhos/${id}/parceiros`, { cookie: editor, body: form(head, { rota: '/rota99' }) });
    expect(taken.status, taken.text).toBe(409);
    expect(taken.body).toMatchObject({ code: 'rota_ocupada', problems: [{ campo: 'rota' }] });
    expect(taken.body.error).toMatch(/A rota \/rota99 já é do parceiro rota99\./);
    const malformed = await f.call('POST', `/api/rascunhos/${id}/parceiros`, { cookie: editor, body: form(head, { rota: '/Clube Novo' }) });
    expect(malformed.status, malformed.text).toBe(422);
    expect(malformed.body.problems).toEqual([{ campo: 'rota', mensagem: expect.stringMatching(/letras minúsculas, dígitos e hífens/) }]);
    expect((await f.call('GET', `/api/rascunhos/${id}`, { cookie: editor })).body.draft.head).toBe(head);
  });
  // Issue 28 item 2 through the hosted form: a hostile banner of the corpus refuses the whole partner.
  it('refuses a banner that could run something on its field, in Portuguese, committing nothing', async () => {
    const { id, head } = await openDraft(editor);
    const hostile = readFileSync(join(import.meta.dirname, '../../../hostile/images/08-foreignobject-html.svg'));
    const banner = { nome: 'banner.svg', dados: hostile.toString('base64') };
    const refused = await f.call('POST', `/api/rascunhos/${id}/parceiros`, { cookie: editor, body: form(head, { banner }) });
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.problems).toEqual([{ campo: 'banner', mensagem: expect.stringContaining('<foreignObject>') }]);
    expect((await f.call('GET', `/api/rascunhos/${id}`, { cookie: editor })).body.draft.head).toBe(head);
  });
});

describe('a failure inside a route', () => {
  it('answers 500 in Portuguese, without its message or stack (those go to the server log)', async () => {
    const { id } = await openDraft(editor);
    const gate = f.services.gate;
    const read = gate.read;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    gate.read = () => Promise.reject(new Error('ENOENT /srv/studio/secret-path'));
    try {
      const failed = await f.call('GET', `/api/rascunhos/${id}/textos`, { cookie: editor });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ ok: false, code: 'erro_interno', error: 'Erro interno do estúdio. Tente de novo; se persistir, avise o suporte.' });
      expect(failed.text).not.toMatch(/secret-path|ENOENT|at /);
      expect(logged).toHaveBeenCalled();
    } finally {
      gate.read = read;
      logged.mockRestore();
    }
    expect((await f.call('GET', `/api/rascunhos/${id}/textos`, { cookie: editor })).status).toBe(200);
  });
});
