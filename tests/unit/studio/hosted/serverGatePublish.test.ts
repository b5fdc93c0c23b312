// Publish runs CI's gate again, on the draft merged over the published version as it is now: a
// clean draft passes submit and publish and is published; a published version that moved under an
// approved draft (a developer added a conversation test the draft's words break) refuses the
// publish with the failing test in words, and nothing is published.
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { git } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

// The first gate of a file loads the compiler and the harness in a new process: seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const fixtures = serverFixtures();
let f: ServerFixture;
let admin: string;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeEach(async () => {
  f = await fixtures.make({ warmGate: true });
  admin = await f.admin();
}, 120_000);
afterEach(() => f.cleanup());

const ROTA = 'variants/rota99.yaml';
/** The part of the /rota99 greeting no conversation test reads. */
const UNCHECKED = 'e ainda ganha';

async function draftWith(editor: string, path: string, edit: (text: string) => string): Promise<{ id: string; head: string }> {
  const id = (await f.call('POST', '/api/rascunhos', { cookie: editor })).body.draft.id;
  const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=${path}`, { cookie: editor });
  const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, {
    cookie: editor,
    body: { path, content: edit(file.body.content), baseHead: file.body.head },
  });
  expect(saved.status, saved.text).toBe(200);
  return { id, head: saved.body.head };
}

/** A developer pushes to the published branch behind the studio's back. */
function developerPushes(path: string, edit: (text: string) => string): string {
  const work = `${f.root}/dev`;
  git(f.root, 'clone', '--quiet', f.origin, work);
  writeFileSync(`${work}/${path}`, edit(git(work, 'show', `HEAD:${path}`)));
  git(work, 'add', path);
  git(work, 'commit', '--quiet', '-m', 'Developer change');
  git(work, 'push', '--quiet', 'origin', 'HEAD:main');
  return git(f.origin, 'rev-parse', 'main');
}

describe('the full gate at submit and publish', () => {
  it('passes a clean draft at submit and at publish, and publishes it', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const publicador = await f.person(admin, 'davi@example.com', 'publicador');
    const draft = await draftWith(editor, ROTA, (text) => text.replace(UNCHECKED, 'e também ganha'));
    const submitted = await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    expect(submitted.status, submitted.text).toBe(200);
    await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: draft.head } });
    const main = git(f.origin, 'rev-parse', 'main');
    const published = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: main } });
    expect(published.status, published.text).toBe(200);
    expect(git(f.origin, 'show', `main:${ROTA}`)).toContain('e também ganha');
  });

  it('refuses a publish when the published version moved and the merged content now fails a conversation test', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const revisor = await f.person(admin, 'carla@example.com', 'revisor');
    const publicador = await f.person(admin, 'davi@example.com', 'publicador');
    const draft = await draftWith(editor, ROTA, (text) => text.replace(UNCHECKED, 'e também ganha'));
    expect((await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor })).status).toBe(200);
    expect((await f.call('POST', `/api/rascunhos/${draft.id}/aprovar`, { cookie: revisor, body: { head: draft.head } })).status).toBe(200);
    // Meanwhile a developer adds a conversation test that reads the words the draft rewrites.
    const added = '  the partner promises the discount:\n    route: /rota99\n    steps:\n      - bot: e ainda ganha\n';
    const moved = developerPushes('flows/tests/intro.yaml', (text) => `${text.trimEnd()}\n\n${added}`);
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/publicar`, { cookie: publicador, body: { expectedPublishedHead: moved } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.failures).toEqual([
      expect.objectContaining({ kind: 'teste', test: 'the partner promises the discount', step: 1, expected: 'que o chat dissesse “e ainda ganha”' }),
    ]);
    expect(refused.body.failures[0].chatSaid.join(' ')).toContain('e também ganha');
    expect(git(f.origin, 'rev-parse', 'main')).toBe(moved);
    expect((await f.call('GET', `/api/rascunhos/${draft.id}`, { cookie: editor })).body.draft.state).toBe('aprovado');
  });
});
