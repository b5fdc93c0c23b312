// Issue 28 item 7: every write of the studio names the version of each file it started from (its
// hash), so the conflict check is never skipped: without it 428 Precondition Required, in
// Portuguese, nothing written; with a stale one 409 as before. Edits, undos, saved conversation
// tests and copy deck imports (which send back the hashes their dry run answered) alike; the
// studio page's client always sends it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentHash } from '../../../studio/edit/contentFiles.ts';
import { studioClient } from '../../../studio/contract/studioClient.ts';
import { conforms } from './studioDevServer.ts';
import { call, post, studioEndpoint } from './studioCall.ts';
import { copyFixture, type Project } from './studioFixture.ts';

const PARTNER = 'variants/parceiro.yaml';
const hello = (value: string) => ({ file: PARTNER, path: ['texts', 'hello'], value });

let project: Project;
let endpoint: ReturnType<typeof studioEndpoint>;
beforeEach(() => {
  project = copyFixture();
  endpoint = studioEndpoint(project.root);
});
afterEach(() => {
  project.remove();
  vi.unstubAllGlobals();
});

const hashOf = (file: string) => contentHash(project.read(file));

/** A 428 that says, in Portuguese, what is missing; nothing on disk changed. */
function expectPreconditionRequired(reply: Awaited<ReturnType<typeof call>>, files?: string[]): void {
  expect(reply.status, reply.text).toBe(428);
  conforms('PreconditionRequired', reply.json);
  expect(reply.json).toMatchObject({ status: 428, ok: false, error: expect.stringMatching(/^Falta o hash d.+nada foi gravado\.$/) });
  expect(reply.json?.files).toEqual(files);
}

describe('issue 28 item 7: 428 without the hash, 409 with a stale one', () => {
  it('an edit: 428 without hashes or without one of its files, 409 stale, written with the hash it read', async () => {
    const before = project.snapshot();
    expectPreconditionRequired(await post(endpoint, '/edit', { edits: [hello('Oi')] }));
    expectPreconditionRequired(await post(endpoint, '/edit', { edits: [hello('Oi')], hashes: { 'variants/main.yaml': hashOf('variants/main.yaml') } }), [
      PARTNER,
    ]);
    const stale = await post(endpoint, '/edit', { edits: [hello('Oi')], hashes: { [PARTNER]: contentHash('an older version') } });
    expect(stale.status).toBe(409);
    conforms('EditOutcome', stale.json);
    expect(stale.json).toMatchObject({ conflicts: [{ file: PARTNER, hash: hashOf(PARTNER) }], error: expect.stringContaining('Mudou no disco') });
    expect(project.snapshot()).toEqual(before);

    const saved = await post(endpoint, '/edit', { edits: [hello('Oi, parceiro!')], hashes: { [PARTNER]: hashOf(PARTNER) } });
    expect(saved.status).toBe(200);
    expect(project.read(PARTNER)).toContain('hello: "Oi, parceiro!"');
  });

  it('a missing hash among other problems is one of the 400’s problems', async () => {
    const reply = await post(endpoint, '/edit', { edits: [{ file: PARTNER, path: 'texts.hello', value: 'Oi' }] });
    expect(reply.status).toBe(400);
    expect(reply.json?.problems).toEqual([
      { path: 'edits[0].path', message: 'deve ser uma lista' },
      { path: 'hashes', message: 'campo obrigatório' },
    ]);
  });

  it('an undo: 428 without the hash (one file or one of several), 409 stale', async () => {
    const before = project.snapshot();
    expectPreconditionRequired(await post(endpoint, '/undo', { file: PARTNER, text: 'x' }));
    expectPreconditionRequired(
      await post(endpoint, '/undo', {
        files: [
          { file: PARTNER, text: 'x', hash: hashOf(PARTNER) },
          { file: 'variants/main.yaml', text: 'x' },
        ],
      }),
    );
    const stale = await post(endpoint, '/undo', { file: PARTNER, text: 'x', hash: contentHash('an older version') });
    expect(stale.status).toBe(409);
    expect(stale.json?.error).toBe(`Mudou no disco desde que foi gravado: ${PARTNER}; nada foi desfeito.`);
    expect(project.snapshot()).toEqual(before);
  });

  it('a saved conversation test: 428 without the hash; 409 for a new file that exists, a stale hash, or a file gone since', async () => {
    mkdirSync(join(project.root, 'flows', 'tests'));
    const existing = 'tests:\n  greets:\n    steps:\n      - bot: "Olá"\n';
    writeFileSync(join(project.root, 'flows', 'tests', 'greets.yaml'), existing);
    const before = project.read('flows/tests/greets.yaml');
    expectPreconditionRequired(await post(endpoint, '/test', { name: 'greets', text: existing }));
    const exists = await post(endpoint, '/test', { name: 'greets', text: existing, hash: null });
    expect(exists).toMatchObject({ status: 409, json: { conflicts: [{ file: 'flows/tests/greets.yaml', hash: contentHash(existing) }] } });
    expect(exists.json?.error).toBe('flows/tests/greets.yaml já existe (ou mudou desde que foi lido): escolha outro nome ou leia o arquivo de novo.');
    expect((await post(endpoint, '/test', { name: 'greets', text: existing, hash: contentHash('older') })).status).toBe(409);
    const gone = await post(endpoint, '/test', { name: 'deleted-since', text: existing, hash: contentHash('read before') });
    expect(gone).toMatchObject({ status: 409, json: { conflicts: [{ file: 'flows/tests/deleted-since.yaml', hash: '' }] } });
    expect(project.read('flows/tests/greets.yaml')).toBe(before);
  });

  it('a copy deck import applies against its dry run’s hashes: 428 without them, 409 once a file it changes moved on', async () => {
    const csv = (await call(endpoint, { url: '/copy/export?format=csv' })).text;
    const data = Buffer.from(csv.replace('"Até mais!"', '"Até breve!"'), 'utf8').toString('base64');
    const dry = await post(endpoint, '/copy/import', { format: 'csv', data, dryRun: true });
    expect(dry.status).toBe(200);
    conforms('ImportAnswer', dry.json);
    const hashes = dry.json?.hashes as Record<string, string>;
    expect(hashes).toEqual(Object.fromEntries(Object.keys(project.snapshot()).map((file) => [file, hashOf(file)])));

    expectPreconditionRequired(await post(endpoint, '/copy/import', { format: 'csv', data }));
    const { 'flows/intro.yaml': _intro, ...others } = hashes;
    expectPreconditionRequired(await post(endpoint, '/copy/import', { format: 'csv', data, hashes: others }), ['flows/intro.yaml']);

    // Someone saves flows/intro.yaml between the dry run and the import: refused, not overwritten.
    const moved = project.read('flows/intro.yaml').replace('Vamos começar?', 'Bora começar?');
    writeFileSync(join(project.root, 'flows', 'intro.yaml'), moved);
    const stale = await post(endpoint, '/copy/import', { format: 'csv', data, hashes });
    expect(stale.status).toBe(409);
    expect(stale.json?.outcome).toMatchObject({ status: 409, conflicts: [{ file: 'flows/intro.yaml' }] });
    expect(project.read('flows/intro.yaml')).toBe(moved);

    const again = await post(endpoint, '/copy/import', { format: 'csv', data, dryRun: true });
    const applied = await post(endpoint, '/copy/import', { format: 'csv', data, hashes: again.json?.hashes });
    expect(applied.status).toBe(200);
    expect(project.read('flows/intro.yaml')).toContain('"Até breve!"');
  });
});

describe('issue 28 item 7: the studio page’s client always sends the hash', () => {
  it('saves, tests and imports name the version they started from', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const client = studioClient();
    await client.save({ edits: [hello('Oi')], hashes: { [PARTNER]: 'h1' } });
    // @ts-expect-error: a save without the hashes of its files does not compile.
    await client.save({ edits: [hello('Oi')] });
    await client.saveTest('greets', 'tests: {}', null);
    // @ts-expect-error: neither does a saved test without the version it replaces (null: a new file).
    await client.saveTest('greets', 'tests: {}');
    await client.importDeck(new Blob(['id']), 'csv', { hashes: { [PARTNER]: 'h2' }, accept: [] });
    // @ts-expect-error: nor an import that writes without the hashes of its dry run.
    await client.importDeck(new Blob(['id']), 'csv', { accept: [] });
    expect(sent[0]).toMatchObject({ hashes: { [PARTNER]: 'h1' } });
    expect(sent[2]).toEqual({ name: 'greets', text: 'tests: {}', hash: null });
    expect(sent[4]).toMatchObject({ format: 'csv', hashes: { [PARTNER]: 'h2' } });
  });
});
