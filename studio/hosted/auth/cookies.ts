// The session cookie. `__Host-` makes the browser refuse it unless it is Secure, has Path=/ and no
// Domain: no sibling subdomain can set or read it. HttpOnly keeps it from scripts; SameSite=Lax
// keeps it off cross-site POSTs (the server checks Origin on every unsafe request besides).
import { isTokenShaped } from './tokens.ts';

export const SESSION_COOKIE = '__Host-studio_session';

/** The Set-Cookie value for a new session. No Max-Age: the server's timeouts end it. */
export function sessionCookie(token: string): string {
  if (!isTokenShaped(token)) throw new Error('sessionCookie: not a session token');
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie value that removes it (sign-out). */
export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

/** The session token in a Cookie request header, if one is there and well formed. */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isTokenShaped(value)) return value;
  }
  return undefined;
}
