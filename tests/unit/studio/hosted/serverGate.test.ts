// Submit and publish run CI's gate on the draft merged over the current published version: the
// strict check and the conversation tests (flows/tests) the draft can affect, in a gate process.
// A failing conversation test refuses with the test, its step, what it expected and what the chat
// said, in Portuguese (file:line behind `detail`); a conflict names the files in words; nothing is
// forced. Publish: serverGatePublish.test.ts; the gate's limits: serverGateLimits.test.ts.
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
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

/** The conversation tests of the published intro file on /rota99 whose first check reads the greeting. */
function greetingTests(): string[] {
  const tests = parse(git(f.origin, 'show', 'main:flows/tests/intro.yaml')).tests as Record<string, { route?: string; steps: Array<Record<string, string>> }>;
  return Object.entries(tests)
    .filter(([, test]) => test.route === '/rota99' && String(test.steps[0].bot ?? '').startsWith('Olá, motorista!'))
    .map(([name]) => name);
}

describe('the full gate at submit', () => {
  it('refuses a submit whose draft breaks a conversation test, saying which test, at which step, what it expected and what the chat said', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const [name] = greetingTests();
    expect(name).toBeDefined();
    const draft = await draftWith(editor, ROTA, (text) => text.replace('Olá, motorista! 👋', 'Oi, motorista! 👋'));
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe('testes_de_conversa_falharam');
    const failure = refused.body.failures.find((x: { test?: string }) => x.test === name);
    expect(failure).toMatchObject({ kind: 'teste', file: 'flows/tests/intro.yaml', step: 1 });
    expect(failure.expected).toContain('Olá, motorista! 👋 Na parceria Rota 99 e Mycon');
    expect(failure.chatSaid.join(' ')).toContain('Oi, motorista! 👋');
    expect(failure.message).toContain(`O teste de conversa “${name}” (os testes de conversa “intro”) falhou no passo 1`);
    expect(failure.message).toContain('mas o chat disse “Oi, motorista! 👋');
    expect(failure.detail).toMatch(/^flows\/tests\/intro\.yaml:\d+:\d+ expected the bot to say/);
    expect(refused.body.error).toContain(failure.message);
    expect((await f.call('GET', `/api/rascunhos/${draft.id}`, { cookie: editor })).body.draft.state).toBe('rascunho');
  });

  it('names the conflicting files in words at submit, and forces nothing', async () => {
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const draft = await draftWith(editor, ROTA, (text) => text.replace(UNCHECKED, 'e também ganha'));
    const moved = developerPushes(ROTA, (text) => text.replace(UNCHECKED, 'e sempre ganha'));
    const refused = await f.call('POST', `/api/rascunhos/${draft.id}/enviar`, { cookie: editor });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflito', conflicts: [ROTA] });
    expect(refused.body.error).toContain('mudaram os mesmos textos no parceiro rota99');
    expect(git(f.origin, 'rev-parse', 'main')).toBe(moved);
    expect(await f.repo.draftHead(draft.id)).toBe(draft.head);
    expect((await f.call('GET', `/api/rascunhos/${draft.id}`, { cookie: editor })).body.draft.state).toBe('rascunho');
  });
});
