// Secrets handed to a browser (invite links, sign-in links, session cookies): 32 random bytes,
// base64url. Only their SHA-256 is stored, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 bytes in base64url are 43 characters of [A-Za-z0-9_-]: anything else is refused unhashed. */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
