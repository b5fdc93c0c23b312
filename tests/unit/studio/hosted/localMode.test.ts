// The studio's local mode (npm run studio:local), its API in-process over a temporary developer's
// checkout (not bare) holding this repository's own flows/ and variants/: no sign-in, the one
// draft is the working tree, a save lands in the files, a file changed on disk since the editor
// read it is refused naming it, no branch or HEAD moves, the draft workflow and the accounts are
// refused, a foreign page is refused. One checkout and one app for the whole file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import { loadRegistries } from '../../../../scripts/compiler/index.ts';
import { MemoryOutbox } from '../../../../studio/hosted/auth/outbox.ts';
import { LOCAL_DRAFT_ID, openLocalRepository } from '../../../../studio/hosted/local/localRepository.ts';
import { followFolder } from '../../../../studio/hosted/local/followFolder.ts';
import { type LocalMode, LOCAL_PERSON, setUpLocalMode } from '../../../../studio/hosted/local/localMode.ts';
import type { LocalRepository } from '../../../../studio/hosted/local/localRepository.ts';
import { LOCAL_WORKFLOW_REFUSAL } from '../../../../studio/hosted/local/refusals.ts';
import { createStudioApp, studioRoutes } from '../../../../studio/hosted/server/app.ts';
import { createGate } from '../../../../studio/hosted/server/gate.ts';
import { response, validatorOf } from '../../../../studio/hosted/server/schemas.ts';
import type { Services } from '../../../../studio/hosted/server/services.ts';
import { closeStudioStore, openStudioStore, type StudioStore } from '../../../../studio/hosted/store/db.ts';
import { git } from './gitFixture.ts';

const REPO_ROOT = join(import.meta.dirname, '../../../..');
const PORT = 4631;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DRAFT = `/api/rascunhos/${LOCAL_DRAFT_ID}`;
const NOTE = '\n# nota do estúdio local\n';

let root: string;
let checkout: string;
let store: StudioStore;
let repo: LocalRepository;
let local: LocalMode;
let app: Hono;
/** The same services without local mode: the hosted studio. */
let hosted: Hono;

const ROUTES = studioRoutes({} as Services, ORIGIN).map((route) => ({ route, pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));

/** An answer, checked against its route's schema (or Error's) as the hosted tests check theirs. */
async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { host: `127.0.0.1:${PORT}`, ...(method === 'GET' ? {} : { origin: ORIGIN }), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const body = await res.json();
  const found = ROUTES.find(({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(path.split('?')[0]))?.route;
  const validate = validatorOf(found?.responses[res.status] ?? response('Error'));
  if (!validate(body)) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(validate.errors)}`);
  return { status: res.status, body };
}

const refs = () => git(checkout, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/tags', 'refs/remotes');
const readFile = (path: string) => call('GET', `${DRAFT}/arquivo?path=${encodeURIComponent(path)}`);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-local-'));
  checkout = join(root, 'checkout');
  git(root, 'init', '--quiet', '--initial-branch=main', checkout);
  const archive = execFileSync('git', ['archive', 'HEAD', 'flows', 'variants'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', checkout], { input: archive });
  git(checkout, 'add', '--all');
  git(checkout, 'commit', '--quiet', '-m', 'Content');
  store = openStudioStore({ dataDir: join(root, 'data') });
  repo = await openLocalRepository({ checkout, dataDir: join(root, 'data') });
  local = await setUpLocalMode(store, repo, PORT);
  const { registries } = await loadRegistries(REPO_ROOT);
  const gate = createGate({ gitDir: repo.dir, workDir: join(root, 'data'), registries });
  const services = { store, repo, gate, outbox: new MemoryOutbox(null), env: { STUDIO_PUBLIC_URL: ORIGIN } };
  app = createStudioApp({ ...services, local, publicUrl: ORIGIN });
  hosted = createStudioApp({ ...services, publicUrl: ORIGIN });
});

afterAll(() => {
  closeStudioStore(store);
  rmSync(root, { recursive: true, force: true });
});

describe('local mode of the hosted studio', () => {
  it('tells the pages its mode, and every request is the person at this machine without signing in (the hosted app asks for a session)', async () => {
    const mode = await call('GET', '/api/modo');
    expect(mode.body).toMatchObject({ mode: 'local', draftId: LOCAL_DRAFT_ID, draftLabel: 'Esta pasta' });
    const me = await call('GET', '/api/eu');
    expect(me.status).toBe(200);
    expect(me.body.person).toMatchObject({ name: LOCAL_PERSON.name, role: 'admin', scope: null });
    expect(await (await hosted.request('/api/modo')).json()).toEqual({ mode: 'hospedado' });
    expect((await hosted.request('/api/eu')).status).toBe(401);
    const drafts = await call('GET', '/api/rascunhos');
    expect(drafts.body.drafts.map((d: { id: string }) => d.id)).toEqual([LOCAL_DRAFT_ID]);
  });

  it('writes a save into the working tree as the new bytes, and moves no branch, HEAD or index', async () => {
    const before = { refs: refs(), head: git(checkout, 'rev-parse', 'HEAD'), branch: git(checkout, 'symbolic-ref', 'HEAD') };
    const read = await readFile('flows/intro.yaml');
    expect((await call('GET', DRAFT)).body.draft.changedPaths).toEqual([]); // nothing uncommitted yet
    const content = `${read.body.content}${NOTE}`;
    const saved = await call('PUT', `${DRAFT}/arquivo`, { body: { path: 'flows/intro.yaml', content, baseHead: read.body.head } });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(checkout, 'flows/intro.yaml'), 'utf8')).toBe(content);
    expect(saved.body.head).not.toBe(before.head);
    expect((await readFile('flows/intro.yaml')).body).toMatchObject({ content, head: saved.body.head });
    expect((await call('GET', DRAFT)).body.draft.changedPaths).toEqual(['flows/intro.yaml']);
    expect({ refs: refs(), head: git(checkout, 'rev-parse', 'HEAD'), branch: git(checkout, 'symbolic-ref', 'HEAD') }).toEqual(before);
    expect(git(checkout, 'status', '--porcelain')).toBe('M flows/intro.yaml');
  });

  it('refuses a save from a version older than the disk, naming the file that changed there', async () => {
    const read = await readFile('flows/intro.yaml');
    const partner = join(checkout, 'variants/defaults.yaml');
    writeFileSync(partner, `${readFileSync(partner, 'utf8')}# mudado no editor do desenvolvedor\n`);
    const stale = await call('PUT', `${DRAFT}/arquivo`, {
      body: { path: 'flows/intro.yaml', content: `${read.body.content}# outra\n`, baseHead: read.body.head },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('versao_desatualizada');
    expect(stale.body.changedPaths).toEqual(['variants/defaults.yaml']);
    expect(stale.body.error).toContain('mudou no disco');
    expect(readFileSync(join(checkout, 'flows/intro.yaml'), 'utf8')).toBe(read.body.content);
  });

  it("writes an uploaded partner logo's bytes, and the partner file naming it, into the folder", async () => {
    const png = readFileSync(join(REPO_ROOT, 'public/brands/99.png'));
    const { head } = (await call('GET', DRAFT)).body.draft;
    const answer = await call('PUT', `${DRAFT}/imagem`, {
      body: { tipo: 'logo', parceiro: 'rota99', nome: 'logo.png', dados: png.toString('base64'), baseHead: head },
    });
    expect(answer.status).toBe(200);
    expect(readFileSync(join(checkout, 'public/brands/rota99.png')).equals(png)).toBe(true);
    expect(readFileSync(join(checkout, 'variants/rota99.yaml'), 'utf8')).toMatch(/^brand: "?rota99"?/m);
    expect((await call('GET', DRAFT)).body.draft.head).toBe(answer.body.head);
  });

  it('takes a save from a version the developer committed meanwhile: the content is the same, only HEAD moved', async () => {
    const read = await readFile('flows/lead.yaml');
    git(checkout, 'add', '--all');
    git(checkout, 'commit', '--quiet', '-m', 'What the studio wrote');
    const content = `${read.body.content}${NOTE}`;
    const saved = await call('PUT', `${DRAFT}/arquivo`, { body: { path: 'flows/lead.yaml', content, baseHead: read.body.head } });
    expect(saved.status).toBe(200);
    expect(git(checkout, 'status', '--porcelain')).toBe('M flows/lead.yaml');
    expect((await call('GET', DRAFT)).body.draft.changedPaths).toEqual(['flows/lead.yaml']);
  });

  it("writes a partner's interface text into its file on disk, and Voltar ao padrão gives the file back", async () => {
    const file = join(checkout, 'variants/rota99.yaml');
    const before = readFileSync(file, 'utf8');
    const shown = await call('GET', `${DRAFT}/parceiros/rota99/todas-configuracoes`);
    expect(shown.body.configuracoes.find((row: { chave: string }) => row.chave === 'fakeLoad')).toMatchObject({ origem: { tipo: 'padrao' } });
    const path = `${DRAFT}/parceiros/rota99/configuracao`;
    const saved = await call('PUT', path, { body: { caminho: ['ui', 'send'], valor: 'Mandar', baseHead: shown.body.head } });
    expect(saved.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(`${before}ui:\n  send: "Mandar"\n`);
    const back = await call('PUT', path, { body: { caminho: ['ui', 'send'], valor: null, baseHead: saved.body.head } });
    expect(back.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses new drafts, review, publishing and the accounts, in Portuguese', async () => {
    for (const [method, path] of [
      ['POST', '/api/rascunhos'],
      ['POST', `${DRAFT}/enviar`],
      ['POST', `${DRAFT}/publicar`],
    ]) {
      const refused = await call(method, path, { body: path.endsWith('publicar') ? { expectedPublishedHead: 'a'.repeat(40) } : undefined });
      expect.soft({ path, status: refused.status, code: refused.body.code, error: refused.body.error }).toEqual({
        path,
        status: 403,
        code: 'modo_local',
        error: LOCAL_WORKFLOW_REFUSAL,
      });
    }
    const signIn = await call('POST', '/api/entrar/link', { body: { email: 'ana@example.com' } });
    expect([signIn.status, signIn.body.code]).toEqual([403, 'modo_local']);
    expect((await call('GET', '/api/pessoas')).status).toBe(403);
  });

  it('refuses a page on another localhost port, a foreign host name and a cross-site read', async () => {
    const body = { path: 'flows/intro.yaml', content: 'x', baseHead: 'a'.repeat(40) };
    const foreign = await call('PUT', `${DRAFT}/arquivo`, { body, headers: { origin: 'http://127.0.0.1:5173' } });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'origem_recusada']);
    const rebound = await call('GET', '/api/eu', { headers: { host: `studio.example.com:${PORT}` } });
    expect([rebound.status, rebound.body.code]).toEqual([403, 'origem_recusada']);
    const crossSite = await call('GET', '/api/eu', { headers: { 'sec-fetch-site': 'same-site' } });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, 'origem_recusada']);
  });

  it('undoes the folder’s last save: its snapshot has no parent, so the page names the version before it', async () => {
    const read = await readFile('flows/survey.yaml');
    const content = `${read.body.content}${NOTE}`;
    const saved = await call('PUT', `${DRAFT}/arquivo`, { body: { path: 'flows/survey.yaml', content, baseHead: read.body.head } });
    expect(readFileSync(join(checkout, 'flows/survey.yaml'), 'utf8')).toBe(content);
    const undone = await call('POST', `${DRAFT}/desfazer`, { body: { baseHead: saved.body.head, before: read.body.head } });
    expect([undone.status, undone.body.paths]).toEqual([200, ['flows/survey.yaml']]);
    expect(readFileSync(join(checkout, 'flows/survey.yaml'), 'utf8')).toBe(read.body.content);
    expect(undone.body.head).toBe(read.body.head);
  });

  it('undoes only from where the last save started: a commit of the folder’s history (an older version) is refused', async () => {
    const read = await readFile('flows/payment.yaml');
    const content = `${read.body.content}${NOTE}`;
    const saved = await call('PUT', `${DRAFT}/arquivo`, { body: { path: 'flows/payment.yaml', content, baseHead: read.body.head } });
    const history = git(checkout, 'rev-list', 'HEAD').split('\n');
    expect(history).toHaveLength(2);
    for (const before of history) {
      const refused = await call('POST', `${DRAFT}/desfazer`, { body: { baseHead: saved.body.head, before } });
      expect.soft([refused.status, refused.body.code]).toEqual([409, 'nada_a_desfazer']);
    }
    expect(readFileSync(join(checkout, 'flows/payment.yaml'), 'utf8')).toBe(content);
    const undone = await call('POST', `${DRAFT}/desfazer`, { body: { baseHead: saved.body.head, before: read.body.head } });
    expect([undone.status, undone.body.head]).toEqual([200, read.body.head]);
  });

  it("names an etapa's code in the served folder, and a registry file added there once the folder watch tells it", async () => {
    // The checkout holds no code of its own yet: only its (empty) actions folder.
    mkdirSync(join(checkout, 'src/actions'), { recursive: true });
    const action = async () => (await call('GET', `${DRAFT}/etapas/lead-select-category`)).body.step.action;
    expect(await action()).toEqual({ name: 'chooseCategory', file: null });
    const unwatch = followFolder(store, repo, local);
    try {
      writeFileSync(join(checkout, 'src/actions/chooseCategory.ts'), 'export const chooseCategory = () => undefined;\n');
      await vi.waitFor(async () => expect(await action()).toEqual({ name: 'chooseCategory', file: 'src/actions/chooseCategory.ts' }), { timeout: 10_000 });
    } finally {
      unwatch();
    }
  });
});
