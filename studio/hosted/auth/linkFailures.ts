// A link (invite or sign-in) that does not work: counted per IP, so nobody tries tokens in bulk,
// written to the audit log, and answered with one message whatever the cause.
import { appendAudit } from '../store/audit.ts';
import type { StudioStore } from '../store/db.ts';
import { checkRoom, recordHit } from '../store/rateLimit.ts';
import { Refusal } from '../store/refusal.ts';
import { FAILED_LINKS } from './config.ts';
import type { SignInMethod } from './sessions.ts';

/** "12 minutos", "1 minuto", "40 segundos": how long to wait, as a person reads it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

const failureRule = (ip: string | null | undefined) => ({ bucket: `fail:ip:${ip ?? '-'}`, limit: FAILED_LINKS.perIp, windowMs: FAILED_LINKS.windowMs });

/** Refuses at once an IP that presented too many bad links lately. */
export function guardLinkFailures(store: StudioStore, ip: string | null | undefined): void {
  const room = checkRoom(store, failureRule(ip));
  if (!room.ok) {
    throw new Refusal(
      'rate_limited',
      `Muitas tentativas com links inválidos a partir desta rede. Tente de novo em ${waitText(room.retryAfterSeconds)}.`,
      room.retryAfterSeconds,
    );
  }
}

export interface LinkFailure {
  method: SignInMethod;
  /** Why, for the admins (unknown, used, expired, disabled…); the person reads `message` only. */
  reason: string;
  /** The address the link was for, when the token matched one. */
  target: string | null;
  ip: string | null | undefined;
  message: string;
}

/** Counts, records and refuses. Call it outside the failed transaction, so the record stays. */
export function refuseLink(store: StudioStore, failure: LinkFailure): never {
  recordHit(store, failureRule(failure.ip).bucket);
  appendAudit(store, {
    actor: null,
    action: 'sign_in_failed',
    target: failure.target,
    details: { method: failure.method, reason: failure.reason, ip: failure.ip ?? null },
  });
  throw new Refusal('invalid_link', failure.message);
}
