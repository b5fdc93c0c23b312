// The draft editor's etapa in depth through the API (issue 24 item 4): where an etapa is written,
// its options with the code behind them, the etapas around it, who reads which text, the example
// situation its preview opens in; "Mudar para todos" in one save, refused while a conversation
// test asserts a partner's words and saved with the test when asked; an option label saved like a
// text, the tests clicking it renamed with it. One studio and one draft for the whole file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editYaml, readYaml } from '../../../../studio/edit/yamlEdit.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let cookie: string;
let draftId: string;

const head = async () => (await f.call('GET', `/api/rascunhos/${draftId}`, { cookie })).body.draft.head as string;
const yamlAt = async (rev: string, path: string, key: Array<string | number>) => {
  const bytes = await f.repo.readFile(rev, path);
  return bytes === null ? undefined : readYaml(bytes.toString('utf8'), key);
};
const details = (step: string) => f.call('GET', `/api/rascunhos/${draftId}/etapas/${step}`, { cookie });

beforeAll(async () => {
  f = await fixtures.make();
  const admin = await f.admin();
  cookie = await f.person(admin, 'ana@example.com', 'editor');
  draftId = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft.id;
}, 60_000);
afterAll(() => f.cleanup());

describe('an etapa in depth', () => {
  it('says where it is written, its option with the code it runs, the etapas around it and who reads which text', async () => {
    const answer = await details('copy-message-2');
    expect(answer.status).toBe(200);
    const step = answer.body.step;
    expect(step.place).toEqual({ file: 'flows/intro.yaml', line: 13 });
    expect(step.options[0]).toMatchObject({ index: 0, label: 'SIMULAR AGORA', action: { name: 'healthCheck' } });
    expect(step.options[0].action.file).toMatch(/^src\/actions\/.+\.ts$/);
    expect(step.before.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['copy-message-1', 'error-general']));
    expect(step.after.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['lead-load-categories', 'error-general']));
    expect(step.audience.own).toEqual(expect.arrayContaining(['oferta', 'stopclub', 'trucadao']));
    expect(step.audience.default).toContain('rota99');
    expect(step.situation).toBeNull();
  });

  it('names the example situation the preview opens a payment etapa in, in words', async () => {
    const step = (await details('payment-options')).body.step;
    expect(step.situation.name).toBe('proposal-created');
    expect(step.situation.words).toMatch(/proposta já existe/);
  });

  it("shows the situation's own words from its fixture file, a value named there filled from the fixture's state", async () => {
    const path = 'flows/fixtures/proposal-created.yaml';
    const file = (await f.repo.readFile(await head(), path))?.toString('utf8') ?? '';
    const content = editYaml(file, ['descricao'], '{contract.nomeRazao} já escolheu como pagar.');
    const written = await f.call('PUT', `/api/rascunhos/${draftId}/arquivo`, { cookie, body: { path, content, baseHead: await head() } });
    expect(written.status, written.text).toBe(200);
    const holder = readYaml(file, ['state', 'contract', 'nomeRazao']);
    expect((await details('payment-options')).body.step.situation.words).toBe(`${holder} já escolheu como pagar.`);
  });
});

describe('Mudar para todos', () => {
  const ERROR_TEST = 'the API is down, the visitor talks to the specialists, then tries again';
  const ERROR_WORDS = 'Desculpe, estamos passando por instabilidades. Tente novamente mais tarde.';
  const forAll = (body: Record<string, unknown>) => f.call('PUT', `/api/rascunhos/${draftId}/texto-para-todos`, { cookie, body });

  it('is refused with the partners’ rules it would break (the greetings partners must keep), nothing saved', async () => {
    const before = await head();
    const refused = await forAll({ step: 'copy-message-1', texts: ['Oi! Eu sou o assistente da Mycon.'], baseHead: before });
    expect([refused.status, refused.body.code]).toEqual([422, 'conteudo_com_problemas']);
    expect(refused.body.error).toContain('parceiro rota99');
    expect(await head()).toBe(before);
  });

  it('is refused while a conversation test asserts the words, naming it; with the test, one save writes the default and removes each own text', async () => {
    // Two partners with their own text for the error notice, written straight into the draft.
    const start = await head();
    const own = async (partner: string) => {
      const path = `variants/${partner}.yaml`;
      return { path, content: editYaml((await f.repo.readFile(start, path))!.toString('utf8'), ['texts', 'error-general'], `Instabilidade no ${partner}.`) };
    };
    const author = { name: 'Ana', email: 'ana@example.com' };
    const files = [await own('rota99'), await own('oferta')];
    const before = (await f.repo.commitFiles({ draftId, expectedHead: start, files, author, message: 'Textos próprios' })).head;
    const body = { step: 'error-general', texts: ['Estamos com instabilidade agora. Tente de novo daqui a pouco.'], baseHead: before };
    const refused = await forAll(body);
    expect([refused.status, refused.body.code]).toEqual([422, 'teste_confere_texto']);
    expect(refused.body.error).toContain(ERROR_TEST);
    expect(await head()).toBe(before);

    const saved = await forAll({ ...body, atualizarTestes: true });
    expect(saved.status).toBe(200);
    expect(saved.body.testsUpdated).toContain(ERROR_TEST);
    const after = saved.body.head;
    expect(await f.repo.firstParent(after)).toBe(before);
    expect(await yamlAt(after, 'flows/errors.yaml', ['steps', 'error-general', 'say'])).toBe(body.texts[0]);
    expect(await yamlAt(after, 'variants/rota99.yaml', ['texts', 'error-general'])).toBeUndefined();
    expect(await yamlAt(after, 'variants/oferta.yaml', ['texts', 'error-general'])).toBeUndefined();
    expect(await yamlAt(after, 'flows/tests/intro.yaml', ['tests', ERROR_TEST, 'steps', 1, 'bot'])).toBe(body.texts[0]);
    expect((await details('error-general')).body.step.audience.own).toEqual([]);

    // Desfazer puts every file of that save back at once.
    const undone = await f.call('POST', `/api/rascunhos/${draftId}/desfazer`, { cookie, body: { baseHead: after, before } });
    expect(undone.status).toBe(200);
    expect(await yamlAt(undone.body.head, 'variants/rota99.yaml', ['texts', 'error-general'])).toBe('Instabilidade no rota99.');
    expect(await yamlAt(undone.body.head, 'flows/tests/intro.yaml', ['tests', ERROR_TEST, 'steps', 1, 'bot'])).toBe(ERROR_WORDS);
    // Four compiles of the whole content: seconds alone, a minute on the shared two cores under load.
  }, 120_000);
});

describe('an option label', () => {
  it('is saved like a text, with the tests that click it renamed when asked', async () => {
    const before = await head();
    const body = { step: 'copy-message-2', index: 0, label: 'QUERO SIMULAR', baseHead: before };
    const refused = await f.call('PUT', `/api/rascunhos/${draftId}/rotulo`, { cookie, body });
    expect([refused.status, refused.body.code]).toEqual([422, 'teste_confere_texto']);
    expect(refused.body.tests.some((t: { key: string; expected: string }) => t.key === 'click' && t.expected === 'SIMULAR AGORA')).toBe(true);
    const saved = await f.call('PUT', `/api/rascunhos/${draftId}/rotulo`, { cookie, body: { ...body, atualizarTestes: true } });
    expect([saved.status, saved.body.error]).toEqual([200, undefined]);
    expect(await yamlAt(saved.body.head, 'flows/intro.yaml', ['steps', 'copy-message-2', 'options', 0, 'label'])).toBe('QUERO SIMULAR');
    const intro = (await f.repo.readFile(saved.body.head, 'flows/tests/intro.yaml'))!.toString('utf8');
    expect(intro).not.toMatch(/click: SIMULAR AGORA|options: \[SIMULAR AGORA/);
    expect(intro).toContain('click: QUERO SIMULAR');
  });
});

describe('Voltar ao texto padrão', () => {
  const backToDefault = async (partner: string, baseHead: string) =>
    f.call('PUT', `/api/rascunhos/${draftId}/texto-padrao`, { cookie, body: { step: 'copy-message-2', partner, baseHead } });
  const textFor = async (partner: string) =>
    (await f.call('GET', `/api/rascunhos/${draftId}/textos?parceiro=${partner}`, { cookie })).body.steps.find((s: { id: string }) => s.id === 'copy-message-2');

  it("removes a partner's own text of an etapa: its visitors read the default again", async () => {
    expect((await textFor('abandono-imovel')).override).not.toBeNull();
    const answer = await backToDefault('abandono-imovel', await head());
    expect(answer.status, answer.text).toBe(200);
    expect(await yamlAt(answer.body.head, 'variants/abandono-imovel.yaml', ['texts', 'copy-message-2'])).toBeUndefined();
    const step = await textFor('abandono-imovel');
    expect(step.override).toBeNull();
    expect(step.texts).toEqual([await yamlAt(answer.body.head, 'flows/intro.yaml', ['steps', 'copy-message-2', 'say'])].flat());
    const again = await backToDefault('abandono-imovel', answer.body.head);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/não tem texto próprio nesta etapa/);
  });

  it('answers 422 in words, nothing saved, when another text uses the own text through a YAML alias', async () => {
    const path = 'variants/abandono-imovel.yaml';
    const greeting = [await yamlAt(await head(), 'flows/intro.yaml', ['steps', 'copy-message-2', 'say'])].flat()[0];
    const file = (await f.repo.readFile(await head(), path))?.toString('utf8') ?? '';
    // Written by hand: the first message repeats the greeting through an anchor and its alias.
    const aliased = file.replace(/texts:\n(  .*\n)*/, `texts:\n  copy-message-2: &saudacao ${JSON.stringify(greeting)}\n  copy-message-1: *saudacao\n`);
    const written = await f.call('PUT', `/api/rascunhos/${draftId}/arquivo`, { cookie, body: { path, content: aliased, baseHead: await head() } });
    expect(written.status, written.text).toBe(200);
    const before = await head();
    const refused = await backToDefault('abandono-imovel', before);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe('texto_nao_editavel');
    expect(refused.body.error).toBe(
      'Não foi possível mudar este texto: A alteração de texts.copy-message-2 não daria um YAML válido: o apelido *saudacao ficaria sem a sua âncora &saudacao.',
    );
    expect(await head()).toBe(before);
  });

  it('is refused, nothing saved, when the default would break the partner’s rule (a discount it must promise)', async () => {
    const before = await head();
    const refused = await backToDefault('oferta', before);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error).toMatch(/^Nada foi salvo/);
    expect(await head()).toBe(before);
  });
});
