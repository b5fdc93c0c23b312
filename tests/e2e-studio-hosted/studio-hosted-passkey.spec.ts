// A passkey end to end in Chromium (issue 24 item 1): the studio server on a throwaway data folder,
// Chromium's virtual authenticator (CDP WebAuthn domain) standing in for a phone or a security
// key, navigator.credentials.create() and .get() on the studio's own origin with the server's
// options, and the session cookie working on /api/eu afterwards.
//
// Its own server, at http://localhost:<E2E_PORT + 1>: a passkey's relying party must be a host
// name (Chromium refuses an IP address such as the config's 127.0.0.1), and every request's
// Origin must be STUDIO_PUBLIC_URL's.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { studioEnv } from './studioEnv.ts';

const ROOT = join(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const PORT = Number(process.env.E2E_PORT ?? 5200) + 1;
const URL_ = `http://localhost:${PORT}`;

let server: ChildProcess | undefined;
let root = '';
let inviteToken = '';

/** A bare remote with this checkout's committed content, as the studio's STUDIO_REPO. */
function remote(): string {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' });
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

test.beforeAll(async () => {
  test.setTimeout(180_000);
  root = mkdtempSync('/tmp/h2-passkey-e2e-');
  const env = studioEnv({ STUDIO_PORT: String(PORT), STUDIO_DATA_DIR: join(root, 'data'), STUDIO_REPO: remote(), STUDIO_PUBLIC_URL: URL_ });
  const printed = execFileSync(TSX, ['studio/hosted/cli/invite.ts', 'ana@example.com', '--role', 'editor', '--name', 'Ana'], { cwd: ROOT, env }).toString();
  inviteToken = /#([A-Za-z0-9_-]{43})/.exec(printed)?.[1] ?? '';
  server = spawn(TSX, ['studio/hosted/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  await expect
    .poll(
      () =>
        fetch(`${URL_}/api/openapi.json`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 150_000, intervals: [250] },
    )
    .toBe(true);
});

test.afterAll(() => {
  // The server's process group (tsx runs node under it), by its id.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A call from the page itself (same origin, its cookies), as the studio's pages make them. */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const init: RequestInit = { method: m as string, headers: b === undefined ? {} : { 'content-type': 'application/json' } };
      if (b !== undefined) init.body = JSON.stringify(b);
      const res = await fetch(p as string, init);
      return { status: res.status, body: await res.json() };
    },
    [method, path, body] as const,
  );
}

test('a person registers a passkey, signs out, and signs in with it alone', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Any page of the studio's origin will do: what matters is the origin the browser signs for.
  await page.goto(`${URL_}/api/openapi.json`);
  expect((await api(page, 'GET', '/api/eu')).status).toBe(401);
  expect((await api(page, 'POST', '/api/entrar/convite', { token: inviteToken })).status).toBe(200);

  const creation = await api(page, 'POST', '/api/chaves/registro/opcoes');
  expect(creation.status).toBe(200);
  const registration = await page.evaluate(async (options) => {
    const credential = (await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) })) as PublicKeyCredential;
    return credential.toJSON();
  }, creation.body);
  const added = await api(page, 'POST', '/api/chaves/registro', { response: registration, name: 'Chave do navegador' });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  expect((await api(page, 'POST', '/api/sair')).status).toBe(200);
  expect((await api(page, 'GET', '/api/eu')).status).toBe(401);

  const request = await api(page, 'POST', '/api/entrar/chave/opcoes');
  expect(request.status).toBe(200);
  const assertion = await page.evaluate(async (options) => {
    const credential = (await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) })) as PublicKeyCredential;
    return credential.toJSON();
  }, request.body);
  const signed = await api(page, 'POST', '/api/entrar/chave', { response: assertion });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);

  const me = await api(page, 'GET', '/api/eu');
  expect(me.status).toBe(200);
  expect(me.body.person.email).toBe('ana@example.com');
  expect(me.body.session.method).toBe('passkey');
  const keys = await api(page, 'GET', '/api/chaves');
  expect(keys.body.passkeys).toEqual([expect.objectContaining({ name: 'Chave do navegador', lastUsedAt: expect.any(String) })]);

  // The same answer sent again is refused: its challenge was spent.
  expect((await api(page, 'POST', '/api/entrar/chave', { response: assertion })).status).toBe(400);
});
