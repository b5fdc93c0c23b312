// The hosted studio's API in-process (app.request, no port) on temporary folders: a bare "remote"
// repository holding this repository's own flows/ and variants/ (so the compile gate sees real
// content), the studio's bare clone of it, a store with its draft table, and a memory outbox the
// tests read sign-in links from. The remote is built once per worker; each test gets a copy.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createInvite } from '../../../../studio/hosted/auth/invites.ts';
import { MemoryOutbox } from '../../../../studio/hosted/auth/outbox.ts';
import type { Role } from '../../../../studio/hosted/auth/roles.ts';
import { openRepository, type Repository } from '../../../../studio/hosted/git/index.ts';
import { createStudioApp, studioRoutes } from '../../../../studio/hosted/server/app.ts';
import { response, validatorOf } from '../../../../studio/hosted/server/schemas.ts';
import type { Services } from '../../../../studio/hosted/server/services.ts';
import { ensureDraftTable } from '../../../../studio/hosted/server/draftStore.ts';
import { createGate, type Gate } from '../../../../studio/hosted/server/gate.ts';
import { closeStudioStore, openStudioStore, type StudioStore } from '../../../../studio/hosted/store/db.ts';
import { loadRegistries, type RegistryNames } from '../../../../scripts/compiler/index.ts';
import type { GateLimits } from '../../../../studio/hosted/gate/gateRunner.ts';
import { git, STUDIO } from './gitFixture.ts';

export const PUBLIC_URL = 'http://127.0.0.1:5180';
export const ORIGIN = PUBLIC_URL;
const REPO_ROOT = join(import.meta.dirname, '../../../..');
/** One preview build of the chat for every studio the unit tests start in this checkout (each would
 * otherwise build its own, two Vite builds): per checkout, since a build deletes other versions. */
export const UNIT_PREVIEW_BUILDS = join(tmpdir(), `consorcio-tests-previa-app-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 8)}`);
/** The code's registered names, as npm run studio loads them (once per test file). */
let registries: Promise<RegistryNames> | undefined;

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  /** Default: the studio's own origin on unsafe requests; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  /** A raw body (sent as is). */
  raw?: string;
  /** A multipart body (an uploaded file); fetch sets its Content-Type with the boundary. */
  form?: FormData;
}

export interface ServerFixture {
  root: string;
  origin: string;
  store: StudioStore;
  repo: Repository;
  outbox: MemoryOutbox;
  /** What the routes share (a scheduler made in a test runs on these). */
  services: Services;
  /** The raw answer (a server-sent event stream the test reads as it comes). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** The first admin (through the invite the command line makes), signed in: their cookie. */
  admin(): Promise<string>;
  /** An admin invites, the person accepts, then signs in with an e-mail link from the outbox: their cookie. */
  person(adminCookie: string, email: string, role: Role, scope?: string[] | null): Promise<string>;
  cleanup(): void;
}

function buildRemote(): string {
  // Under the run's folder (removed when the run ends), or a folder of its own when run without it.
  const root = mkdtempSync(join(runFolder(), 'studio-server-template-'));
  const work = join(root, 'work');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', join(root, 'origin.git'));
  git(root, 'clone', '--quiet', join(root, 'origin.git'), work);
  git(work, 'checkout', '--quiet', '-b', 'main');
  // The repository's own committed content, so the compiler passes as it does in CI.
  const archive = execFileSync('git', ['archive', 'HEAD', 'flows', 'variants'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  mkdirSync(work, { recursive: true });
  execFileSync('tar', ['-x', '-C', work], { input: archive });
  git(work, 'add', '--all');
  git(work, 'commit', '--quiet', '-m', 'Content');
  git(work, 'push', '--quiet', 'origin', 'main');
  // Each test copies the template: a few files copy far faster than hundreds (about 0.3 s of
  // processor a copy before), so only the bare remote stays, its objects in one pack, no samples.
  rmSync(work, { recursive: true, force: true });
  const bare = join(root, 'origin.git');
  git(bare, 'repack', '-a', '-d', '-q');
  git(bare, 'prune-packed');
  rmSync(join(bare, 'hooks'), { recursive: true, force: true });
  return root;
}

export interface FixtureOptions {
  /** The full gate's limits (default: the server's). */
  gateLimits?: GateLimits;
  /** More of the server's environment (the OIDC provider's settings, say) beside STUDIO_PUBLIC_URL. */
  env?: Record<string, string>;
  /** Loads a gate process at once, as `npm run studio` does (for files whose tests submit). */
  warmGate?: boolean;
  /** The store's clock (default Date.now): sessions, presence and schedules read it. */
  now?: () => number;
  /** Replaces parts of the gate: files that test review rules, not the gate, skip its child process. */
  gate?: (gate: Gate) => Gate;
}

/** The template remote, built once per worker (the node project shares a worker's modules across
 * files) under the run's temporary folder: each file built its own before, about eight git
 * processes from a large worker. Tests copy it and never write to it. */
let template: string | null = null;

const runFolder = (): string => {
  try {
    return inject('runTempFolder') ?? tmpdir();
  } catch {
    return tmpdir();
  }
};

export function serverFixtures(): { make(options?: FixtureOptions): Promise<ServerFixture> } {
  return {
    make: (options = {}) => {
      template ??= buildRemote();
      return open(template, options);
    },
  };
}

const ROUTES = studioRoutes({} as Services, PUBLIC_URL).map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/** Every answer any test receives has the shape its route's schema (or the Error schema) describes. */
function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  const path = url.split('?')[0];
  const found = ROUTES.find(({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(path))?.route;
  const schema = found?.responses[status] ?? response('Error');
  if (found?.produces && status < 300) return;
  const validate = validatorOf(schema);
  if (!validate(body)) throw new Error(`${method} ${url} → ${status} does not match ${schema.name}: ${JSON.stringify(validate.errors)}`);
}

const tokenOf = (text: string | undefined) => /#([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';
const cookieOf = (answer: Answer) => (answer.headers.get('set-cookie') ?? '').split(';')[0];

async function open(template: string, options: FixtureOptions): Promise<ServerFixture> {
  const root = mkdtempSync(join(tmpdir(), 'studio-server-'));
  cpSync(template, root, { recursive: true });
  const origin = join(root, 'origin.git');
  const store = openStudioStore({ dataDir: join(root, 'data'), now: options.now });
  ensureDraftTable(store);
  const repo = await openRepository({ dir: join(root, 'data', 'repo.git'), remote: origin, branch: 'main', studio: STUDIO });
  const outbox = new MemoryOutbox(null);
  const env = { STUDIO_PREVIEW_BUILD_DIR: UNIT_PREVIEW_BUILDS, ...options.env, STUDIO_PUBLIC_URL: PUBLIC_URL };
  registries ??= loadRegistries(REPO_ROOT).then((loaded) => loaded.registries);
  const realGate = createGate({ gitDir: repo.dir, workDir: join(root, 'data'), registries: await registries, limits: options.gateLimits });
  const gate = options.gate ? options.gate(realGate) : realGate;
  if (options.warmGate) gate.warm();
  const services: Services = { store, repo, outbox, gate, env };
  const app = createStudioApp({ ...services, publicUrl: PUBLIC_URL });

  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    const unsafe = method !== 'GET';
    const origin = options.origin === undefined ? (unsafe ? ORIGIN : undefined) : options.origin;
    if (origin) headers.origin = origin;
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | FormData | undefined = options.form ?? options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a download (CSV, JSON lines)
    }
    checkAnswer(method, path, res.status, parsed);
    return { status: res.status, body: parsed, headers: res.headers, text };
  };

  const accept = async (token: string) => {
    const answer = await call('POST', '/api/entrar/convite', { body: { token } });
    if (answer.status !== 200) throw new Error(`invite refused: ${answer.text}`);
    return cookieOf(answer);
  };

  return {
    root,
    origin,
    store,
    repo,
    outbox,
    services,
    fetch: async (path, init) => app.request(path, init),
    call,
    admin: () => accept(createInvite(store, { email: 'admin@example.com', role: 'admin', name: 'Alice Admin', invitedBy: null }, env).token),
    async person(adminCookie, email, role, scope = null) {
      const name = email.split('@')[0].replace(/^./, (c) => c.toUpperCase());
      const invite = await call('POST', '/api/pessoas/convites', { cookie: adminCookie, body: { email, role, name, scope } });
      if (invite.status !== 201) throw new Error(`invite failed: ${invite.text}`);
      await new Promise((resolve) => setImmediate(resolve));
      await accept(tokenOf(outbox.lastTo(email)?.text));
      const asked = await call('POST', '/api/entrar/link', { body: { email } });
      if (asked.status !== 202) throw new Error(`link refused: ${asked.text}`);
      await new Promise((resolve) => setImmediate(resolve));
      const confirmed = await call('POST', '/api/entrar/link/confirmar', { body: { token: tokenOf(outbox.lastTo(email)?.text) } });
      if (confirmed.status !== 200) throw new Error(`link sign-in refused: ${confirmed.text}`);
      return cookieOf(confirmed);
    },
    cleanup() {
      closeStudioStore(store);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
