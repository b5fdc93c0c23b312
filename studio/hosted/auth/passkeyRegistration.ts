// A signed-in person adds a passkey ("Suas chaves"): the server hands out options with a fresh
// challenge bound to that person, the browser's authenticator makes a key pair, and the server
// verifies the answer (origin, relying party, the challenge taken once) before it keeps the
// public key. Discoverable credentials: the key itself names its person at sign-in, no e-mail typed.
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { appendAudit } from '../store/audit.ts';
import { type StudioStore, transaction } from '../store/db.ts';
import { checkName } from '../store/people.ts';
import { Refusal } from '../store/refusal.ts';
import { issueChallenge, takeChallenge } from './challenges.ts';
import { PASSKEY_CHALLENGE_TTL_MS, relyingParty, signedChallenge, userHandleOf } from './passkeyCeremony.ts';
import { deletePasskey, findPasskey, insertPasskey, listPasskeys, type Passkey } from './passkeyStore.ts';
import type { Person } from './roles.ts';
import type { Client } from './sessions.ts';
import { refuseSignIn, takeStartHit } from './signInFailures.ts';

/** Options for navigator.credentials.create(); the challenge is kept for 5 minutes, for this person only. */
export async function passkeyRegistrationOptions(
  store: StudioStore,
  person: Person,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  takeStartHit(store, 'passkey:register:person', person.id);
  const rp = relyingParty(env);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name || person.email,
    userID: userHandleOf(person.id),
    attestationType: 'none',
    // The same authenticator twice would only be a second row for one key.
    excludeCredentials: listPasskeys(store, person.id).map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  issueChallenge(store, { kind: 'passkey_register', key: options.challenge, personId: person.id, ttlMs: PASSKEY_CHALLENGE_TTL_MS });
  return options;
}

const RETRY = 'Não foi possível cadastrar a chave de acesso: o pedido passou de 5 minutos, já foi usado ou não é desta sessão. Tente cadastrar de novo.';

/** Verifies the browser's answer and keeps the passkey under `name` (default: "Chave de acesso N"). */
export async function registerPasskey(
  store: StudioStore,
  person: Person,
  response: RegistrationResponseJSON,
  name: string | undefined,
  client: Client = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Passkey> {
  const fail = (reason: string, message = RETRY): never =>
    refuseSignIn(store, {
      method: 'passkey',
      action: 'passkey_add_failed',
      actor: person.email,
      target: person.email,
      reason,
      ip: client.ip,
      code: 'invalid_passkey',
      message,
    });
  const challenge = signedChallenge(response);
  const taken = challenge === undefined ? undefined : takeChallenge(store, 'passkey_register', challenge);
  if (!taken?.ok) return fail(taken?.reason ?? 'unreadable');
  // Options asked for in one person's session, answered in another's.
  if (taken.personId !== person.id) return fail('other_person');
  const rp = relyingParty(env);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge!,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return fail('not_verified', 'A chave de acesso não pôde ser confirmada. Tente cadastrar de novo.');
  const { credential, credentialBackedUp } = verified.registrationInfo;
  if (findPasskey(store, credential.id)) return fail('already_registered', 'Esta chave de acesso já está cadastrada no estúdio.');
  return transaction(store.db, () => {
    const count = listPasskeys(store, person.id).length;
    const passkey = insertPasskey(store, {
      id: credential.id,
      personId: person.id,
      name: checkName(name) || `Chave de acesso ${count + 1}`,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
    });
    appendAudit(store, { actor: person.email, action: 'passkey_added', target: person.email, details: { name: passkey.name, ip: client.ip ?? null } });
    return passkey;
  });
}

/** Removes one of the person's own passkeys (someone else's is "not found", as any unknown id). */
export function removePasskey(store: StudioStore, person: Person, credentialId: string): void {
  transaction(store.db, () => {
    const passkey = findPasskey(store, credentialId);
    if (!passkey || passkey.personId !== person.id || !deletePasskey(store, person.id, credentialId)) {
      throw new Refusal('not_found', 'Chave de acesso não encontrada entre as suas.');
    }
    appendAudit(store, { actor: person.email, action: 'passkey_removed', target: person.email, details: { name: passkey.name } });
  });
}
