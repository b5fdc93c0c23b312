// Issue 15, item 6: `npm start` (Vite's dev server) served /.data/sandbox.db, the sandbox's
// source (with the token secret's handling) and package.json. The real vite.config.ts is
// started here and asked for them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { devServerDeny } from '../../sandbox/devServerDeny.ts';

const root = process.cwd();
const dataDir = join(root, '.data', `deny-test-${process.pid}`);
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'sandbox.db'), 'SQLite format 3\0');
  writeFileSync(join(dataDir, 'token-secret'), 'f'.repeat(64));
  process.env.DATA_DIR = dataDir;
  server = await createServer({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, strictPort: false } });
  await server.listen();
  const address = server.httpServer!.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
}, 180_000); // the dev server with the project's whole config: it may take a minute on a busy machine
afterAll(async () => {
  await server?.close();
  delete process.env.DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, text: await res.text() };
};

describe('item 6: the dev server keeps the data folder and the server source to itself', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(server.config.server.host).toBe('127.0.0.1');
    expect((server.httpServer!.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it.each([
    `/.data/deny-test-${process.pid}/sandbox.db`,
    `/.data/deny-test-${process.pid}/token-secret`,
    `/@fs${dataDir}/token-secret`,
    '/sandbox/tokens.ts',
    '/sandbox/secret.ts?raw',
    '/sandbox/app.ts?import',
    '/package.json',
    '/package-lock.json',
    '/vite.config.ts',
  ])('refuses %s', async (path) => {
    const { status, text } = await get(path);
    expect(status).toBe(403);
    expect(text).not.toContain('SQLite');
    expect(text).not.toContain('ffffffff');
    expect(text).not.toContain('createHmac');
    expect(text).not.toContain('"dependencies"');
  });

  it('still serves the app', async () => {
    expect((await get('/')).text).toContain('<div id="root"');
    expect((await get('/src/main.tsx')).status).toBe(200);
  });

  it('denies a DATA_DIR set elsewhere in the project too', () => {
    expect(devServerDeny('/p', 'elsewhere')).toEqual(
      expect.arrayContaining(['/p/elsewhere', '/p/elsewhere/**', '/p/.data/**', '/p/sandbox/**', '/p/package.json']),
    );
  });
});
