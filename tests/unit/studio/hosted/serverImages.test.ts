// Issue 24 item 4: a partner's logo uploaded from the hosted studio lands in the draft's branch as
// a commit by its editor, with the local studio's hostile-image defences (issue 28 item 2): an
// SVG with a script and bytes that are not the PNG they claim are refused and nothing is
// committed; role and scope decide who uploads which partner's images; the draft's preview
// serves the uploaded logo at its commit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStudioApp } from '../../../../studio/hosted/server/app.ts';
import { createGate } from '../../../../studio/hosted/server/gate.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { git, STUDIO } from './gitFixture.ts';
import { PUBLIC_URL, type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;

beforeEach(async () => {
  f = await fixtures.make();
}, 120_000);
afterEach(() => f?.cleanup());

const PNG = readFileSync(join(import.meta.dirname, '../../../../public/brands/99.png'));
const CLEAN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

async function openDraft(cookie: string) {
  const draft = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft;
  return { id: draft.id as string, head: draft.head as string };
}

function upload(cookie: string, id: string, body: Record<string, unknown>) {
  return f.call('PUT', `/api/rascunhos/${id}/imagem`, { cookie, body: { tipo: 'logo', parceiro: 'rota99', nome: 'logo.png', ...body } });
}

/** The draft's head on its branch in the studio's bare repository. */
function branchHead(id: string): string {
  return git(f.repo.dir, 'rev-parse', f.repo.draftRef(id)).trim();
}

describe('images uploaded into a draft', { timeout: 120_000 }, () => {
  it('refuses an SVG with a script in Portuguese and a "PNG" whose bytes are not one, committing nothing', async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id, head } = await openDraft(editor);
    const svg = await upload(editor, id, { nome: 'logo.svg', dados: Buffer.from(SCRIPTED_SVG).toString('base64'), baseHead: head });
    expect(svg.status, svg.text).toBe(422);
    expect(svg.body.code).toBe('imagem_recusada');
    expect(svg.body.error).toMatch(/não pode ter scripts/);
    expect(svg.body.error).toContain('logo.svg');
    const fake = Buffer.concat([Buffer.from('GIF89a'), PNG.subarray(6)]);
    const png = await upload(editor, id, { nome: 'logo.png', dados: fake.toString('base64'), baseHead: head });
    expect(png.status, png.text).toBe(422);
    expect(png.body.error).toMatch(/precisa ser uma imagem PNG ou SVG; “logo.png” não é/);
    expect(branchHead(id)).toBe(head);
    expect(await f.repo.readFile(head, 'public/brands/rota99.svg')).toBeNull();
  });

  it("commits a good PNG as its editor's, shows it in the draft's files and in the preview; a clean SVG then replaces it", async () => {
    const editor = await f.person(await f.admin(), 'ana@example.com', 'editor');
    const { id, head } = await openDraft(editor);
    const answer = await upload(editor, id, { dados: PNG.toString('base64'), baseHead: head });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ changed: true, path: 'public/brands/rota99.png', url: '/brands/rota99.png' });
    expect(answer.body.files.sort()).toEqual(['public/brands/rota99.png', 'variants/rota99.yaml']);
    expect(branchHead(id)).toBe(answer.body.head);
    expect(git(f.repo.dir, 'log', '-1', '--format=%an <%ae>|%cn', answer.body.head).trim()).toBe(`Ana <ana@example.com>|${STUDIO.name}`);
    expect((await f.repo.readFile(answer.body.head, 'public/brands/rota99.png'))?.equals(PNG)).toBe(true);
    expect(git(f.repo.dir, 'rev-parse', 'refs/heads/main').trim()).toBe(head);

    const shown = await f.call('GET', `/api/rascunhos/${id}`, { cookie: editor });
    expect(shown.body.draft.changedPaths).toContain('public/brands/rota99.png');
    const audit = listAudit(f.store).filter((row) => row.action === 'save');
    expect(audit.at(-1)?.details).toMatchObject({ path: 'public/brands/rota99.png', commit: answer.body.head, upload: { tipo: 'logo', bytes: PNG.length } });

    const link = await f.call('POST', `/api/rascunhos/${id}/previa`, { cookie: editor, body: { parceiro: 'rota99' } });
    expect(link.status, link.text).toBe(201);
    // The frame's answers are not the API's JSON: asked of an app over the same store and repository.
    const gate = createGate({ gitDir: f.repo.dir, workDir: join(f.root, 'data') });
    const frame = createStudioApp({ store: f.store, repo: f.repo, outbox: f.outbox, gate, env: { STUDIO_PUBLIC_URL: PUBLIC_URL }, publicUrl: PUBLIC_URL });
    const base = new URL(link.body.url).pathname;
    expect(base).toContain(`/${answer.body.head}/`);
    const content = await (await frame.request(`${base}conteudo.json`)).json();
    expect(content.variants.rota99.brand).toBe('rota99');
    const image = await frame.request(`${base}publico/brands/rota99.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    // A clean SVG logo replaces it: the PNG goes, or the header would keep showing it first.
    const svg = await upload(editor, id, { nome: 'logo.svg', dados: Buffer.from(CLEAN_SVG).toString('base64'), baseHead: answer.body.head });
    expect(svg.status, svg.text).toBe(200);
    expect(svg.body.files.sort()).toEqual(['public/brands/rota99.png', 'public/brands/rota99.svg']);
    expect(await f.repo.readFile(svg.body.head, 'public/brands/rota99.png')).toBeNull();
    expect((await f.repo.readFile(svg.body.head, 'public/brands/rota99.svg'))?.toString()).toContain('<rect');
  });

  it("refuses a scoped partner manager another partner's image, and a Leitor any image (403)", async () => {
    const admin = await f.admin();
    const manager = await f.person(admin, 'gerente@example.com', 'editor', ['rota99']);
    const reader = await f.person(admin, 'leo@example.com', 'leitor');
    const { id, head } = await openDraft(manager);
    const png = PNG.toString('base64');
    const other = await upload(manager, id, { parceiro: 'automais', dados: png, baseHead: head });
    expect(other.status, other.text).toBe(403);
    expect(other.body.code).toBe('fora_do_escopo');
    const read = await upload(reader, id, { dados: png, baseHead: head });
    expect(read.status, read.text).toBe(403);
    expect(branchHead(id)).toBe(head);
    // A partner name that would leave the content folders never reaches the handler.
    const outside = await upload(admin, id, { parceiro: '../../src/app', dados: png, baseHead: head });
    expect(outside.status).toBe(400);
    const own = await upload(manager, id, { dados: png, baseHead: head });
    expect(own.status, own.text).toBe(200);
  });
});
