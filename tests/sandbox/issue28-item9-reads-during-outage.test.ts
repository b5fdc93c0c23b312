// Issue 28, item 9: during a storage outage every endpoint answered 503, reads included: after one
// failed write the app reopened the database before serving any call, and the reopen failed while
// the disk did. Now the data folder is opened on the first call that needs it
// (sandbox/storage/dataFolder.ts): health, categories, the catalogue, addresses, category images and
// the regulation keep answering 200, writes answer 503 while the disk fails and work again after.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson, seedProposal } from './seed.ts';
import { LEAD, type RunningSandbox, startSandbox } from './sandbox.ts';

// node-sqlite3-wasm does its file I/O through Node's CommonJS fs object: faults are injected there.
const fs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');
const UNAVAILABLE = { message: 'Não foi possível gravar os dados agora. Tente novamente em alguns instantes.', code: 'ARMAZENAMENTO_INDISPONIVEL' };
/** Calls that need no disk at all. */
const READS = [
  '/hc',
  '/api/categoria?empresaID=90',
  '/api/v1/catalogo?minValor=5000000&categorias=2',
  '/api/endereco?cep=01310100',
  '/api/categoria/1.svg',
  '/api/documentos/regulamento.pdf',
];

const running: RunningSandbox[] = [];
const folders: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const sb of running.splice(0)) await sb.dispose().catch(() => undefined);
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function failing(code: string) {
  return () => {
    throw Object.assign(new Error(`${code}: simulated`), { code });
  };
}

/** The outages the sandbox meets, each injected where the database does its I/O. */
const OUTAGES: Record<string, (dataDir: string) => void> = {
  'a full disk (ENOSPC on every write)': () => {
    vi.spyOn(fs, 'writeSync').mockImplementation(failing('ENOSPC'));
  },
  'a read-only folder (EROFS: the write lock, a directory, cannot be made)': (dataDir) => {
    const mkdir = fs.mkdirSync;
    vi.spyOn(fs, 'mkdirSync').mockImplementation(((path: string, options?: unknown) =>
      String(path).startsWith(`${dataDir}/`) ? failing('EROFS')() : mkdir(path, options as undefined)) as typeof fs.mkdirSync);
  },
  'a failing disk (EIO on every open and write, so the database cannot even reopen)': (dataDir) => {
    const open = fs.openSync;
    vi.spyOn(fs, 'writeSync').mockImplementation(failing('EIO'));
    vi.spyOn(fs, 'openSync').mockImplementation(((path: string, ...rest: unknown[]) =>
      String(path).startsWith(dataDir) ? failing('EIO')() : (open as (...args: unknown[]) => number)(path, ...rest)) as typeof fs.openSync);
  },
};

async function expectReadsAnswer(sb: RunningSandbox): Promise<void> {
  for (const path of READS) expect((await sb.request(path)).status, path).toBe(200);
}

async function expectWritesRefused(sb: RunningSandbox): Promise<void> {
  for (const [path, body] of [
    ['/api/lead', LEAD],
    ['/api/pesquisa', { midia: 'INSTAGRAM', csatcompra: 5, humano: true }],
  ] as const) {
    expect(await postJson(sb, path, body), path).toEqual(expect.objectContaining({ status: 503, body: UNAVAILABLE }));
  }
}

describe('issue 28 item 9: reads during a storage outage', () => {
  for (const [outage, inject] of Object.entries(OUTAGES)) {
    it(`keeps answering reads and refuses writes with 503 during ${outage}, then writes again`, async () => {
      const sb = await startSandbox();
      running.push(sb);
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      inject(sb.dataDir);

      expect(await postJson(sb, '/api/lead', LEAD)).toEqual(expect.objectContaining({ status: 503, body: UNAVAILABLE }));
      // The failed write marked the connection for replacement: reads that need no disk do not wait for it.
      await expectReadsAnswer(sb);
      await expectWritesRefused(sb);
      await expectReadsAnswer(sb);
      expect(log).toHaveBeenCalledTimes(1);

      vi.restoreAllMocks();
      const recovered = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect((await postJson(sb, '/api/lead', LEAD)).status).toBe(200);
      expect(String(recovered.mock.calls[0]?.[0])).toContain('works again');
      await expectReadsAnswer(sb);
    });
  }

  it('answers a read of saved data while the disk is full (reading needs no write)', async () => {
    const sb = await startSandbox();
    running.push(sb);
    const proposal = await seedProposal(sb);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    OUTAGES['a full disk (ENOSPC on every write)'](sb.dataDir);
    expect((await postJson(sb, '/api/lead', LEAD)).status).toBe(503);
    const status = await sb.request(`/api/proposta/${proposal.propostaToken}/pagamento`);
    expect(status.status).toBe(200);
  });

  it('starts on a folder it cannot use yet: reads answer, writes get 503, and the folder is taken once it works', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'sandbox-outage-'));
    folders.push(parent);
    const dataDir = join(parent, 'data');
    writeFileSync(dataDir, 'a file where the folder should be');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sb = await startSandbox({ dataDir });
    running.push(sb);
    expect(String(log.mock.calls[0]?.[0])).toContain('cannot use the data folder');

    await expectReadsAnswer(sb);
    await expectWritesRefused(sb);
    expect(log).toHaveBeenCalledTimes(1);

    rmSync(dataDir);
    mkdirSync(dataDir);
    expect((await postJson(sb, '/api/lead', LEAD)).status).toBe(200);
    expect(String(log.mock.calls[1]?.[0])).toContain('works again');
    expect(sb.app.sandbox.db.all('SELECT COUNT(*) AS n FROM leads')).toEqual([{ n: 1 }]);
  });
});
