// A passkey or OIDC sign-in that did not work: counted per IP (as bad links are), written to the
// audit log with its reason for the admins, and refused with what the person can do about it.
import { type AuditAction, appendAudit } from '../store/audit.ts';
import type { StudioStore } from '../store/db.ts';
import { checkRoom, type RateRule, recordHit, takeHit } from '../store/rateLimit.ts';
import { Refusal, type RefusalCode } from '../store/refusal.ts';
import { FAILED_LINKS, LINK_REQUESTS } from './config.ts';
import { waitText } from './linkFailures.ts';
import type { SignInMethod } from './sessions.ts';

const failureRule = (ip: string | null | undefined): RateRule => ({
  bucket: `fail:signin:ip:${ip ?? '-'}`,
  limit: FAILED_LINKS.perIp,
  windowMs: FAILED_LINKS.windowMs,
});

/** Refuses at once an IP with too many failed passkey or OIDC sign-ins lately. */
export function guardSignInFailures(store: StudioStore, ip: string | null | undefined): void {
  const room = checkRoom(store, failureRule(ip));
  if (!room.ok) {
    const wait = waitText(room.retryAfterSeconds);
    throw new Refusal('rate_limited', `Muitas tentativas de entrada sem sucesso a partir desta rede. Tente de novo em ${wait}.`, room.retryAfterSeconds);
  }
}

/**
 * Starting a ceremony (passkey options, the OIDC redirect) is limited per IP like asking for an
 * e-mail link, and per person when someone signed in asks (registering a passkey).
 */
export function takeStartHit(store: StudioStore, what: string, key: string): void {
  const rule = { bucket: `${what}:${key}`, limit: LINK_REQUESTS.perIp, windowMs: LINK_REQUESTS.windowMs };
  const room = takeHit(store, [rule]);
  if (!room.ok) {
    throw new Refusal(
      'rate_limited',
      `Muitas tentativas de entrada em pouco tempo. Tente de novo em ${waitText(room.retryAfterSeconds)}.`,
      room.retryAfterSeconds,
    );
  }
}

export interface SignInFailure {
  method: SignInMethod;
  /** Why, for the admins (expired, used, unknown_credential, bad_state, unknown_address…). */
  reason: string;
  /** The person's address when it is known. */
  target: string | null;
  ip: string | null | undefined;
  code: RefusalCode;
  /** What the person reads. */
  message: string;
  /** Default sign_in_failed; a failed passkey registration is passkey_add_failed. */
  action?: AuditAction;
  actor?: string | null;
  details?: Record<string, unknown>;
}

/** Counts, records and refuses. Call it outside any transaction that will roll back, so the record stays. */
export function refuseSignIn(store: StudioStore, failure: SignInFailure): never {
  recordHit(store, failureRule(failure.ip).bucket);
  appendAudit(store, {
    actor: failure.actor ?? null,
    action: failure.action ?? 'sign_in_failed',
    target: failure.target,
    details: { method: failure.method, reason: failure.reason, ip: failure.ip ?? null, ...failure.details },
  });
  throw new Refusal(failure.code, failure.message);
}
