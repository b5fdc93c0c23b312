// The hosted studio's API, the "Must show" flow of issue 24 at the API level: an admin invites an
// editor, a revisor and a publicador; each signs in with an e-mail link from the outbox; the editor
// changes the /rota99 greeting in a draft and submits it; the revisor approves; the publicador
// publishes; the remote's main has the change in a commit authored by the editor.
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyChain } from '../../../../studio/hosted/store/audit.ts';
import { validatorOf, response } from '../../../../studio/hosted/server/schemas.ts';
import { git, whoMade } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

// Submit and publish run the conversation tests in a gate process; the first one loads it (seconds on a busy machine).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const fixtures = serverFixtures();
let f: ServerFixture;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeEach(async () => {
  f = await fixtures.make({ warmGate: true });
}, 120_000);
afterEach(() => f.cleanup());

// The part of the /rota99 greeting no conversation test reads: submit and publish run those tests.
const GREETING = 'e ainda ganha <b>';
const NEW_GREETING = 'e também ganha <b>';

function expectShape(name: string, body: unknown): void {
  const validate = validatorOf(response(name));
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

describe('the hosted studio API, end to end', () => {
  it('invite, sign in by e-mail link, draft, save, submit, approve, publish: the remote main has the editor’s change', async () => {
    const admin = await f.admin();
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const publicador = await f.person(admin, 'davi@example.com', 'publicador');

    const me = await f.call('GET', '/api/eu', { cookie: editor });
    expect(me.status).toBe(200);
    expect(me.body.person).toMatchObject({ email: 'ana@example.com', role: 'editor', roleLabel: 'Editor' });
    expectShape('Me', me.body);

    const created = await f.call('POST', '/api/rascunhos', { cookie: editor });
    expect(created.status).toBe(201);
    expectShape('DraftAnswer', created.body);
    const id = created.body.draft.id as string;
    expect(created.body.draft).toMatchObject({ state: 'rascunho', author: { email: 'ana@example.com' }, changedPaths: [] });

    const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=variants/rota99.yaml`, { cookie: editor });
    expect(file.status).toBe(200);
    expectShape('File', file.body);
    expect(file.body.content).toContain(GREETING);

    const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, {
      cookie: editor,
      body: { path: 'variants/rota99.yaml', content: file.body.content.replace(GREETING, NEW_GREETING), baseHead: file.body.head, message: 'Nova saudação' },
    });
    expect(saved.status, saved.text).toBe(200);
    expectShape('Saved', saved.body);
    expect(saved.body.changed).toBe(true);
    expect(whoMade(f.repo.dir, saved.body.head).author).toBe('Ana <ana@example.com>');

    const shown = await f.call('GET', `/api/rascunhos/${id}`, { cookie: revisor });
    expect(shown.body.draft).toMatchObject({ head: saved.body.head, changedPaths: ['variants/rota99.yaml'] });

    const submitted = await f.call('POST', `/api/rascunhos/${id}/enviar`, { cookie: editor });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.draft.state).toBe('em_revisao');

    const approved = await f.call('POST', `/api/rascunhos/${id}/aprovar`, { cookie: revisor, body: { head: saved.body.head } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.draft).toMatchObject({ state: 'aprovado', approval: { head: saved.body.head, by: 'carla@example.com' } });

    const before = git(f.origin, 'rev-parse', 'main');
    const published = await f.call('POST', `/api/rascunhos/${id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: before } });
    expect(published.status, published.text).toBe(200);
    expectShape('Published', published.body);
    expect(published.body.draft.state).toBe('publicado');

    expect(git(f.origin, 'rev-parse', 'main')).toBe(published.body.commit);
    expect(git(f.origin, 'show', 'main:variants/rota99.yaml')).toContain(NEW_GREETING);
    expect(whoMade(f.origin, published.body.commit).author).toBe('Ana <ana@example.com>');
    expect(git(f.origin, 'log', '-1', '--format=%(trailers:only,unfold)', published.body.commit)).toContain('Approved-by: Carla <carla@example.com>');

    const audit = await f.call('GET', '/api/auditoria', { cookie: admin });
    expect(audit.status).toBe(200);
    expectShape('Audit', audit.body);
    const actions = audit.body.entries.map((entry: { action: string }) => entry.action);
    for (const action of ['invite', 'sign_in', 'sign_in_link', 'save', 'submit', 'approve', 'publish']) expect(actions).toContain(action);
    const approval = audit.body.entries.find((entry: { action: string }) => entry.action === 'approve');
    expect(approval.details.commit).toBe(saved.body.head);
    expect(verifyChain(f.store).ok).toBe(true);

    const exported = await f.call('GET', '/api/auditoria/exportar?formato=csv', { cookie: admin });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.text).toContain('publish');
  });

  it('asks for changes with a comment, refuses transitions out of order, and names conflicts with the published version', async () => {
    const admin = await f.admin();
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const id = (await f.call('POST', '/api/rascunhos', { cookie: editor })).body.draft.id;
    const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=variants/rota99.yaml`, { cookie: editor });
    const path = 'variants/rota99.yaml';
    const first = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, {
      cookie: editor,
      body: { path, content: file.body.content.replace(GREETING, NEW_GREETING), baseHead: file.body.head },
    });
    expect((await f.call('POST', `/api/rascunhos/${id}/aprovar`, { cookie: revisor, body: { head: first.body.head } })).status).toBe(409);
    expect((await f.call('POST', `/api/rascunhos/${id}/enviar`, { cookie: editor })).body.draft.state).toBe('em_revisao');
    expect((await f.call('POST', `/api/rascunhos/${id}/enviar`, { cookie: editor })).status).toBe(409);
    const asked = await f.call('POST', `/api/rascunhos/${id}/pedir-alteracoes`, { cookie: revisor, body: { comment: 'Use "Olá" com acento.' } });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.draft).toMatchObject({ state: 'alteracoes_pedidas', comment: 'Use "Olá" com acento.' });
    // A developer changes the same greeting on the published version meanwhile.
    const work = `${f.root}/dev`;
    git(f.root, 'clone', '--quiet', f.origin, work);
    writeFileSync(`${work}/${path}`, file.body.content.replace(GREETING, 'e sempre ganha <b>'));
    git(work, 'commit', '--quiet', '-am', 'Developer greeting');
    git(work, 'push', '--quiet', 'origin', 'HEAD:main');
    const conflict = await f.call('POST', `/api/rascunhos/${id}/enviar`, { cookie: editor });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'conflito', conflicts: [path] });
    expect((await f.call('GET', `/api/rascunhos/${id}`, { cookie: editor })).body.draft.state).toBe('alteracoes_pedidas');
  });

  it('lists drafts, sessions, people; a session revoked ends at once; sign-out clears the cookie', async () => {
    const admin = await f.admin();
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    await f.call('POST', '/api/rascunhos', { cookie: editor });
    const drafts = await f.call('GET', '/api/rascunhos', { cookie: editor });
    expect(drafts.status).toBe(200);
    expectShape('Drafts', drafts.body);
    expect(drafts.body.drafts).toHaveLength(1);

    const people = await f.call('GET', '/api/pessoas', { cookie: admin });
    expectShape('People', people.body);
    expect(people.body.people.map((p: { email: string }) => p.email)).toEqual(['admin@example.com', 'ana@example.com']);

    const sessions = await f.call('GET', '/api/sessoes', { cookie: editor });
    expectShape('Sessions', sessions.body);
    // The invite's session and the e-mail link's.
    expect(sessions.body.sessions).toHaveLength(2);
    const current = sessions.body.sessions.find((s: { current: boolean }) => s.current);
    expect((await f.call('DELETE', `/api/sessoes/${current.id}`, { cookie: editor })).status).toBe(200);
    expect((await f.call('GET', '/api/eu', { cookie: editor })).status).toBe(401);

    // A link for an unknown address: the same answer, and nothing is sent.
    const sent = f.outbox.sent.length;
    const known = await f.call('POST', '/api/entrar/link', { body: { email: 'ana@example.com' } });
    const unknown = await f.call('POST', '/api/entrar/link', { body: { email: 'ninguem@example.com' } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await new Promise((resolve) => setImmediate(resolve));
    expect(f.outbox.sent.slice(sent).map((mail) => mail.to)).toEqual(['ana@example.com']);

    const out = await f.call('POST', '/api/sair', { cookie: admin });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await f.call('GET', '/api/eu', { cookie: admin })).status).toBe(401);
  });

  it('an admin changes a role and disables a person: their sessions end', async () => {
    const admin = await f.admin();
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const people = await f.call('GET', '/api/pessoas', { cookie: admin });
    const ana = people.body.people.find((p: { email: string }) => p.email === 'ana@example.com');
    const changed = await f.call('PATCH', `/api/pessoas/${ana.id}`, { cookie: admin, body: { role: 'revisor', scope: ['rota99'] } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.person).toMatchObject({ role: 'revisor', scope: ['rota99'] });
    expect((await f.call('PATCH', `/api/pessoas/${ana.id}`, { cookie: admin, body: { disabled: true } })).status).toBe(200);
    expect((await f.call('GET', '/api/eu', { cookie: editor })).status).toBe(401);
  });
});
