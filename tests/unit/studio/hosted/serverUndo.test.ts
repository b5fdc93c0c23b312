// "Desfazer" through the API (issue 24 item 4): a draft's last save undone as a new save, whatever
// it wrote (one text, or two files at once as an import or "update the test and save" writes),
// refused when the page's version is stale or when `before` is not the version before that save.
// One studio and one draft for the whole file; each test starts from the draft's head.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editYaml, readYaml } from '../../../../studio/edit/yamlEdit.ts';
import { git } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let cookie: string;
let draftId: string;
const FLOW = 'flows/intro.yaml';
const STEP = 'copy-message-1';

const head = async () => (await f.call('GET', `/api/rascunhos/${draftId}`, { cookie })).body.draft.head as string;
const fileAt = async (rev: string, path: string) => (await f.repo.readFile(rev, path))?.toString('utf8') ?? null;
const undo = (baseHead: string, before: string) => f.call('POST', `/api/rascunhos/${draftId}/desfazer`, { cookie, body: { baseHead, before } });

beforeAll(async () => {
  f = await fixtures.make();
  const admin = await f.admin();
  cookie = await f.person(admin, 'ana@example.com', 'editor');
  draftId = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft.id;
}, 60_000);
afterAll(() => f.cleanup());

describe('undo the last save', () => {
  it('puts a saved text back as it was, in a new save by the same person, and the draft moves on', async () => {
    const before = await head();
    const original = readYaml((await fileAt(before, FLOW))!, ['steps', STEP, 'say']);
    const saved = await f.call('PUT', `/api/rascunhos/${draftId}/texto`, {
      cookie,
      body: { step: STEP, texts: ['Texto trocado por engano'], baseHead: before },
    });
    expect(saved.status).toBe(200);
    const undone = await undo(saved.body.head, before);
    expect(undone.status).toBe(200);
    expect(undone.body.paths).toEqual([FLOW]);
    expect(undone.body.head).not.toBe(before);
    expect(await fileAt(undone.body.head, FLOW)).toBe(await fileAt(before, FLOW));
    expect(readYaml((await fileAt(undone.body.head, FLOW))!, ['steps', STEP, 'say'])).toEqual(original);
    expect(await f.repo.firstParent(undone.body.head)).toBe(saved.body.head);
    expect(await head()).toBe(undone.body.head);
    expect(git(f.repo.dir, 'log', '-1', '--format=%ae', undone.body.head)).toBe('ana@example.com');
  });

  it('undoes every file of a save that wrote two (a partner file created, a flow changed)', async () => {
    const before = await head();
    const flow = editYaml((await fileAt(before, FLOW))!, ['steps', STEP, 'say'], 'Outro texto');
    const partner = 'texts:\n  copy-message-1: Só deste parceiro\n';
    const author = { name: 'Ana', email: 'ana@example.com' };
    const files = [
      { path: FLOW, content: flow },
      { path: 'variants/parceiro-desfeito.yaml', content: partner },
    ];
    const saved = await f.repo.commitFiles({ draftId, expectedHead: before, files, author, message: 'Duas mudanças' });
    const undone = await undo(saved.head, before);
    expect(undone.status).toBe(200);
    expect([...undone.body.paths].sort()).toEqual([FLOW, 'variants/parceiro-desfeito.yaml']);
    expect(await fileAt(undone.body.head, FLOW)).toBe(await fileAt(before, FLOW));
    expect(await fileAt(undone.body.head, 'variants/parceiro-desfeito.yaml')).toBeNull();
  });

  it('refuses a stale page (409 naming what changed) and a version that is not the one before the last save', async () => {
    const first = await head();
    const saved = await f.call('PUT', `/api/rascunhos/${draftId}/texto`, { cookie, body: { step: STEP, texts: ['Primeira'], baseHead: first } });
    const second = await f.call('PUT', `/api/rascunhos/${draftId}/texto`, {
      cookie,
      body: { step: STEP, texts: ['Segunda'], baseHead: saved.body.head },
    });
    const stale = await undo(saved.body.head, first);
    expect([stale.status, stale.body.code]).toEqual([409, 'versao_desatualizada']);
    const skipping = await undo(second.body.head, first);
    expect([skipping.status, skipping.body.code]).toEqual([409, 'nada_a_desfazer']);
    const missing = await f.call('POST', `/api/rascunhos/${draftId}/desfazer`, { cookie, body: { before: first } });
    expect(missing.status).toBe(400);
    expect(await head()).toBe(second.body.head);
  });
});
