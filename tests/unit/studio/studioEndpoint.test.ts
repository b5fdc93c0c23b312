// The studio's edit endpoint on a real Vite dev server: it answers there, on 127.0.0.1 only, and
// nowhere else (vite preview, production build). Its answers have the shapes of schemas/studio.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preview, resolveConfig, type PreviewServer, type ViteDevServer } from 'vite';
import { contentHash } from '../../../studio/edit/contentFiles.ts';
import { studioClient } from '../../../studio/contract/studioClient.ts';
import { studioEditPlugin } from '../../../studio/server/vitePluginStudioEdit.ts';
import { conforms, json, SERVER_LIMIT_MS, startDevServer } from './studioDevServer.ts';
import { copyFixture, copyProjectContent } from './studioFixture.ts';

const PROJECT = join(import.meta.dirname, '..', '..', '..');
let project: ReturnType<typeof copyFixture> | undefined;
let server: ViteDevServer | PreviewServer | undefined;
afterEach(async () => {
  if (server && 'close' in server) await server.close();
  else await (server as PreviewServer | undefined)?.httpServer.close();
  server = undefined;
  project?.remove();
});

/** The version of a file of the test's project, as a save names it. */
const hashes = (file: string) => ({ [file]: contentHash(project!.read(file)) });

async function devServer(root: string): Promise<string> {
  const started = await startDevServer(root);
  server = started.server;
  return started.base;
}

describe('POST /__studio/edit on the dev server', { timeout: SERVER_LIMIT_MS }, () => {
  it('reads a file with its hash, writes an edit, and answers the diff', async () => {
    project = copyFixture();
    const base = await devServer(project.root);
    const read = (await (await fetch(`${base}/__studio/file?path=variants/parceiro.yaml`)).json()) as { text: string; hash: string };
    expect(read.hash).toBe(contentHash(project.read('variants/parceiro.yaml')));
    conforms('FileAnswer', read);

    const response = await fetch(
      `${base}/__studio/edit`,
      json({ edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value: 'Oi, parceiro!' }], hashes: { 'variants/parceiro.yaml': read.hash } }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { files: Array<{ diff: Array<{ lines: string[] }> }> };
    conforms('EditOutcome', body);
    expect(body.files[0].diff[0].lines.filter((l) => /^[-+]/.test(l))).toEqual([
      '-  hello: "Olá, <b>parceiro</b>! 👋"   # the partner\'s own greeting',
      '+  hello: "Oi, parceiro!"   # the partner\'s own greeting',
    ]);
    expect(project.read('variants/parceiro.yaml')).toContain('  hello: "Oi, parceiro!"   #');

    // The same stale hash again: the file moved on since, so 409 and no write.
    const stale = await fetch(
      `${base}/__studio/edit`,
      json({ edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value: 'De novo' }], hashes: { 'variants/parceiro.yaml': read.hash } }),
    );
    expect(stale.status).toBe(409);
    conforms('EditOutcome', await stale.json());
    expect(project.read('variants/parceiro.yaml')).toContain('  hello: "Oi, parceiro!"   #');
  });

  it('answers 422 with the diagnostics, 403 outside the content folders, and refuses other origins and form posts', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const base = await devServer(project.root);
    const bad = await fetch(
      `${base}/__studio/edit`,
      json({ edits: [{ file: 'flows/intro.yaml', path: ['steps', 'hello', 'say'], value: 'Oi {lead.nme}' }], hashes: hashes('flows/intro.yaml') }),
    );
    expect(bad.status).toBe(422);
    const invalid = (await bad.json()) as { report: string };
    conforms('EditOutcome', invalid);
    expect(invalid.report).toMatch(/flows\/intro\.yaml:7:\d+ +error .*did you mean "lead\.nome"/);

    const outside = await fetch(
      `${base}/__studio/edit`,
      json({ edits: [{ file: '../package.json', path: ['name'], value: 'x' }], hashes: { '../package.json': 'x' } }),
    );
    expect(outside.status).toBe(403);
    conforms('EditOutcome', await outside.json());
    const readOutside = await fetch(`${base}/__studio/file?path=${encodeURIComponent('../../etc/passwd')}`);
    expect(readOutside.status).toBe(403);

    const foreign = await fetch(
      `${base}/__studio/edit`,
      json({ edits: [{ file: 'flows/intro.yaml', path: ['steps', 'hello', 'say'], value: 'Oi' }] }, { Origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
    conforms('StudioError', await foreign.json());
    const form = await fetch(`${base}/__studio/edit`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ edits: [{ file: 'flows/intro.yaml', path: ['steps', 'hello', 'say'], value: 'Oi' }] }),
    });
    expect(form.status).toBe(415);
    expect(project.snapshot()).toEqual(before);
  });

  it('refuses a theme colour that would make text unreadable, with the contrast on the colour, and leaves the file', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const base = await devServer(project.root);
    const pale = await fetch(
      `${base}/__studio/edit`,
      json({ edits: [{ file: 'variants/parceiro.yaml', path: ['theme', 'primaryForeground'], value: '#333333' }], hashes: hashes('variants/parceiro.yaml') }),
    );
    expect(pale.status).toBe(422);
    const body = (await pale.json()) as { report: string };
    expect(body.report).toMatch(/variants\/parceiro\.yaml:13:\d+ +error .*theme\.primaryForeground .*contrast 1\.\d\d:1 .*below WCAG AA 4\.5:1/);
    expect(project.snapshot()).toEqual(before);
  });

  it('creates a partner from the form payload', async () => {
    project = copyProjectContent();
    const base = await devServer(project.root);
    const response = await fetch(
      `${base}/__studio/partner`,
      json({
        name: 'Clube Novo',
        route: '/clube-novo',
        campanhaId: 1,
        compraId: 2,
        empresaId: 3,
        desconto: false,
        theme: { background: '#12343b', primaryBackground: '#2d6a4f', primaryForeground: '#ffffff' },
        linkWhatsApp: 'https://wa.me/5511999999999',
        gtmId: 'GTM-ABC1234',
      }),
    );
    expect(response.status).toBe(200);
    conforms('PartnerAnswer', await response.json());
    expect(project.read('variants/clube-novo.yaml')).toMatch(
      /^# yaml-language-server.*\n# Clube Novo\. Ids from the partnership agreement\.\nroute: \/clube-novo\n/,
    );
    const refused = await fetch(
      `${base}/__studio/partner`,
      json({
        name: 'X',
        route: '/x',
        campanhaId: 1,
        compraId: 2,
        empresaId: 3,
        desconto: false,
        theme: { background: '#eeeeee', primaryBackground: '#2d6a4f', primaryForeground: '#ffffff' },
        linkWhatsApp: 'https://wa.me/1',
        gtmId: 'GTM-A',
      }),
    );
    expect(refused.status).toBe(400);
    const refusal = await refused.json();
    conforms('PartnerAnswer', refusal);
    expect(refusal).toMatchObject({ field: 'theme.background' });
  });
});

describe('undo and the copy deck over the endpoint', { timeout: SERVER_LIMIT_MS }, () => {
  it('undoes a write with the text before it, and refuses the undo once the file moved on', async () => {
    project = copyFixture();
    const original = project.read('flows/messages.yaml');
    const base = await devServer(project.root);
    const edit = (await (
      await fetch(
        `${base}/__studio/edit`,
        json({ edits: [{ file: 'flows/messages.yaml', path: ['messages', 'required'], value: 'Obrigatório' }], hashes: hashes('flows/messages.yaml') }),
      )
    ).json()) as {
      files: Array<{ file: string; hash: string; before: string }>;
    };
    const [written] = edit.files;
    expect(project.read('flows/messages.yaml')).toContain("required: 'Obrigatório'");
    const undo = await fetch(`${base}/__studio/undo`, json({ file: written.file, text: written.before, hash: written.hash }));
    expect(undo.status).toBe(200);
    conforms('EditOutcome', await undo.json());
    expect(project.read('flows/messages.yaml')).toBe(original);
    // The same undo again: the file is no longer what that edit wrote.
    const again = await fetch(`${base}/__studio/undo`, json({ file: written.file, text: written.before, hash: written.hash }));
    expect(again.status).toBe(409);
  });

  it('exports the deck, and imports only the accepted cells of a reviewed file', async () => {
    project = copyFixture();
    const base = await devServer(project.root);
    const deck = (await (await fetch(`${base}/__studio/copy`)).json()) as { variants: string[]; rows: Array<{ id: string; default: string }> };
    conforms('CopyDeckAnswer', deck);
    expect(deck.variants).toEqual(['main', 'parceiro']);
    expect(deck.rows.find((r) => r.id === 'hello')).toMatchObject({
      default: 'Olá! 👋 Que bom ter você aqui.',
      overrides: { parceiro: 'Olá, <b>parceiro</b>! 👋' },
    });
    const csv = await (await fetch(`${base}/__studio/copy/export?format=csv`)).text();
    const reviewed = csv.replace('"Até mais!"', '"Até breve!"').replace('"Seu nome"', '"Nome completo"');
    const data = Buffer.from(reviewed, 'utf8').toString('base64');

    const dry = (await (await fetch(`${base}/__studio/copy/import`, json({ format: 'csv', data, dryRun: true }))).json()) as {
      changes: Array<{ row: number; column: string; id: string }>;
      hashes: Record<string, string>;
    };
    conforms('ImportAnswer', dry);
    expect(dry.changes.map((c) => c.id)).toEqual(['ask-name placeholder', 'bye']);
    expect(project.read('flows/intro.yaml')).toContain('"Até mais!"');

    const bye = dry.changes.find((c) => c.id === 'bye')!;
    const applied = await fetch(
      `${base}/__studio/copy/import`,
      json({ format: 'csv', data, accept: [{ row: bye.row, column: bye.column }], hashes: dry.hashes }),
    );
    expect(applied.status).toBe(200);
    conforms('ImportAnswer', await applied.json());
    expect(project.read('flows/intro.yaml')).toContain('    say: "Até breve!"\n');
    expect(project.read('flows/intro.yaml')).toContain('placeholder: Seu nome\n');
  });
});

describe('studioClient (what the studio page calls)', { timeout: SERVER_LIMIT_MS }, () => {
  it('reads, saves "for this variant only", resets to default, and round-trips the deck file', async () => {
    project = copyFixture();
    const original = project.snapshot();
    const client = studioClient({ base: await devServer(project.root) });
    const read = await client.readFile('variants/main.yaml');
    if (!read.ok) throw new Error(read.error);
    const { hash } = read;
    const saved = await client.save({
      edits: [{ file: 'variants/main.yaml', path: ['texts', 'hello'], value: 'Olá, visitante do site!' }],
      hashes: { 'variants/main.yaml': hash },
    });
    expect(saved).toMatchObject({ status: 200, ok: true });
    expect(project.read('variants/main.yaml')).toBe(original['variants/main.yaml'] + 'texts:\n  hello: "Olá, visitante do site!"\n');
    const deck = await client.copyDeck();
    if (!deck.ok) throw new Error(deck.error);
    expect(deck.rows.find((r) => r.id === 'hello')!.overrides).toEqual({
      main: 'Olá, visitante do site!',
      parceiro: 'Olá, <b>parceiro</b>! 👋',
    });

    const reset = await client.save({ edits: [{ file: 'variants/main.yaml', path: ['texts', 'hello'], remove: true }], hashes: hashes('variants/main.yaml') });
    expect(reset.status).toBe(200);
    expect(project.snapshot()).toEqual(original);

    const exported = await (await fetch(client.exportUrl('xlsx'))).blob();
    const reviewed = await client.importDeck(exported, 'xlsx', { dryRun: true });
    if (!('hashes' in reviewed)) throw new Error(reviewed.error);
    const imported = await client.importDeck(exported, 'xlsx', { hashes: reviewed.hashes });
    expect(imported).toMatchObject({ status: 200, changes: [], problems: [] });
    expect(project.snapshot()).toEqual(original);
  });
});

describe('the studio API is absent outside the dev server', { timeout: SERVER_LIMIT_MS }, () => {
  it('vite preview does not answer it, and the file is unchanged', async () => {
    project = copyFixture();
    const outDir = join(project.root, 'dist');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>built</title>');
    const before = project.snapshot();
    const previewServer = await preview({
      configFile: false,
      root: project.root,
      logLevel: 'silent',
      plugins: [studioEditPlugin()],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    server = previewServer;
    const base = `http://127.0.0.1:${(previewServer.httpServer.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/__studio/edit`, json({ edits: [{ file: 'flows/intro.yaml', path: ['steps', 'hello', 'say'], value: 'Oi' }] }));
    expect(response.status).not.toBe(200);
    const read = await fetch(`${base}/__studio/file?path=flows/intro.yaml`);
    expect(await read.text()).not.toContain('"hash"');
    expect(project.snapshot()).toEqual(before);
  });

  it('the project config mounts it for `vite` (on 127.0.0.1) and not for `vite build`', async () => {
    const names = async (command: 'serve' | 'build', mode: string) =>
      (await resolveConfig({ root: PROJECT, configFile: join(PROJECT, 'vite.config.ts'), logLevel: 'silent' }, command, mode, mode)).plugins.map((p) => p.name);
    const dev = await resolveConfig({ root: PROJECT, configFile: join(PROJECT, 'vite.config.ts'), logLevel: 'silent' }, 'serve');
    expect(dev.plugins.map((p) => p.name)).toContain('consorcio-studio-edit');
    expect(dev.server.host).toBe('127.0.0.1');
    expect(await names('build', 'production')).not.toContain('consorcio-studio-edit');
    // `vite preview` resolves with command 'serve' too; the plugin has no preview hook, which the test above shows.
  });
});
