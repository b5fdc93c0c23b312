// Ids come from counters and tokens are HMACs of those ids: the same sequence of calls always
// yields the same answers (tests rely on it), yet tokens are not guessable from the ids alone
// without the secret.
import { createHmac } from 'node:crypto';

const SECRET = process.env.SANDBOX_SECRET ?? 'consorcio-sandbox';

/** Hex token for (kind, id), `length` hex characters. */
export function token(kind: string, id: number | string, length = 32): string {
  return createHmac('sha256', SECRET).update(`${kind}:${id}`).digest('hex').slice(0, length);
}

/** A deterministic string of `length` decimal digits for (kind, id). */
export function digits(kind: string, id: number | string, length: number): string {
  const hex = createHmac('sha256', SECRET).update(`${kind}:${id}`).digest('hex');
  return (BigInt('0x' + hex) % 10n ** BigInt(length)).toString().padStart(length, '0');
}
