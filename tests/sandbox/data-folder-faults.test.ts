// Issue 15, item 7: a read-only or full data folder answered 500 pages with stack traces, and
// after one failed write every next write failed too. Now: 503 in Portuguese without internals,
// the cause logged once, recovery when the disk works again, and one server per data folder.
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataFolderBusyError, SERVER_LOCK_FILE } from '../../sandbox/storage/serverLock.ts';
import { sandboxPlugin } from '../../sandbox/vite-plugin-sandbox.ts';
import { postJson } from './seed.ts';
import { LEAD, startSandbox, type RunningSandbox } from './sandbox.ts';

// node-sqlite3-wasm does its file I/O through Node's CommonJS fs object: faults are injected there.
const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');
const UNAVAILABLE = { message: 'Não foi possível gravar os dados agora. Tente novamente em alguns instantes.', code: 'ARMAZENAMENTO_INDISPONIVEL' };

const running: RunningSandbox[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const sb of running.splice(0)) await sb.dispose().catch(() => undefined);
});

function failing(code: string) {
  return () => {
    throw Object.assign(new Error(`${code}: simulated`), { code });
  };
}

describe('item 7: data folder faults', () => {
  it('answers 503 without internals while the disk is full, logs the cause once, and recovers', async () => {
    const sb = await startSandbox();
    running.push(sb);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = vi.spyOn(fs, 'writeSync').mockImplementation(failing('ENOSPC'));

    for (let i = 0; i < 3; i++) {
      const res = await postJson(sb, '/api/lead', LEAD);
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
      const raw = JSON.stringify(res.body);
      expect(raw).not.toContain(sb.dataDir);
      expect(raw).not.toMatch(/at |sqlite|\.ts/i);
    }
    // Reading needs no disk write: the catalogue still answers.
    expect((await sb.request('/api/categoria?empresaID=90')).status).toBe(200);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain('disk I/O error');

    full.mockRestore();
    const saved = await postJson(sb, '/api/lead', LEAD);
    expect(saved.status).toBe(200);
    expect((await postJson(sb, '/api/lead', LEAD)).body.data.id).toBe(saved.body.data.id + 1);
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[1][0])).toContain('works again');
    // Nothing half-written stayed behind: exactly the two leads saved after recovery.
    expect(sb.app.sandbox.db.all('SELECT COUNT(*) AS n FROM leads')).toEqual([{ n: 2 }]);
  });

  it('answers 503 while the folder is read-only (the write lock cannot be made), then recovers', async () => {
    const sb = await startSandbox();
    running.push(sb);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A read-only folder: nothing new can be created in it (the database's write lock is a directory).
    const mkdir = fs.mkdirSync;
    const readOnly = vi
      .spyOn(fs, 'mkdirSync')
      .mockImplementation(((path: string, options?: unknown) =>
        String(path).startsWith(sb.dataDir + '/') ? failing('EROFS')() : mkdir(path, options as undefined)) as typeof fs.mkdirSync);
    expect(await postJson(sb, '/api/lead', LEAD)).toEqual(expect.objectContaining({ status: 503, body: UNAVAILABLE }));
    // A check that writes (a refused word is recorded) says the same; one that writes nothing answers (issue 28 item 9).
    expect(await postJson(sb, '/api/lead/validar-palavras', 'porra')).toEqual(expect.objectContaining({ status: 503, body: UNAVAILABLE }));
    expect((await postJson(sb, '/api/lead/validar-palavras', 'Maria da Conceição')).status).toBe(200);
    readOnly.mockRestore();
    expect((await postJson(sb, '/api/lead', LEAD)).status).toBe(200);
  });

  // Issue 28 item 9: a folder unusable at start no longer stops the sandbox: reads answer, writes get 503.
  it('answers 503 in JSON (no Vite error page) to writes while the data folder is unusable in npm start, and writes once it works', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'sandbox-ro-'));
    const dataDir = join(parent, 'data');
    writeFileSync(dataDir, 'a file where the folder should be');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The plugin's middleware on a plain Node server, as Vite mounts it.
    let middleware!: (req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void) => void;
    const plugin = sandboxPlugin({ dataDir, today: '2025-06-02', appKey: 'k' });
    const server = createServer((req, res) => middleware(req, res, () => res.writeHead(418).end('vite')));
    (plugin.configureServer as (s: unknown) => void)({ middlewares: { use: (fn: typeof middleware) => (middleware = fn) }, httpServer: server });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const saveLead = () =>
      fetch(`${origin}/api/lead`, { method: 'POST', headers: { 'X-App-Key': 'k', 'Content-Type': 'application/json' }, body: JSON.stringify(LEAD) });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await saveLead();
        expect(res.status).toBe(503);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual(UNAVAILABLE);
        expect(text).not.toContain(parent);
      }
      // Reading needs no folder: the categories answer all along.
      const categories = await fetch(`${origin}/api/categoria?empresaID=90`, { headers: { 'X-App-Key': 'k' } });
      expect(categories.status).toBe(200);
      expect((await categories.json()).data).toHaveLength(13);
      expect(log).toHaveBeenCalledTimes(1);
      rmSync(dataDir);
      mkdirSync(dataDir);
      // The next write takes the now usable folder.
      expect((await saveLead()).status).toBe(200);
    } finally {
      // Vite closing its server closes the sandbox and frees the folder.
      await new Promise((resolve) => server.close(resolve));
    }
    expect(existsSync(join(dataDir, SERVER_LOCK_FILE))).toBe(false);
    rmSync(parent, { recursive: true, force: true });
  });

  it('refuses a second server on the same data folder and leaves the first one’s locks alone', async () => {
    const first = await startSandbox();
    running.push(first);
    expect(readFileSync(join(first.dataDir, SERVER_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await expect(startSandbox({ dataDir: first.dataDir })).rejects.toThrow(DataFolderBusyError);
    expect(readFileSync(join(first.dataDir, SERVER_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect((await postJson(first, '/api/lead', LEAD)).status).toBe(200);
    // Once the first stops, the folder is free.
    await first.stop();
    expect(existsSync(join(first.dataDir, SERVER_LOCK_FILE))).toBe(false);
    const second = await startSandbox({ dataDir: first.dataDir });
    running.push(second);
    expect((await postJson(second, '/api/lead', LEAD)).status).toBe(200);
  });

  it('takes over the folder of a killed server (its pid is gone), clearing its stale write lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-killed-'));
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(dataDir, SERVER_LOCK_FILE), `${deadPid}\n`);
    mkdirSync(join(dataDir, 'sandbox.db.lock'));
    const sb = await startSandbox({ dataDir });
    running.push(sb);
    expect(readFileSync(join(dataDir, SERVER_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect((await postJson(sb, '/api/lead', LEAD)).status).toBe(200);
  });
});
