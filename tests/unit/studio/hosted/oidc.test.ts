// Signing in through the company's identity provider (issue 24 item 1), end to end against an
// OpenID provider running in this process (oidc-provider): the studio's redirect, the provider's
// sign-in and consent, the code back with its state, the code exchanged with the PKCE verifier
// and the ID token checked; then the refusals — an address nobody invited, a wrong state, a
// callback from another browser or replayed or late, an unconfirmed e-mail, a disabled person.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { findPersonByEmail, listPeople } from '../../../../studio/hosted/store/people.ts';
import { startProvider, type TestProvider } from './oidcProvider.ts';
import { type ServerFixture, PUBLIC_URL, serverFixtures } from './serverFixture.ts';

const REDIRECT = `${PUBLIC_URL}/api/entrar/oidc/retorno`;
// Each test opens its own studio (a git clone, a store) and signs people in: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const fixtures = serverFixtures();
let provider: TestProvider;
let f: ServerFixture;
let admin: string;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeAll(async () => {
  provider = await startProvider(REDIRECT);
}, 120_000);
afterAll(() => provider.close());

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const env = { STUDIO_OIDC_ISSUER: provider.issuer, STUDIO_OIDC_CLIENT_ID: provider.clientId, STUDIO_OIDC_CLIENT_SECRET: provider.clientSecret };
  f = await fixtures.make({ env });
  admin = await f.admin();
}, 120_000);
afterEach(() => {
  f?.cleanup();
  vi.useRealTimers();
});

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0];

/** The studio's GET /api/entrar/oidc: where it sends the browser, and the flow cookie it sets. */
async function start() {
  const answer = await f.call('GET', '/api/entrar/oidc');
  expect(answer.status, answer.text).toBe(302);
  return { location: answer.headers.get('location')!, flow: cookieOf(answer.headers) };
}

/** The browser coming back to the studio's callback. */
const back = (url: URL, flow?: string) => f.call('GET', `${url.pathname}${url.search}`, { cookie: flow });

const failures = () => listAudit(f.store).filter((entry) => entry.action === 'sign_in_failed' && entry.details.method === 'oidc');

describe('a real authorization-code round trip', () => {
  it('an invited person signs in with the company account and gets the same kind of session (method oidc)', async () => {
    await f.person(admin, 'bia@example.com', 'editor');
    provider.signInAs({ sub: 'bia-0001', email: 'Bia@Example.com', email_verified: true });
    const { location, flow } = await start();
    const asked = new URL(location);
    expect(asked.origin).toBe(provider.issuer);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(asked.searchParams.get('state')).toBeTruthy();
    expect(asked.searchParams.get('nonce')).toBeTruthy();
    expect(flow).toMatch(/^__Host-studio_oidc=/);

    const landed = await back(await provider.authorize(location), flow);
    expect(landed.status, landed.text).toBe(303);
    expect(landed.headers.get('location')).toBe('/');
    const me = await f.call('GET', '/api/eu', { cookie: cookieOf(landed.headers) });
    expect(me.body.person.email).toBe('bia@example.com');
    expect(me.body.session.method).toBe('oidc');
    expect(listAudit(f.store).at(-1)).toMatchObject({ action: 'sign_in', target: 'bia@example.com', details: { method: 'oidc', sub: 'bia-0001' } });
  });

  it('the sign-in page learns whether the company account is offered', async () => {
    expect((await f.call('GET', '/api/entrar/metodos')).body).toEqual({ emailLink: true, passkey: true, oidc: true });
    const off = await fixtures.make();
    try {
      expect((await off.call('GET', '/api/entrar/metodos')).body.oidc).toBe(false);
      const refused = await off.call('GET', '/api/entrar/oidc');
      expect(refused.status).toBe(404);
      expect(refused.body.error).toMatch(/não está configurada/);
    } finally {
      off.cleanup();
    }
  });

  it('both ways in are described in /api/openapi.json with the schemas that check them', async () => {
    const doc = (await f.call('GET', '/api/openapi.json')).body;
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/chaves',
      '/api/chaves/registro/opcoes',
      '/api/chaves/registro',
      '/api/chaves/{id}',
      '/api/entrar/chave/opcoes',
      '/api/entrar/chave',
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.paths['/api/entrar/chave'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PasskeySignInRequest' });
    expect(doc.paths['/api/chaves/registro'].post.security).toEqual([{ session: [] }]);
    const callback = doc.paths['/api/entrar/oidc/retorno'].get;
    expect(callback.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['code', 'state', 'iss']));
    expect(callback.responses['303'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Redirect' });
    expect(doc.paths['/api/entrar/oidc'].get.security).toEqual([]);
  });
});

describe('refusals', () => {
  it('an e-mail nobody invited is refused in Portuguese, and nobody is created', async () => {
    provider.signInAs({ sub: 'stranger-1', email: 'estranho@example.com', email_verified: true });
    const before = listPeople(f.store).length;
    const { location, flow } = await start();
    const refused = await back(await provider.authorize(location), flow);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'O e-mail estranho@example.com ainda não tem acesso ao estúdio. Peça a um administrador do estúdio que convide você com este endereço e tente de novo.',
    );
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(listPeople(f.store)).toHaveLength(before);
    expect(failures().at(-1)).toMatchObject({ target: 'estranho@example.com', details: { reason: 'unknown_address' } });
  });

  it('a wrong state, a callback in another browser, a replayed one and a late one are refused', async () => {
    await f.person(admin, 'bia@example.com', 'editor');
    provider.signInAs({ sub: 'bia-0001', email: 'bia@example.com', email_verified: true });

    const first = await start();
    const returned = await provider.authorize(first.location);
    const forged = new URL(returned);
    forged.searchParams.set('state', 'estado-de-outra-pessoa');
    expect((await back(forged, first.flow)).status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('bad_state');
    // The flow was spent on the forged attempt: the genuine answer does not work after it either.
    expect((await back(returned, first.flow)).status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('used');

    const second = await start();
    const elsewhere = await back(await provider.authorize(second.location));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatch(/outro navegador/);
    expect(failures().at(-1)?.details.reason).toBe('no_flow_cookie');

    const third = await start();
    const late = await provider.authorize(third.location);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
    expect((await back(late, third.flow)).status).toBe(400);
    expect(failures().at(-1)?.details.reason).toBe('expired');
  });

  it('an e-mail the provider did not confirm is refused', async () => {
    await f.person(admin, 'bia@example.com', 'editor');
    provider.signInAs({ sub: 'bia-0002', email: 'bia@example.com', email_verified: false });
    const { location, flow } = await start();
    const refused = await back(await provider.authorize(location), flow);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/não confirmou o seu e-mail/);
    expect(failures().at(-1)?.details.reason).toBe('email_not_verified');
  });

  it('a disabled person is refused even with a valid company account', async () => {
    await f.person(admin, 'bia@example.com', 'editor');
    const id = findPersonByEmail(f.store, 'bia@example.com')!.id;
    expect((await f.call('PATCH', `/api/pessoas/${id}`, { cookie: admin, body: { disabled: true } })).status).toBe(200);
    provider.signInAs({ sub: 'bia-0001', email: 'bia@example.com', email_verified: true });
    const { location, flow } = await start();
    const refused = await back(await provider.authorize(location), flow);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/desativado/);
    expect(failures().at(-1)).toMatchObject({ target: 'bia@example.com', details: { reason: 'disabled' } });
  });
});
