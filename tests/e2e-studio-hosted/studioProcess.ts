// A hosted studio for one browser spec: a throwaway bare "remote" holding this repository's
// committed flows/ and variants/, the first admin's invite made by the command line, and the
// server (studio/hosted/server/main.ts) on its own port and data folder. stop() ends only it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { studioEnv } from './studioEnv.ts';

const ROOT = join(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

export interface StudioProcess {
  url: string;
  /** The admin's single-use invite token. */
  inviteToken: string;
  /** The invite link as the command line printed it. */
  inviteLink: string;
  /** The bare "remote" it publishes to (a spec may push a developer's commit into it). */
  remote: string;
  /** Ends the server (its whole process group) and, once it has exited, removes its folders. */
  stop(): Promise<void>;
}

/**
 * A studio's server stopped, then its folder removed: removing first raced the server still writing
 * its data folder as it exited (ENOTEMPTY). SIGKILL after ten seconds.
 */
export async function stopAndRemove(server: ChildProcess, root: string): Promise<void> {
  if (server.pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    const late = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  }
  rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' }).toString();

function remote(root: string): string {
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  mkdirSync(work);
  git(work, 'init', '--quiet', '--initial-branch=main');
  execFileSync('tar', ['-x', '-C', work], { input: execFileSync('git', ['archive', 'HEAD', 'flows', 'variants'], { cwd: ROOT, maxBuffer: 64 << 20 }) });
  git(work, 'add', '--all');
  git(work, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '--quiet', '-m', 'Content');
  git(work, 'push', '--quiet', origin, 'main');
  return origin;
}

/** What a spec may change: `defaultPublicUrl` leaves STUDIO_PUBLIC_URL unset (the server's own default), `env` adds settings. */
export interface StudioOptions {
  defaultPublicUrl?: boolean;
  env?: Record<string, string>;
}

export async function startStudio(port: number, options: StudioOptions = {}): Promise<StudioProcess> {
  const root = mkdtempSync('/tmp/h3-studio-e2e-');
  const url = options.defaultPublicUrl ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
  const origin = remote(root);
  const env = studioEnv({
    STUDIO_PORT: String(port),
    STUDIO_DATA_DIR: join(root, 'data'),
    STUDIO_REPO: origin,
    STUDIO_PUBLIC_URL: url,
    ...options.env,
  });
  if (options.defaultPublicUrl) delete env.STUDIO_PUBLIC_URL;
  const printed = execFileSync(TSX, ['studio/hosted/cli/invite.ts', 'admin@example.com', '--role', 'admin', '--name', 'Alice'], { cwd: ROOT, env }).toString();
  const inviteLink = /\S+#([A-Za-z0-9_-]{43})/.exec(printed);
  const inviteToken = inviteLink?.[1];
  if (!inviteLink || !inviteToken) throw new Error(`no invite link in: ${printed}`);
  const server: ChildProcess = spawn(TSX, ['studio/hosted/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    // Three minutes: on a two-core machine busy with other suites, tsx alone took over a minute to start.
    if (tries > 720 || server.exitCode !== null) throw new Error('the studio did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    inviteToken,
    inviteLink: inviteLink[0],
    remote: origin,
    stop: () => stopAndRemove(server, root),
  };
}
