// Issue 24 item 6, the server side of "preview any draft at once": POST /api/rascunhos/:id/previa
// gives a link whose token opens only that draft; the frame's document carries its own strict CSP;
// its content is the draft compiled at the commit in the address, so a save shows in the next one.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStudioApp } from '../../../../studio/hosted/server/app.ts';
import { createGate } from '../../../../studio/hosted/server/gate.ts';
import type { Hono } from 'hono';
import { PUBLIC_URL, type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
/** A second app over the fixture's store and repository, for the frame's non-JSON answers. */
let frame: Hono;

beforeEach(async () => {
  f = await fixtures.make();
  const gate = createGate({ gitDir: f.repo.dir, workDir: join(f.root, 'data') });
  frame = createStudioApp({ store: f.store, repo: f.repo, outbox: f.outbox, gate, env: { STUDIO_PUBLIC_URL: PUBLIC_URL }, publicUrl: PUBLIC_URL });
}, 120_000);
afterEach(() => f?.cleanup());

const GREETING = 'copy-message-1: "Olá, motorista! 👋';
const NEW_TEXT = 'Oi, motorista parceiro da prévia!';

/** A Content-Security-Policy header as directive → sources. */
function policyOf(answer: Response): Record<string, string[]> {
  return Object.fromEntries(
    (answer.headers.get('content-security-policy') ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** Opens a draft and saves a new /rota99 greeting in it: the draft id and both commits. */
async function draftWithNewGreeting(cookie: string) {
  const id = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft.id as string;
  const file = await f.call('GET', `/api/rascunhos/${id}/arquivo?path=variants/rota99.yaml`, { cookie });
  expect(file.body.content).toContain(GREETING);
  const content = file.body.content.replace(GREETING, `copy-message-1: "${NEW_TEXT} 👋`);
  const saved = await f.call('PUT', `/api/rascunhos/${id}/arquivo`, { cookie, body: { path: 'variants/rota99.yaml', content, baseHead: file.body.head } });
  expect(saved.status, saved.text).toBe(200);
  return { id, before: file.body.head as string, after: saved.body.head as string };
}

async function previewLink(cookie: string, id: string, body: Record<string, string> = { parceiro: 'rota99' }) {
  return f.call('POST', `/api/rascunhos/${id}/previa`, { cookie, body });
}

/** The path of a preview URL with another commit or draft in it. */
function pathOf(url: string, swap: { commit?: string; draft?: string } = {}): string {
  const { pathname } = new URL(url);
  const [, , draft, commit, token] = pathname.split('/');
  return `/previa/${swap.draft ?? draft}/${swap.commit ?? commit}/${token}/`;
}

// Each test signs people in and saves through git: slow on a busy machine, never timed.
describe('preview links of a draft', { timeout: 120_000 }, () => {
  it('serves the saved greeting in the content of the saved commit, and the old one at the commit before', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id, before, after } = await draftWithNewGreeting(editor);
    const link = await previewLink(editor, id, { parceiro: 'rota99', etapa: 'copy-message-1' });
    expect(link.status, link.text).toBe(201);
    expect(link.body).toMatchObject({ head: after, parceiro: 'rota99', etapa: 'copy-message-1', sandbox: 'allow-scripts allow-forms' });
    const url = new URL(link.body.url);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.searchParams.get('parceiro')).toBe('rota99');
    expect(url.searchParams.get('etapa')).toBe('copy-message-1');

    const now = await frame.request(`${pathOf(link.body.url)}conteudo.json`, { headers: { origin: 'null' } });
    expect(now.status).toBe(200);
    expect(now.headers.get('access-control-allow-origin')).toBe('*');
    const content = await now.json();
    expect(content.commit).toBe(after);
    expect(JSON.stringify(content.variants.rota99)).toContain(NEW_TEXT);
    // The chat's key for the sandbox API is the link's own token.
    expect(content.api).toEqual({ base: `${PUBLIC_URL}/previa/sandbox`, appKey: pathOf(link.body.url).split('/')[4] });

    const old = await frame.request(`${pathOf(link.body.url, { commit: before })}conteudo.json`);
    expect(old.status).toBe(200);
    expect(JSON.stringify((await old.json()).variants.rota99)).not.toContain(NEW_TEXT);
  });

  it('gives nobody without a session a link, and a link stops opening once its holder is disabled', async () => {
    const admin = await f.admin();
    const editor = await f.person(admin, 'ana@example.com', 'editor');
    const { id } = await draftWithNewGreeting(editor);
    expect((await previewLink('', id)).status).toBe(401);

    const link = await previewLink(editor, id);
    const document = pathOf(link.body.url);
    expect((await frame.request(document)).status).toBe(200);
    const people = await f.call('GET', '/api/pessoas', { cookie: admin });
    const ana = people.body.people.find((p: { email: string }) => p.email === 'ana@example.com');
    expect((await f.call('PATCH', `/api/pessoas/${ana.id}`, { cookie: admin, body: { disabled: true } })).status).toBe(200);
    const refused = await frame.request(document);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('<script');
    expect((await frame.request(`${document}conteudo.json`)).status).toBe(403);
  });

  it('a token for one draft opens neither another draft nor a commit of another draft', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const mine = await draftWithNewGreeting(editor);
    const other = await draftWithNewGreeting(editor);
    const link = await previewLink(editor, mine.id);
    expect((await frame.request(`${pathOf(link.body.url)}conteudo.json`)).status).toBe(200);
    // This draft's token on the other draft's address.
    expect((await frame.request(`${pathOf(link.body.url, { draft: other.id, commit: other.after })}conteudo.json`)).status).toBe(403);
    // This draft's address at the other draft's commit: not one of this draft's versions.
    expect((await frame.request(`${pathOf(link.body.url, { commit: other.after })}conteudo.json`)).status).toBe(404);
    // A made-up token.
    const forged = pathOf(link.body.url).replace(/\/[A-Za-z0-9_-]{43}\/$/, `/${'A'.repeat(43)}/`);
    expect((await frame.request(`${forged}conteudo.json`)).status).toBe(403);
  });

  it('redirects a studio page’s frame to a fresh link, and refuses another site’s request', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id } = await draftWithNewGreeting(editor);
    const opening = `/api/rascunhos/${id}/previa/abrir?parceiro=rota99&etapa=copy-message-1`;
    const redirected = await f.call('GET', opening, { cookie: editor, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(redirected.status, redirected.text).toBe(303);
    const location = redirected.headers.get('location') ?? '';
    expect(new URL(location).searchParams.get('parceiro')).toBe('rota99');
    expect((await frame.request(`${pathOf(location)}conteudo.json`)).status).toBe(200);
    expect((await f.call('GET', opening, { cookie: editor, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await f.call('GET', opening)).status).toBe(401);
  });

  it('lets only a live link’s token call the preview sandbox API', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id } = await draftWithNewGreeting(editor);
    const token = pathOf((await previewLink(editor, id)).body.url).split('/')[4];
    const health = (key?: string) => frame.request('/previa/sandbox/hc', { headers: key === undefined ? {} : { 'x-app-key': key } });
    expect((await health(token)).status).toBe(200);
    expect((await health('sandbox-app-key')).status).toBe(401);
    expect((await health('previa-sandbox-app-key')).status).toBe(401);
    expect((await health()).status).toBe(401);
  });

  it('serves the frame’s document with its own strict CSP: nothing but the edition, this content and the sandbox API', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id } = await draftWithNewGreeting(editor);
    const link = await previewLink(editor, id);
    const answer = await frame.request(pathOf(link.body.url));
    expect(answer.status).toBe(200);
    const policy = policyOf(answer);
    const edition = /\/previa\/app\/[0-9a-f]{16}\//;
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy.sandbox).toEqual(['allow-scripts', 'allow-forms']);
    expect(policy['script-src']).toHaveLength(1);
    expect(policy['script-src'][0]).toMatch(new RegExp(`^${PUBLIC_URL}${edition.source}$`));
    expect(policy['connect-src']).toEqual([`${PUBLIC_URL}${pathOf(link.body.url)}conteudo.json`, `${PUBLIC_URL}/previa/sandbox/`]);
    expect(policy['frame-ancestors']).toEqual([PUBLIC_URL]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'none'"]);
    const everything = Object.values(policy).flat().join(' ');
    for (const outside of ['googletagmanager', 'google-analytics', "'unsafe-inline'", "'unsafe-eval'", '*']) expect(everything).not.toContain(outside);
    // The document's scripts are the edition's, from the path the policy allows.
    const html = await answer.text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src.startsWith(policy['script-src'][0])).toBe(true);
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>/);

    // The card step's frame: this link's only, under its own policy — the edition's code, the sandbox API, nothing else.
    const cardPath = `${pathOf(link.body.url)}cartao/`;
    expect(policy['frame-src']).toEqual([`${PUBLIC_URL}${cardPath}`]);
    const card = await frame.request(cardPath);
    expect(card.status).toBe(200);
    const cardPolicy = policyOf(card);
    expect(cardPolicy['default-src']).toEqual(["'none'"]);
    expect(cardPolicy.sandbox).toEqual(['allow-scripts', 'allow-forms']);
    expect(cardPolicy['script-src']).toEqual(policy['script-src']);
    expect(cardPolicy['connect-src']).toEqual([`${PUBLIC_URL}/previa/sandbox/`]);
    for (const outside of ['googletagmanager', "'unsafe-inline'", "'unsafe-eval'", '*'])
      expect(Object.values(cardPolicy).flat().join(' ')).not.toContain(outside);
    // Its one request goes to the sandbox under the link's token, the key the studio swaps for the sandbox's own.
    const token = pathOf(link.body.url).split('/')[4];
    expect(await card.text()).toContain(`data-key="${token}"`);
    expect((await frame.request(`${pathOf(link.body.url).replace(token, 'x'.repeat(43))}cartao/`)).status).toBe(403);
  });

  it('refuses a partner, a step or a situation the draft does not have', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id } = await draftWithNewGreeting(editor);
    expect((await previewLink(editor, id, { parceiro: 'nao-existe' })).body.code).toBe('parceiro_desconhecido');
    expect((await previewLink(editor, id, { parceiro: 'rota99', etapa: 'nao-existe' })).body.code).toBe('etapa_desconhecida');
    expect((await previewLink(editor, id, { parceiro: 'rota99', situacao: 'nao-existe' })).body.code).toBe('situacao_desconhecida');
  });
});
