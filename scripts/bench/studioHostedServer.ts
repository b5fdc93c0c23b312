// The hosted studio as `npm run studio` runs it, for the bench: a temporary bare "remote" holding
// this checkout's committed flows/ and variants/ (publishes go there, never to this repository),
// a temporary data folder with three people invited (editor, revisor, publicador), and the real
// server process on a free port. Calls go over HTTP with the studio's own Origin and each person's
// session cookie.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInviteCli } from '../../studio/hosted/cli/invite.ts';

const PUBLIC_URL = 'http://127.0.0.1:5180';
export type Person = 'editor' | 'revisor' | 'publicador';

export interface BenchStudio {
  pid: number;
  remote: string;
  call(who: Person, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

function makeRemote(root: string, dir: string): string {
  const remote = join(dir, 'origin.git');
  const work = join(dir, 'work');
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  mkdirSync(work);
  git(work, 'init', '--quiet', '--initial-branch=main');
  execFileSync('tar', ['-x', '-C', work], { input: execFileSync('git', ['archive', 'HEAD', 'flows', 'variants'], { cwd: root, maxBuffer: 64 * 1024 * 1024 }) });
  git(work, 'add', '--all');
  git(work, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '--quiet', '-m', 'Content');
  git(work, 'push', '--quiet', remote, 'main');
  return remote;
}

function invite(env: NodeJS.ProcessEnv, email: string, role: Person): string {
  let url = '';
  const code = runInviteCli([email, '--role', role, '--name', role], { env, out: (line) => (url = line.includes('#') ? line : url), err: () => {} });
  if (code !== 0) throw new Error(`invite for ${role} refused`);
  return url.slice(url.indexOf('#') + 1);
}

/** Waits for the server's "Estúdio (API) em http://host:port/api/" line. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /Estúdio \(API\) em (http:\/\/[^/\s]+)\/api\//.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the studio stopped (${code}): ${out.slice(-500)}`)));
  });
}

export async function startBenchStudio(root: string): Promise<BenchStudio> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-hosted-bench-'));
  const remote = makeRemote(root, dir);
  const env = { ...process.env, STUDIO_DATA_DIR: join(dir, 'data'), STUDIO_REPO: remote, STUDIO_PORT: '0', STUDIO_PUBLIC_URL: PUBLIC_URL };
  const tokens = Object.fromEntries((['editor', 'revisor', 'publicador'] as const).map((role) => [role, invite(env, `${role}@example.com`, role)]));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, join(root, 'studio/hosted/server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await listening(child);
  const cookies: Partial<Record<Person, string>> = {};
  const request = async (method: string, path: string, body: unknown, cookie?: string) => {
    const headers: Record<string, string> = {
      origin: PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { res, body: (await res.json()) as any };
  };
  for (const [role, token] of Object.entries(tokens)) {
    const { res } = await request('POST', '/api/entrar/convite', { token });
    cookies[role as Person] = (res.headers.get('set-cookie') ?? '').split(';')[0];
  }
  return {
    pid: child.pid ?? 0,
    remote,
    async call(who, method, path, body) {
      const { res, body: answer } = await request(method, path, body, cookies[who]);
      return { status: res.status, body: answer };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
