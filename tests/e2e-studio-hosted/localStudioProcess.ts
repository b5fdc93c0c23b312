// The local mode (`npm run studio:local`) for one browser spec: a throwaway clone of this
// repository's HEAD as the developer's checkout (node_modules linked, so its code loads as in a
// real checkout), the studio's data folder beside it, and studio/hosted/local/main.ts on its own
// port. stop() ends only that process and removes the folder.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { stopAndRemove } from './studioProcess.ts';
import { join } from 'node:path';
import { studioEnv } from './studioEnv.ts';

const ROOT = join(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

export interface LocalStudio {
  url: string;
  /** The checkout the studio writes (absolute). */
  checkout: string;
  read(path: string): string;
  /** A developer's edit on disk, behind the studio's back. */
  write(path: string, text: string): void;
  stop(): Promise<void>;
}

export async function startLocalStudio(port: number): Promise<LocalStudio> {
  const root = mkdtempSync('/tmp/h4-local-studio-e2e-');
  const checkout = join(root, 'checkout');
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, checkout]);
  symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
  const url = `http://127.0.0.1:${port}`;
  const env = studioEnv({
    STUDIO_LOCAL_PORT: String(port),
    STUDIO_LOCAL_DATA_DIR: join(root, 'data'),
    STUDIO_LOCAL_CHECKOUT: checkout,
  });
  const server: ChildProcess = spawn(TSX, ['studio/hosted/local/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/modo`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    // Three minutes: tsx alone took over a minute to start on a busy two-core machine.
    if (tries > 720 || server.exitCode !== null) throw new Error('the local studio did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    checkout,
    read: (path) => readFileSync(join(checkout, path), 'utf8'),
    write: (path, text) => writeFileSync(join(checkout, path), text),
    stop: () => stopAndRemove(server, root),
  };
}
