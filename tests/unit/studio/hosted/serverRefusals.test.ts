// The refusals of issue 24's "Must show", each a test against the in-process API: four eyes (the author never approves; a
// save after the approval voids it), roles and scopes enforced on the server, no session, a foreign or missing Origin,
// stale and unnamed heads, paths outside the content, content that breaks a rule, and what is not JSON or too big.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileOnlyGate } from './compileOnlyGate.ts';
import { git } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const fixtures = serverFixtures();
let f: ServerFixture;
let admin: string;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeEach(async () => {
  // These refusals happen around the gate, not in it: its strict compile without the conversation tests.
  f = await fixtures.make({ gate: compileOnlyGate });
  admin = await f.admin();
}, 120_000);
afterEach(() => f.cleanup());

const ROTA = 'variants/rota99.yaml';

/** A new draft and the text of a file in it, with the head it was read at. */
async function openDraft(cookie: string, path = ROTA): Promise<{ id: string; content: string; head: string }> {
  const created = await f.call('POST', '/api/rascunhos', { cookie });
  expect(created.status, created.text).toBe(201);
  const id = created.body.draft.id;
  const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=${path}`, { cookie });
  return { id, content: file.body.content, head: file.body.head };
}

async function save(cookie: string, id: string, body: Record<string, unknown>) {
  return f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie, body: { path: ROTA, ...body } });
}

// The part of the /rota99 greeting no conversation test reads.
const greeting = (content: string, words: string) => content.replace('e ainda ganha', words);

describe('four eyes', () => {
  it('the author cannot approve their own draft (403)', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'revisor');
    const draft = await openDraft(editor);
    const saved = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!'), baseHead: draft.head });
    expect((await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor })).status).toBe(200);
    const own = await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: editor, body: { head: saved.body.head } });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ ok: false, code: 'autor_nao_aprova' });
  });

  it('a save after the approval voids it: publishing is refused', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const publicador = await f.person(admin, 'davi@example.com', 'publicador');
    const draft = await openDraft(editor);
    const first = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!'), baseHead: draft.head });
    await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    const approved = await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: first.body.head } });
    expect(approved.body.draft.state).toBe('aprovado');
    const later = await save(editor, draft.id, { content: greeting(draft.content, 'Oi de novo!'), baseHead: first.body.head });
    expect(later.status, later.text).toBe(200);
    expect(later.body.draft).toMatchObject({ state: 'rascunho', approval: null });
    const main = git(f.origin, 'rev-parse', 'main');
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: main } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sem_aprovacao_valida');
    expect(git(f.origin, 'rev-parse', 'main')).toBe(main);
    // An approval of a head the draft has left is refused too.
    await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    const stale = await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: first.body.head } });
    expect(stale.status).toBe(409);
  });

  it('an editor cannot approve or publish; a revisor cannot publish', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const other = await f.person(admin, 'bia@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const draft = await openDraft(editor);
    const saved = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!'), baseHead: draft.head });
    await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    expect((await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: other, body: { head: saved.body.head } })).status).toBe(403);
    await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: saved.body.head } });
    const main = git(f.origin, 'rev-parse', 'main');
    const publish = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: revisor, body: { expectedPublishedHead: main } });
    expect(publish.status).toBe(403);
  });
});

describe('who may write', () => {
  it("a Leitor's write is refused (403)", async () => {
    const leitor = await f.person(admin, 'lia@example.com', 'leitor');
    const created = await f.call('POST', '/api/rascunhos', { cookie: leitor });
    expect(created.status).toBe(403);
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    expect((await save(leitor, draft.id, { content: 'x: 1\n', baseHead: draft.head })).status).toBe(403);
    const forAll = { step: 'nao-existe', texts: ['Oi'], baseHead: draft.head }; // refused before the draft is read: no 404 for him
    expect((await f.call('PUT', `/api/rascunhos/${draft.id}/texto-para-todos`, { cookie: leitor, body: forAll })).body.code).toBe('sem_permissao');
  });

  it('a write without a session is refused (401)', async () => {
    expect((await f.call('POST', '/api/rascunhos')).status).toBe(401);
    const answer = await f.call('PUT', '/api/rascunhos/aaaaaaaaaaaaaaaa/arquivo', { body: { path: ROTA, content: 'x', baseHead: 'a'.repeat(40) } });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatch(/Entre no estúdio/);
  });

  it('a write with a foreign or missing Origin is refused (403)', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    expect((await f.call('POST', '/api/rascunhos', { cookie: editor, origin: 'https://evil.example' })).status).toBe(403);
    expect((await f.call('POST', '/api/rascunhos', { cookie: editor, origin: 'http://127.0.0.1:5173' })).status).toBe(403);
    const missing = await f.call('POST', '/api/rascunhos', { cookie: editor, origin: null });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('origem_recusada');
    expect((await f.call('POST', '/api/entrar/link', { body: { email: 'ana@example.com' }, origin: null })).status).toBe(403);
  });

  it("a scoped partner manager edits their partner's file, not another partner's (403)", async () => {
    const manager = await f.person(admin, 'gil@example.com', 'editor', ['rota99']);
    const draft = await openDraft(manager, 'variants/99-pay.yaml');
    const other = await f.call('PUT', `/api/rascunhos/${draft.id}/arquivo`, {
      cookie: manager,
      body: { path: 'variants/99-pay.yaml', content: `${draft.content}\n`, baseHead: draft.head },
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('fora_do_escopo');
    const rota = await f.call('GET', `/api/rascunhos/${draft.id}/arquivo?path=${ROTA}`, { cookie: manager });
    const own = await save(manager, draft.id, { content: greeting(rota.body.content, 'Oi!'), baseHead: draft.head });
    expect(own.status, own.text).toBe(200);
  });

  it("a Leitor, and a scoped manager outside his partner, are refused an etapa's text for all, a label, the undo and a partner setting (403)", async () => {
    const leitor = await f.person(admin, 'lia@example.com', 'leitor');
    const manager = await f.person(admin, 'gil@example.com', 'editor', ['rota99']);
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    // The last save touches another partner's file, so the manager's undo would reach outside his
    // scope; straight into git (the save gate's compile is not what this test is about).
    const draft = await openDraft(editor, 'variants/99-pay.yaml');
    const saved = await f.repo.commitFiles({
      draftId: draft.id,
      expectedHead: draft.head,
      files: [{ path: 'variants/99-pay.yaml', content: `${draft.content}\n` }],
      author: { name: 'Ana', email: 'ana@example.com' },
      message: 'Changes variants/99-pay.yaml',
    });
    const baseHead = saved.head;
    const writes = (partner: string): Array<[string, string, Record<string, unknown>]> => [
      ['PUT', 'texto-para-todos', { step: 'copy-message-1', texts: ['Olá para todos!'], baseHead }],
      ['PUT', 'rotulo', { step: 'copy-message-2', index: 0, label: 'QUERO SIMULAR', baseHead }],
      ['POST', 'desfazer', { baseHead, before: draft.head }],
      ['PUT', `parceiros/${partner}/configuracao`, { caminho: ['linkWhatsApp'], valor: 'https://wa.me/5511900000000', baseHead }],
    ];
    for (const [cookie, partner, code] of [
      [leitor, 'rota99', 'sem_permissao'],
      [manager, '99-pay', 'fora_do_escopo'],
    ]) {
      for (const [method, path, body] of writes(partner)) {
        const answer = await f.call(method, `/api/rascunhos/${draft.id}/${path}`, { cookie, body });
        expect([answer.status, answer.body.code], `${path}: ${answer.text}`).toEqual([403, code]);
      }
    }
    expect(git(f.repo.dir, 'rev-parse', `refs/heads/studio/${draft.id}`)).toBe(baseHead);
  });

  it('a path outside the content folders is refused, in writes and reads', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    for (const path of ['src/main.ts', 'schemas/flow.schema.json', '../etc/passwd', 'flows/../package.json', '.git/config', 'variants/.x.yaml']) {
      const answer = await f.call('PUT', `/api/rascunhos/${draft.id}/arquivo`, { cookie: editor, body: { path, content: 'x', baseHead: draft.head } });
      expect([400, 403], `${path}: ${answer.text}`).toContain(answer.status);
    }
    const read = await f.call('GET', `/api/rascunhos/${draft.id}/arquivo?path=package.json`, { cookie: editor });
    expect(read.status).toBe(400);
    expect(git(f.repo.dir, 'rev-parse', `refs/heads/studio/${draft.id}`)).toBe(draft.head);
  });
});

describe('saves that would lose work or break the content', () => {
  it('a stale save is refused (409) with the current head and what changed', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    const first = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!'), baseHead: draft.head });
    const stale = await save(editor, draft.id, { content: greeting(draft.content, 'Olá!'), baseHead: draft.head });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'versao_desatualizada', currentHead: first.body.head, changedPaths: [ROTA] });
  });

  it('a save without baseHead is refused (428)', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    const answer = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!') });
    expect(answer.status).toBe(428);
    expect(answer.body.code).toBe('versao_ausente');
  });

  it('a draft that breaks a content rule is refused at save (422) with file:line:col', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    const broken = draft.content.replace(/^route: \/rota99$/m, 'route: 12');
    const answer = await save(editor, draft.id, { content: `${broken}\nunknownSetting: true\n`, baseHead: draft.head });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('conteudo_com_problemas');
    expect(answer.body.diagnostics.length).toBeGreaterThan(0);
    expect(answer.body.diagnostics[0]).toMatchObject({ file: ROTA, severity: 'error' });
    expect(answer.body.diagnostics[0].line).toBeGreaterThan(0);
    expect(git(f.repo.dir, 'rev-parse', `refs/heads/studio/${draft.id}`)).toBe(draft.head);
  });

  it('a flow naming an action the code does not register is refused at save (422), as CI would', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor, 'flows/intro.yaml');
    const broken = draft.content.replace(/action: (\S+)/, 'action: acaoQueNaoExiste');
    expect(broken).not.toBe(draft.content);
    const answer = await f.call('PUT', `/api/rascunhos/${draft.id}/arquivo`, {
      cookie: editor,
      body: { path: 'flows/intro.yaml', content: broken, baseHead: draft.head },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.diagnostics[0]).toMatchObject({ file: 'flows/intro.yaml', message: expect.stringContaining('acaoQueNaoExiste') });
  });

  it('a body that is not JSON (415), not of its schema (400) or too big (413)', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    const path = `/api/rascunhos/${draft.id}/arquivo`;
    const form = await f.call('PUT', path, { cookie: editor, raw: 'path=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const shape = await f.call('PUT', path, { cookie: editor, body: { path: ROTA, conteudo: 'x' } });
    expect(shape.status).toBe(400);
    expect(shape.body.problems.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['content', 'conteudo']));
    const big = await f.call('PUT', path, {
      cookie: editor,
      raw: JSON.stringify({ path: ROTA, content: 'x'.repeat(4 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });
});

describe('what a save may not carry', () => {
  it('an SVG with a script (or any image) is not written through the text save', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await openDraft(editor);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const answer = await f.call('PUT', `/api/rascunhos/${draft.id}/arquivo`, {
      cookie: editor,
      body: { path: 'public/brands/rota99.svg', content: svg, baseHead: draft.head },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('so_texto');
    expect(git(f.repo.dir, 'rev-parse', `refs/heads/studio/${draft.id}`)).toBe(draft.head);
  });

  it('an approval by someone disabled since is void: publishing is refused', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const publicador = await f.person(admin, 'davi@example.com', 'publicador');
    const draft = await openDraft(editor);
    const saved = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!'), baseHead: draft.head });
    await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: saved.body.head } });
    const people = await f.call('GET', '/api/pessoas', { cookie: admin });
    const carla = people.body.people.find((p: { email: string }) => p.email === 'carla@example.com');
    await f.call('PATCH', `/api/pessoas/${carla.id}`, { cookie: admin, body: { disabled: true } });
    const main = git(f.origin, 'rev-parse', 'main');
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: main } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sem_aprovacao_valida');
    expect(git(f.origin, 'rev-parse', 'main')).toBe(main);
  });
});

describe('publishing when the remote moved', () => {
  it('refuses a publish onto a head the remote has left, moves nothing, and publishes once refreshed', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const publicador = await f.person(admin, 'davi@example.com', 'publicador');
    const draft = await openDraft(editor);
    const saved = await save(editor, draft.id, { content: greeting(draft.content, 'Oi!'), baseHead: draft.head });
    await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: saved.body.head } });
    // A developer pushes another file straight to the remote, behind the studio's back.
    const work = `${f.root}/dev`;
    git(f.root, 'clone', '--quiet', f.origin, work);
    git(work, 'commit', '--quiet', '--allow-empty', '-m', 'Developer change');
    git(work, 'push', '--quiet', 'origin', 'HEAD:main');
    const moved = git(f.origin, 'rev-parse', 'main');
    const seen = (await f.call('GET', `/api/rascunhos/${draft.id}`, { cookie: publicador })).body.draft.publishedHead;
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: seen } });
    expect(refused.status, refused.text).toBe(409);
    expect(git(f.origin, 'rev-parse', 'main')).toBe(moved);
    const refreshed = (await f.call('GET', `/api/rascunhos/${draft.id}`, { cookie: publicador })).body.draft.publishedHead;
    expect(refreshed).toBe(moved);
    const published = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: refreshed } });
    expect(published.status, published.text).toBe(200);
    expect(git(f.origin, 'log', '-1', '--format=%P', 'main')).toBe(`${moved} ${saved.body.head}`);
  });
});
