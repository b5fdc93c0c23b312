// Signing in with a passkey: no address typed. The server hands out a challenge for any passkey
// of this site (discoverable credentials), the authenticator signs it with the key the person
// chose, and the server checks the signature with the stored public key, the challenge taken
// once, the key's person (its user handle) and that the person is still enabled; then the same
// session as any other way in (method passkey).
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { appendAudit } from '../store/audit.ts';
import { type StudioStore, transaction } from '../store/db.ts';
import { getPerson } from '../store/people.ts';
import { issueChallenge, takeChallenge } from './challenges.ts';
import { PASSKEY_CHALLENGE_TTL_MS, relyingParty, signedChallenge, userHandleText } from './passkeyCeremony.ts';
import { findPasskey, touchPasskey } from './passkeyStore.ts';
import type { Person } from './roles.ts';
import { type Client, createSession, type NewSession } from './sessions.ts';
import { guardSignInFailures, refuseSignIn, takeStartHit } from './signInFailures.ts';

/** Options for navigator.credentials.get(): an empty allow list, so the browser offers every passkey of the site. */
export async function passkeySignInOptions(
  store: StudioStore,
  ip: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  takeStartHit(store, 'passkey:signin:ip', ip);
  const options = await generateAuthenticationOptions({ rpID: relyingParty(env).id, userVerification: 'preferred', timeout: PASSKEY_CHALLENGE_TTL_MS });
  issueChallenge(store, { kind: 'passkey_sign_in', key: options.challenge, personId: null, ttlMs: PASSKEY_CHALLENGE_TTL_MS });
  return options;
}

const MESSAGES = {
  retry: 'A entrada com chave de acesso não foi concluída: o pedido passou de 5 minutos ou já foi usado. Tente de novo.',
  unknown: 'Esta chave de acesso não está cadastrada no estúdio. Entre pelo link por e-mail e cadastre-a em "Suas chaves".',
  notVerified: 'A chave de acesso não pôde ser confirmada. Tente de novo.',
  disabled: 'Seu acesso ao estúdio está desativado. Fale com um administrador.',
};

/** Verifies a passkey's answer and opens a session. Refused (Refusal) otherwise, each failure audited. */
export async function signInWithPasskey(
  store: StudioStore,
  response: AuthenticationResponseJSON,
  client: Client = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<NewSession & { person: Person }> {
  guardSignInFailures(store, client.ip);
  const fail = (reason: string, message: string, target: string | null = null): never =>
    refuseSignIn(store, { method: 'passkey', reason, target, ip: client.ip, code: 'invalid_passkey', message });
  const challenge = signedChallenge(response);
  // Taken before anything else is checked: a challenge serves one attempt, good or bad.
  const taken = challenge === undefined ? undefined : takeChallenge(store, 'passkey_sign_in', challenge);
  if (!taken?.ok) return fail(taken?.reason ?? 'unreadable', MESSAGES.retry);
  const passkey = findPasskey(store, response.id);
  const person = passkey && getPerson(store, passkey.personId);
  if (!passkey || !person) return fail('unknown_credential', MESSAGES.unknown);
  // The authenticator says whose key it is; it must be the person the key was registered to.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== userHandleText(person.id)) return fail('other_person', MESSAGES.notVerified, person.email);
  if (person.disabled) return fail('disabled', MESSAGES.disabled, person.email);
  const rp = relyingParty(env);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge!,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  // A counter that went back means a copied authenticator: the library throws, and we refuse.
  if (!verified?.verified) return fail('not_verified', MESSAGES.notVerified, person.email);
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  return transaction(store.db, () => {
    touchPasskey(store, passkey, newCounter, credentialBackedUp);
    const session = createSession(store, person, 'passkey', client);
    appendAudit(store, {
      actor: person.email,
      action: 'sign_in',
      target: person.email,
      details: { method: 'passkey', passkey: passkey.name, ip: client.ip ?? null },
    });
    return { ...session, person };
  });
}
