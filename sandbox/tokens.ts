// Tokens and document ids. Whatever names a proposal, a payment or a document to the outside
// is 128 random bits (randomId); lead tokens and authorisation codes are HMACs under the data
// folder's random secret (secret.ts). Nothing is computable from the sequential ids.
import { createHmac, randomBytes } from 'node:crypto';

export interface Tokens {
  /** Hex token for (kind, id), `length` hex characters. */
  token(kind: string, id: number | string, length?: number): string;
  /** A string of `length` decimal digits for (kind, id). */
  digits(kind: string, id: number | string, length: number): string;
}

export function createTokens(secret: string): Tokens {
  const hmac = (kind: string, id: number | string) => createHmac('sha256', secret).update(`${kind}:${id}`).digest('hex');
  return {
    token: (kind, id, length = 32) => hmac(kind, id).slice(0, length),
    digits: (kind, id, length) => (BigInt('0x' + hmac(kind, id)) % 10n ** BigInt(length)).toString().padStart(length, '0'),
  };
}

/** 128 random bits as 32 hex characters: unguessable ids for proposals and documents. */
export function randomId(): string {
  return randomBytes(16).toString('hex');
}
