// Signing in through the company's identity provider (OIDC, authorization code with PKCE, via
// openid-client). Off unless STUDIO_OIDC_ISSUER, STUDIO_OIDC_CLIENT_ID and
// STUDIO_OIDC_CLIENT_SECRET are all set. The provider only vouches for an e-mail: the studio
// maps the verified address to a person an admin invited or made, and never creates one, since
// "everyone in the company's directory" is not who may change the chat's copy.
import * as oidc from 'openid-client';
import { appendAudit } from '../store/audit.ts';
import { type StudioStore, transaction } from '../store/db.ts';
import { findPersonByEmail } from '../store/people.ts';
import { Refusal } from '../store/refusal.ts';
import { issueChallenge, takeChallenge } from './challenges.ts';
import { studioPublicUrl } from './config.ts';
import type { Person } from './roles.ts';
import { type Client, createSession, type NewSession } from './sessions.ts';
import { guardSignInFailures, refuseSignIn, takeStartHit } from './signInFailures.ts';
import { isTokenShaped, newToken } from './tokens.ts';

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

const warned = new Set<string>();

/** Said once per process: a half-done setting leaves OIDC off, and the operator should know why. */
function warnOnce(message: string): undefined {
  if (!warned.has(message)) console.warn(`[estúdio] ${message}`);
  warned.add(message);
  return undefined;
}

/** The provider's settings, or undefined when OIDC is off (any of the three unset, or a malformed issuer). */
export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | undefined {
  const { STUDIO_OIDC_ISSUER: issuer, STUDIO_OIDC_CLIENT_ID: clientId, STUDIO_OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    return warnOnce('OIDC desligado: defina STUDIO_OIDC_ISSUER, STUDIO_OIDC_CLIENT_ID e STUDIO_OIDC_CLIENT_SECRET (falta pelo menos um).');
  }
  if (!URL.canParse(issuer)) return warnOnce(`OIDC desligado: STUDIO_OIDC_ISSUER não é um endereço válido ("${issuer}").`);
  return { issuer: new URL(issuer), clientId, clientSecret };
}

/** Where the provider sends the browser back: register exactly this address with it. */
export const oidcRedirectUri = (env: NodeJS.ProcessEnv = process.env): string => `${studioPublicUrl(env)}/api/entrar/oidc/retorno`;

/** The round trip's state lives 10 minutes: the time to type a password and a second factor. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;

/** Ties the round trip to the browser that started it: a callback link sent to someone else signs nobody in. */
export const OIDC_FLOW_COOKIE = '__Host-studio_oidc';

export const oidcFlowCookie = (token: string): string => `${OIDC_FLOW_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600`;

export function readOidcFlowCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece?.trim());
    if (name === OIDC_FLOW_COOKIE && isTokenShaped(value)) return value;
  }
  return undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration, fetched once per settings (again after a failure). */
function configuration(settings: OidcSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer.href}\n${settings.clientId}\n${settings.clientSecret}`;
  let found = configurations.get(key);
  if (!found) {
    // Plain HTTP only for a provider on this machine (a local trial, the tests); anywhere else HTTPS.
    const insecure = settings.issuer.protocol === 'http:' && LOOPBACK.has(settings.issuer.hostname);
    found = oidc.discovery(settings.issuer, settings.clientId, { client_secret: settings.clientSecret }, oidc.ClientSecretBasic(settings.clientSecret), {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

function requireSettings(env: NodeJS.ProcessEnv): OidcSettings {
  const settings = oidcSettings(env);
  if (!settings)
    throw new Refusal(
      'not_configured',
      'A entrada pela conta da empresa não está configurada neste estúdio. Entre com o link por e-mail ou com uma chave de acesso.',
    );
  return settings;
}

async function reachProvider(settings: OidcSettings): Promise<oidc.Configuration> {
  try {
    return await configuration(settings);
  } catch (error) {
    console.error('[estúdio] OIDC: o provedor não respondeu', error);
    throw new Refusal('not_configured', 'O provedor de identidade da empresa não respondeu. Tente de novo em instantes ou entre com o link por e-mail.');
  }
}

/** Starts a round trip: the provider's address to send the browser to, and the flow cookie to set. */
export async function startOidc(store: StudioStore, ip: string, env: NodeJS.ProcessEnv = process.env): Promise<{ url: string; cookie: string }> {
  const settings = requireSettings(env);
  takeStartHit(store, 'oidc:ip', ip);
  const config = await reachProvider(settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const flow = newToken();
  issueChallenge(store, { kind: 'oidc', key: flow, personId: null, data: { state, nonce, verifier }, ttlMs: OIDC_FLOW_TTL_MS });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(env),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, cookie: oidcFlowCookie(flow) };
}

export const OIDC_MESSAGES = {
  retry: 'A entrada pela conta da empresa não foi concluída: ela passou de 10 minutos, já foi usada ou começou em outro navegador. Tente de novo.',
  provider: 'O provedor de identidade não confirmou a entrada. Tente de novo.',
  unverified: 'O provedor de identidade não confirmou o seu e-mail, e o estúdio só aceita e-mails confirmados. Fale com o suporte da empresa.',
  unknown: (email: string) =>
    `O e-mail ${email} ainda não tem acesso ao estúdio. Peça a um administrador do estúdio que convide você com este endereço e tente de novo.`,
  disabled: 'Seu acesso ao estúdio está desativado. Fale com um administrador.',
};

/** The verified e-mail and subject of the provider's answer, or a refusal reason. */
async function provenIdentity(config: oidc.Configuration, callback: URL, data: Record<string, string>) {
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: data.verifier,
    expectedState: data.state,
    expectedNonce: data.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  // Many providers put the e-mail in the ID token; the strict ones (as the spec reads) only in
  // userinfo, asked with the access token for the same subject.
  const claims = typeof idToken.email === 'string' ? idToken : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
  return { email: typeof claims.email === 'string' ? claims.email : '', verified: claims.email_verified === true, sub: idToken.sub };
}

/**
 * Finishes a round trip from the provider's redirect: the flow cookie's state taken once, the
 * state in the address checked against it, the code exchanged with the PKCE verifier, the ID
 * token's nonce checked; then the person with that verified e-mail, enabled, gets a session.
 */
export async function finishOidc(
  store: StudioStore,
  query: Record<string, string>,
  flowToken: string | undefined,
  client: Client = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<NewSession & { person: Person }> {
  const settings = requireSettings(env);
  guardSignInFailures(store, client.ip);
  const fail = (reason: string, message: string, target: string | null = null, status: 'invalid_sign_in' | 'forbidden' = 'invalid_sign_in'): never =>
    refuseSignIn(store, { method: 'oidc', reason, target, ip: client.ip, code: status, message, details: { issuer: settings.issuer.href } });
  const taken = flowToken === undefined ? undefined : takeChallenge(store, 'oidc', flowToken);
  if (!taken?.ok) return fail(taken?.reason ?? 'no_flow_cookie', OIDC_MESSAGES.retry);
  if (query.state !== taken.data.state) return fail('bad_state', OIDC_MESSAGES.retry);
  if (query.error) return fail(`provider_error:${query.error.slice(0, 60)}`, OIDC_MESSAGES.provider);
  const callback = new URL(oidcRedirectUri(env));
  for (const [name, value] of Object.entries(query)) callback.searchParams.set(name, value);
  const config = await reachProvider(settings);
  const proven = await provenIdentity(config, callback, taken.data).catch((error: unknown) => {
    console.error('[estúdio] OIDC: resposta do provedor recusada', error);
    return undefined;
  });
  if (!proven) return fail('not_verified', OIDC_MESSAGES.provider);
  const email = proven.email.trim().toLowerCase();
  if (!email || !proven.verified) return fail('email_not_verified', OIDC_MESSAGES.unverified, email || null, 'forbidden');
  const person = findPersonByEmail(store, email);
  if (!person) return fail('unknown_address', OIDC_MESSAGES.unknown(email), email, 'forbidden');
  if (person.disabled) return fail('disabled', OIDC_MESSAGES.disabled, email, 'forbidden');
  return transaction(store.db, () => {
    const session = createSession(store, person, 'oidc', client);
    appendAudit(store, {
      actor: email,
      action: 'sign_in',
      target: email,
      details: { method: 'oidc', issuer: settings.issuer.href, sub: proven.sub, ip: client.ip ?? null },
    });
    return { ...session, person };
  });
}
