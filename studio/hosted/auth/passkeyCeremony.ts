// What registering and signing in with a passkey share: the relying party (the studio's host name
// and origin, from STUDIO_PUBLIC_URL), how long a challenge lives, and reading the challenge a
// browser's answer signed (it names the server-side row to take).
import { studioPublicUrl } from './config.ts';

/** A challenge lives 5 minutes; the browser's prompt is given the same time. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface RelyingParty {
  /** The host name of STUDIO_PUBLIC_URL: a passkey works only on this site (and not on an IP address). */
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(env: NodeJS.ProcessEnv = process.env): RelyingParty {
  const url = new URL(studioPublicUrl(env));
  return { id: url.hostname, origin: url.origin, name: 'Estúdio de conteúdo' };
}

/** The WebAuthn user handle of a person: their id (random, no personal data), as bytes. */
export function userHandleOf(personId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(personId, 'utf8'));
}

export const userHandleText = (personId: string): string => Buffer.from(personId, 'utf8').toString('base64url');

/** The challenge inside a response's clientDataJSON, or undefined when it is not readable. */
export function signedChallenge(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  const encoded = response.response?.clientDataJSON;
  if (typeof encoded !== 'string') return undefined;
  try {
    const client = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof client.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(client.challenge) ? client.challenge : undefined;
  } catch {
    return undefined;
  }
}
