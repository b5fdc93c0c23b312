// Passkeys (issue 24 item 1) against the in-process API with a software authenticator that signs
// for real: a signed-in person registers one and lists it; anyone with one signs in without an
// address; and every refusal — a replayed or expired challenge, a key of someone else, an
// unknown key, a disabled person, too many attempts — is answered, audited and opens no session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { findPersonByEmail } from '../../../../studio/hosted/store/people.ts';
import { type ServerFixture, PUBLIC_URL, serverFixtures } from './serverFixture.ts';
import { SoftAuthenticator } from './softAuthenticator.ts';

// Each test opens its own studio (a git clone, a store) and signs people in: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const fixtures = serverFixtures();
let f: ServerFixture;
let admin: string;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeEach(async () => {
  // Only Date is faked, before the store reads its clock: the test moves time past a challenge's life.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  f = await fixtures.make();
  admin = await f.admin();
}, 120_000);
afterEach(() => {
  f?.cleanup();
  vi.useRealTimers();
});

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0];

/** Registers a passkey for the person behind `cookie` on `device`; returns the answer. */
async function register(cookie: string, device: SoftAuthenticator, name?: string) {
  const options = await f.call('POST', '/api/chaves/registro/opcoes', { cookie });
  expect(options.status, options.text).toBe(200);
  return f.call('POST', '/api/chaves/registro', { cookie, body: { response: device.create(options.body), name } });
}

async function signInOptions() {
  const options = await f.call('POST', '/api/entrar/chave/opcoes');
  expect(options.status, options.text).toBe(200);
  return options.body;
}

const failures = () => listAudit(f.store).filter((entry) => entry.action === 'sign_in_failed' && entry.details.method === 'passkey');

describe('registering and signing in', () => {
  it('a signed-in person adds a passkey, sees it in "Suas chaves", and signs in with it alone', async () => {
    const device = new SoftAuthenticator(PUBLIC_URL);
    const added = await register(admin, device, 'Notebook do trabalho');
    expect(added.status, added.text).toBe(201);
    expect(added.body.passkey).toMatchObject({ id: device.credentials[0].id, name: 'Notebook do trabalho', lastUsedAt: null, transports: ['internal'] });
    const listed = await f.call('GET', '/api/chaves', { cookie: admin });
    expect(listed.body.passkeys.map((key: { name: string }) => key.name)).toEqual(['Notebook do trabalho']);

    expect((await f.call('POST', '/api/sair', { cookie: admin })).status).toBe(200);
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.rpId).toBe('127.0.0.1');
    const signed = await f.call('POST', '/api/entrar/chave', { body: { response: device.get(options) } });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.person.email).toBe('admin@example.com');
    const me = await f.call('GET', '/api/eu', { cookie: cookieOf(signed.headers) });
    expect(me.body.session.method).toBe('passkey');
    const after = await f.call('GET', '/api/chaves', { cookie: cookieOf(signed.headers) });
    expect(after.body.passkeys[0].lastUsedAt).not.toBeNull();
    const actions = listAudit(f.store).map((entry) => [entry.action, entry.details.method ?? null]);
    expect(actions).toContainEqual(['passkey_added', null]);
    expect(actions.at(-1)).toEqual(['sign_in', 'passkey']);
  });

  it('a second passkey gets a default name, and a removed one no longer signs in', async () => {
    const phone = new SoftAuthenticator(PUBLIC_URL);
    const laptop = new SoftAuthenticator(PUBLIC_URL);
    expect((await register(admin, phone, 'Celular')).status).toBe(201);
    const second = await register(admin, laptop);
    expect(second.body.passkey.name).toBe('Chave de acesso 2');
    const removed = await f.call('DELETE', `/api/chaves/${phone.credentials[0].id}`, { cookie: admin });
    expect(removed.status, removed.text).toBe(200);
    const refused = await f.call('POST', '/api/entrar/chave', { body: { response: phone.get(await signInOptions()) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/não está cadastrada/);
    expect(listAudit(f.store).map((entry) => entry.action)).toContain('passkey_removed');
  });
});

describe('refusals', () => {
  it('a replayed answer is refused: the challenge serves once', async () => {
    const device = new SoftAuthenticator(PUBLIC_URL);
    await register(admin, device);
    const answer = device.get(await signInOptions());
    expect((await f.call('POST', '/api/entrar/chave', { body: { response: answer } })).status).toBe(200);
    const replay = await f.call('POST', '/api/entrar/chave', { body: { response: answer } });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'invalid_passkey', error: expect.stringMatching(/já foi usado/) });
    expect(replay.headers.get('set-cookie')).toBeNull();
    expect(failures().at(-1)?.details.reason).toBe('used');
  });

  it('an answer to a challenge older than 5 minutes is refused, for sign-in and for registration', async () => {
    const device = new SoftAuthenticator(PUBLIC_URL);
    const options = await f.call('POST', '/api/chaves/registro/opcoes', { cookie: admin });
    const creation = device.create(options.body);
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
    const late = await f.call('POST', '/api/chaves/registro', { cookie: admin, body: { response: creation } });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatch(/passou de 5 minutos/);
    expect(listAudit(f.store).at(-1)).toMatchObject({ action: 'passkey_add_failed', details: { reason: 'expired' } });

    expect((await register(admin, device)).status).toBe(201);
    const assertion = device.get(await signInOptions(), device.credentials[1]);
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
    const tooLate = await f.call('POST', '/api/entrar/chave', { body: { response: assertion } });
    expect(tooLate.status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('expired');
  });

  it("someone else's passkey: not theirs to remove, not theirs to register, not theirs to claim", async () => {
    const bia = await f.person(admin, 'bia@example.com', 'editor');
    const device = new SoftAuthenticator(PUBLIC_URL);
    await register(admin, device);
    const adminKey = device.credentials[0].id;

    const removal = await f.call('DELETE', `/api/chaves/${adminKey}`, { cookie: bia });
    expect(removal.status).toBe(404);
    expect((await f.call('GET', '/api/chaves', { cookie: admin })).body.passkeys).toHaveLength(1);

    // Options asked in the admin's session, answered in Bia's: the challenge was not hers.
    const options = await f.call('POST', '/api/chaves/registro/opcoes', { cookie: admin });
    const crossed = await f.call('POST', '/api/chaves/registro', { cookie: bia, body: { response: new SoftAuthenticator(PUBLIC_URL).create(options.body) } });
    expect(crossed.status).toBe(400);
    expect(listAudit(f.store).at(-1)).toMatchObject({ action: 'passkey_add_failed', target: 'bia@example.com', details: { reason: 'other_person' } });

    // The admin's key presented as Bia's (her user handle): refused, nobody signed in.
    const biaHandle = Buffer.from(findPersonByEmail(f.store, 'bia@example.com')!.id).toString('base64url');
    const claimed = await f.call('POST', '/api/entrar/chave', { body: { response: device.get(await signInOptions(), undefined, { userHandle: biaHandle }) } });
    expect(claimed.status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('other_person');
  });

  it('a key the studio never registered, or a signature by another key, opens nothing', async () => {
    const unknown = new SoftAuthenticator(PUBLIC_URL);
    unknown.create({ challenge: 'x'.repeat(43), rp: { id: '127.0.0.1' }, user: { id: 'dXNlcg' } });
    const refused = await f.call('POST', '/api/entrar/chave', { body: { response: unknown.get(await signInOptions()) } });
    expect(refused.status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('unknown_credential');

    const device = new SoftAuthenticator(PUBLIC_URL);
    await register(admin, device);
    // The registered key's id and user handle, signed by the stranger's private key.
    const forged = { ...device.credentials[0], privateKey: unknown.credentials[0].privateKey };
    const answer = device.get(await signInOptions(), forged);
    const bad = await f.call('POST', '/api/entrar/chave', { body: { response: answer } });
    expect(bad.status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('not_verified');
  });

  it('a copied authenticator is refused: its signature counter went back', async () => {
    const device = new SoftAuthenticator(PUBLIC_URL);
    await register(admin, device);
    const key = device.credentials[0];
    expect((await f.call('POST', '/api/entrar/chave', { body: { response: device.get(await signInOptions(), key, { counter: 5 }) } })).status).toBe(200);
    const copy = await f.call('POST', '/api/entrar/chave', { body: { response: device.get(await signInOptions(), key, { counter: 3 }) } });
    expect(copy.status).toBe(400);
    expect(failures().at(-1)).toMatchObject({ target: 'admin@example.com', details: { reason: 'not_verified' } });
  });

  it('a disabled person cannot sign in with their passkey', async () => {
    const bia = await f.person(admin, 'bia@example.com', 'editor');
    const device = new SoftAuthenticator(PUBLIC_URL);
    expect((await register(bia, device)).status).toBe(201);
    const id = findPersonByEmail(f.store, 'bia@example.com')!.id;
    expect((await f.call('PATCH', `/api/pessoas/${id}`, { cookie: admin, body: { disabled: true } })).status).toBe(200);
    const refused = await f.call('POST', '/api/entrar/chave', { body: { response: device.get(await signInOptions()) } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/desativado/);
    expect(failures().at(-1)).toMatchObject({ target: 'bia@example.com', details: { reason: 'disabled' } });
  });

  it('asking for sign-in options is rate-limited per network, and so are failures', async () => {
    for (let i = 0; i < 20; i++) expect((await f.call('POST', '/api/entrar/chave/opcoes')).status).toBe(200);
    const limited = await f.call('POST', '/api/entrar/chave/opcoes');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const stranger = new SoftAuthenticator(PUBLIC_URL);
    stranger.create({ challenge: 'x'.repeat(43), rp: { id: '127.0.0.1' }, user: { id: 'dXNlcg' } });
    const options = await signInOptions();
    for (let i = 0; i < 20; i++) await f.call('POST', '/api/entrar/chave', { body: { response: stranger.get(options) } });
    const blocked = await f.call('POST', '/api/entrar/chave', { body: { response: stranger.get(options) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Muitas tentativas de entrada sem sucesso/);
  });
});
