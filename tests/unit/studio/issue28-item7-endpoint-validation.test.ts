// Issue 28 item 7: the studio's endpoints validate what they receive. Every hostile body, to every
// endpoint, is answered 4xx with a message in Portuguese — never a 500, never a stack trace — and
// writes nothing: wrong types, missing fields, arrays for objects, null, deep nesting, huge strings,
// a body that is not JSON under a JSON content type, names too long for the file system (a 500
// before: ENAMETOOLONG), and a body over the limit (a connection reset before, not an answer).
import { symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, post, studioEndpoint, type Reply } from './studioCall.ts';
import { copyFixture, type Project } from './studioFixture.ts';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const THEME = { background: '#263238', primaryBackground: '#0b6bcb', primaryForeground: '#ffffff' };
const partner = (over: object) => ({
  name: 'Parceiro',
  route: '/parceiro-novo',
  campanhaId: 1,
  compraId: 1,
  empresaId: 1,
  desconto: false,
  theme: THEME,
  linkWhatsApp: 'https://wa.me/5511999999999',
  gtmId: 'GTM-ABC123',
  ...over,
});
const nested = (depth: number, open: string, close: string, inner = '') => open.repeat(depth) + inner + close.repeat(depth);
const LONG = 'a'.repeat(300);

/** Raw bodies every POST endpoint is sent, whatever its schema. */
const HOSTILE_BODIES: Record<string, string> = {
  null: 'null',
  'a number': '42',
  'a string': '"texto"',
  true: 'true',
  'an array': '[]',
  'an array of objects': '[{}]',
  'an empty object': '{}',
  'an empty body': '',
  'not JSON': '{"edits": [',
  'JSON with a trailing comma': '{"a": 1,}',
  'a NUL byte': '\u0000',
  'arrays nested 100 000 deep': nested(100_000, '[', ']'),
  'objects nested 100 000 deep': nested(100_000, '{"a":', '}', '1'),
  'a prototype key': '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  'a 7 MB string': JSON.stringify({ x: 'a'.repeat(7 << 20) }),
  'every field an array': JSON.stringify(Object.fromEntries(['edits', 'file', 'text', 'hash', 'files', 'name', 'format', 'data', 'route'].map((k) => [k, []]))),
  'every field null': JSON.stringify(Object.fromEntries(['edits', 'file', 'text', 'hash', 'files', 'name', 'format', 'data', 'route'].map((k) => [k, null]))),
};

/** Bodies of the right overall shape whose fields are wrong for that endpoint. */
const FIELD_BODIES: Record<string, unknown[]> = {
  '/edit': [
    { edits: {}, hashes: [] },
    { edits: [null], hashes: {} },
    { edits: [{ file: {}, path: 'steps', value: { text: 'x' } }], hashes: { x: 1 } },
    { edits: [{ file: 'variants/parceiro.yaml', path: [[], {}], value: [null] }], hashes: {} },
    { edits: [{ file: `variants/${LONG}.yaml`, path: ['texts', 'hello'], value: 'Oi' }], hashes: { [`variants/${LONG}.yaml`]: 'h' } },
    { edits: [{ file: '../../etc/passwd', path: ['x'], value: 'x' }], hashes: { '../../etc/passwd': 'h' } },
    { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 1e15], value: 'x' }], hashes: { 'variants/parceiro.yaml': 'h' } },
    { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value: 'x', remove: true }], hashes: { 'variants/parceiro.yaml': 'h' } },
  ],
  '/undo': [
    { file: ['flows/intro.yaml'], text: {}, hash: 0 },
    { files: [{ file: 'flows/intro.yaml', text: 'x', hash: 'h' }, null] },
    { files: { file: 'flows/intro.yaml' } },
    { file: `flows/tests/${LONG}.yaml`, text: '', hash: 'h' },
    { files: [{ file: 'flows/tests/../../package.json', text: '', hash: 'h' }] },
  ],
  '/test': [
    { name: 42, text: [], hash: {} },
    { name: '../../variants/x', text: 'tests: {}', hash: null },
    { name: LONG, text: 'tests: {}', hash: null },
    { name: 'ok', text: '', hash: null },
  ],
  '/partner': [
    partner({ route: `/${LONG}`, logo: { name: 'logo.png', data: PNG_1PX } }),
    partner({ route: ['/x'], theme: 'azul', campanhaId: '1', desconto: 'sim' }),
    partner({ theme: { background: [], primaryBackground: null, primaryForeground: 1 } }),
    partner({ logo: 'logo.png' }),
    partner({ logo: { name: 'logo.png', data: '!!! not base64 !!!' } }),
    partner({ campanhaId: 1e308, empresaId: -1 }),
  ],
  '/copy/import': [
    { format: 'ods', data: 'x', dryRun: true },
    { format: 'csv', data: { bytes: [] }, dryRun: true },
    { format: 'xlsx', data: 'UEsDBA==', dryRun: true },
    { format: 'csv', data: 'aWQ=', dryRun: true, accept: [{ row: 'one', column: null }] },
  ],
};

/** Said in Portuguese, and with nothing of the server's insides: no stack, no folder of this machine. */
function expectRefusedInPortuguese(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, what).toBeLessThan(500);
  expect(reply.json?.ok, what).toBe(false);
  expect(reply.json?.error, what).toMatch(/[ãõçáéíóúâêô]|pedido|deve ser|nada foi/i);
  expect(reply.json?.error, what).not.toMatch(/\b(the|is|not|must|does|cannot)\b/);
  expect(reply.text, what).not.toMatch(/\n\s+at |Error:|ENAMETOOLONG/);
  expect(reply.text, what).not.toContain(project.root);
}

let project: Project;
let endpoint: ReturnType<typeof studioEndpoint>;
beforeAll(() => {
  project = copyFixture();
  endpoint = studioEndpoint(project.root);
});
afterAll(() => project.remove());
afterEach(() => vi.restoreAllMocks());

describe('issue 28 item 7: hostile bodies × the studio endpoints', () => {
  const routes = Object.keys(FIELD_BODIES);

  it.each(routes)('POST %s: every hostile body is a 4xx in Portuguese, and nothing is written', async (route) => {
    const before = project.snapshot();
    for (const [name, body] of Object.entries(HOSTILE_BODIES)) expectRefusedInPortuguese(await call(endpoint, { url: route, body }), `${route} ${name}`);
    for (const body of FIELD_BODIES[route]) expectRefusedInPortuguese(await post(endpoint, route, body), `${route} ${JSON.stringify(body).slice(0, 120)}`);
    expect(project.snapshot()).toEqual(before);
  });

  it('a partner route or test name too long for a file name is refused at the door (it was a 500), by field', async () => {
    const route = await post(endpoint, '/partner', partner({ route: `/${LONG}`, logo: { name: 'logo.png', data: PNG_1PX } }));
    expect(route.status).toBe(400);
    expect(route.json).toMatchObject({ field: 'route', error: expect.stringContaining('route: deve ter no máximo 64 caracteres') });
    const test = await post(endpoint, '/test', { name: LONG, text: 'tests: {}', hash: null });
    expect(test.json?.error).toContain('name: deve ter no máximo 80 caracteres');
    const name = await post(endpoint, '/test', { name: 'Meu Teste', text: 'tests: {}', hash: null });
    expect(name.json?.error).toBe('O pedido tem 1 problema: name: não está no formato esperado (ex.: "carousel-journey").');
  });

  it('hostile queries of the reads: 4xx in Portuguese', async () => {
    for (const url of [
      '/file',
      '/file?path=',
      `/file?path=flows/${LONG}.yaml`,
      '/file?path=../../etc/passwd',
      '/file?path=flows%00/intro.yaml',
      '/file?path=flows/intro.yaml&x=1',
      '/copy?since=--output=/tmp/x',
      '/copy?since=no-such-branch',
      `/copy?since=${'a'.repeat(5000)}`,
      '/copy/export?format=pdf',
    ]) {
      expectRefusedInPortuguese(await call(endpoint, { url }), `GET ${url}`);
    }
  });

  it('an unknown route or method, or a body that is not sent as JSON: 404 and 415, in Portuguese', async () => {
    expectRefusedInPortuguese(await call(endpoint, { method: 'PUT', url: '/edit', body: '{}' }), 'PUT /edit');
    expectRefusedInPortuguese(await call(endpoint, { url: '/nope' }), 'GET /nope');
    const form = await call(endpoint, { url: '/edit', body: 'edits=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expectRefusedInPortuguese(form, 'form post');
  });

  it('a handler that fails anyway answers 500 in Portuguese, without its message or stack (logged in the terminal)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = studioEndpoint(project.root, () => Promise.reject(new Error(`EACCES: permission denied, open '${project.root}/x'`)));
    const reply = await post(failing, '/test', { name: 'x', text: 'tests: {}', hash: null });
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ ok: false, error: 'O estúdio não conseguiu atender este pedido: o erro está no terminal do npm start.' });
    expect(logged).toHaveBeenCalledWith('[studio] POST /__studio/test:', expect.any(Error));
  });
});

describe('issue 28 item 7: content the studio will not read (issue 28 item 6) is a 403, not a 500', () => {
  it('every route that reads the whole content says which file, in Portuguese', async () => {
    const linked = copyFixture();
    symlinkSync('/dev/zero', join(linked.root, 'flows', 'zero.yaml'));
    const routes = studioEndpoint(linked.root);
    try {
      for (const reply of [
        await call(routes, { url: '/copy' }),
        await call(routes, { url: '/copy/export?format=csv' }),
        await post(routes, '/edit', { edits: [{ file: 'variants/main.yaml', path: ['texts', 'hello'], value: 'Oi' }], hashes: { 'variants/main.yaml': 'h' } }),
        await post(routes, '/undo', { files: [{ file: 'variants/main.yaml', text: '', hash: 'h' }] }),
        await post(routes, '/partner', partner({})),
        await post(routes, '/copy/import', { format: 'csv', data: 'aWQ=', dryRun: true }),
      ]) {
        expect(reply.status).toBe(403);
        expect(reply.json?.error).toMatch(/^O estúdio não lê "flows\/zero\.yaml": the path is a symbolic link/);
      }
    } finally {
      linked.remove();
    }
  });
});

describe('issue 28 item 7: a body over the 8 MB limit', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('is answered 413 in Portuguese over a real socket, not with a connection reset', async () => {
    server = createServer((request, response) => {
      request.url = request.url!.replace(/^\/__studio/, '');
      endpoint(request, response, () => response.end());
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/__studio/copy/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'csv', data: 'a'.repeat(9 << 20), dryRun: true }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: 'O corpo do pedido passa de 8 MB, o limite do estúdio: nada foi lido.' });
    // The same connection pool still gets answers.
    expect((await fetch(`${base}/__studio/copy/export?format=pdf`)).status).toBe(400);
  });
});
