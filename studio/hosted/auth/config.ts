// How long each secret lives, and where the links a person receives point to.
import type { Role } from './roles.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const INVITE_TTL_MS = 7 * DAY;
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE;

/** A session ends this long after it was opened, however busy. */
export const SESSION_ABSOLUTE_MS = 7 * DAY;

/** A session ends after this long unused: short for those who can publish or change people. */
export function sessionIdleMs(role: Role): number {
  return role === 'publicador' || role === 'admin' ? 30 * MINUTE : LONGEST_IDLE_MS;
}

/** The longest idle time of any role: a session unused this long has ended whatever its role. */
export const LONGEST_IDLE_MS = 8 * HOUR;

/** Sign-in link requests: per address (whether or not it is known) and per IP, in a 15-minute window. */
export const LINK_REQUESTS = { perAddress: 5, perIp: 20, windowMs: 15 * MINUTE };

/** Links and invites presented that were not valid, per IP, before the IP has to wait. */
export const FAILED_LINKS = { perIp: 20, windowMs: 15 * MINUTE };

/**
 * STUDIO_PUBLIC_URL without a trailing slash: what a person's browser opens. The default is
 * `localhost` on STUDIO_PORT, not `127.0.0.1`: browsers refuse passkeys on an IP address, and
 * localhost is as much a secure context (the `__Host-` cookie) and reaches the same loopback server.
 */
export function studioPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.STUDIO_PUBLIC_URL || `http://localhost:${env.STUDIO_PORT || 5180}`).replace(/\/+$/, '');
}

// The token travels in the fragment: a browser never sends it to a server in the request line,
// a proxy's log or a Referer; the page reads it and posts it.

export function inviteUrl(token: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${studioPublicUrl(env)}/entrar/convite#${token}`;
}

export function signInUrl(token: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${studioPublicUrl(env)}/entrar/link#${token}`;
}
