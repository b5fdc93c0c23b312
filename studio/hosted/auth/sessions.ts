// Server-side sessions: the browser holds a random token, the database its hash. A session ends
// when unused for the role's idle time, at the absolute limit, when revoked (at once: the next
// request finds no row) or when its person is disabled.
import { appendAudit } from '../store/audit.ts';
import { first, sqlRun, sqlAll, type Row, type StudioStore, transaction } from '../store/db.ts';
import { getPerson, newId } from '../store/people.ts';
import { Refusal } from '../store/refusal.ts';
import { LONGEST_IDLE_MS, SESSION_ABSOLUTE_MS, sessionIdleMs } from './config.ts';
import { sessionCookie } from './cookies.ts';
import { can, type Person } from './roles.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

export type SignInMethod = 'invite' | 'email_link' | 'passkey' | 'oidc';

/** What the "suas sessões" page shows. Never the token or its hash. */
export interface SessionInfo {
  id: string;
  personId: string;
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  /** The earlier of the idle and the absolute limit, as of the last use. */
  endsAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface Client {
  ip?: string | null;
  userAgent?: string | null;
}

export interface NewSession {
  /** For the cookie only; not stored. */
  token: string;
  /** The Set-Cookie header value. */
  cookie: string;
  session: SessionInfo;
}

function toInfo(row: Row, person: Pick<Person, 'role'>): SessionInfo {
  const lastSeen = Number(row.last_seen_at);
  return {
    id: String(row.id),
    personId: String(row.person_id),
    method: String(row.method) as SignInMethod,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    lastSeenAt: new Date(lastSeen).toISOString(),
    endsAt: new Date(Math.min(lastSeen + sessionIdleMs(person.role), Number(row.expires_at))).toISOString(),
    ip: row.ip === null ? null : String(row.ip),
    userAgent: row.user_agent === null ? null : String(row.user_agent),
  };
}

const TOUCH_EVERY_MS = 60 * 1000;

const clip = (text: string | null | undefined, max: number) => (text ? String(text).slice(0, max) : null);

/** Opens a session for a person who has just proved who they are. */
export function createSession(store: StudioStore, person: Person, method: SignInMethod, client: Client = {}): NewSession {
  const token = newToken();
  const now = store.now();
  const id = newId('s');
  transaction(store.db, () => {
    // Rows no request can use any more: past the absolute limit, or idle past the longest idle time.
    sqlRun(store.db, 'DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?', [now, now - LONGEST_IDLE_MS]);
    sqlRun(
      store.db,
      'INSERT INTO sessions (id, token_hash, person_id, method, created_at, last_seen_at, expires_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, hashToken(token), person.id, method, now, now, now + SESSION_ABSOLUTE_MS, clip(client.ip, 64), clip(client.userAgent, 300)],
    );
  });
  const row = first(store.db, 'SELECT * FROM sessions WHERE id = ?', [id])!;
  return { token, cookie: sessionCookie(token), session: toInfo(row, person) };
}

/**
 * The person behind a session token, or undefined when there is none any more; a live session is
 * touched (its idle time starts again, its last IP is kept for the sessions page).
 */
export function authenticate(store: StudioStore, token: string | undefined, client: Client = {}): { person: Person; session: SessionInfo } | undefined {
  if (!isTokenShaped(token)) return undefined;
  const row = first(store.db, 'SELECT * FROM sessions WHERE token_hash = ?', [hashToken(token)]);
  if (!row) return undefined;
  const person = getPerson(store, String(row.person_id));
  const now = store.now();
  const ended = !person || person.disabled || now >= Number(row.expires_at) || now - Number(row.last_seen_at) >= sessionIdleMs(person.role);
  if (ended) {
    sqlRun(store.db, 'DELETE FROM sessions WHERE id = ?', [row.id as string]);
    return undefined;
  }
  const ip = clip(client.ip, 64) ?? (row.ip as string | null);
  // One write a minute at most per session (each is a synced transaction): the idle time counts
  // from the last write, so a session may end up to a minute early, never late.
  if (now - Number(row.last_seen_at) < TOUCH_EVERY_MS && ip === row.ip) return { person, session: toInfo(row, person) };
  sqlRun(store.db, 'UPDATE sessions SET last_seen_at = ?, ip = ? WHERE id = ?', [now, ip, row.id as string]);
  return { person, session: toInfo({ ...row, last_seen_at: now, ip }, person) };
}

/** The person's open sessions, the most recently used first. */
export function listSessions(store: StudioStore, personId: string): SessionInfo[] {
  const person = getPerson(store, personId);
  if (!person) return [];
  const now = store.now();
  return sqlAll(store.db, 'SELECT * FROM sessions WHERE person_id = ? ORDER BY last_seen_at DESC', [personId])
    .map((row) => toInfo(row as Row, person))
    .filter((info) => Date.parse(info.endsAt) > now);
}

/** Ends one session at once. A person ends their own; an admin anyone's. False when there was none. */
export function revokeSession(store: StudioStore, sessionId: string, by: Person): boolean {
  return transaction(store.db, () => {
    const row = first(store.db, 'SELECT person_id FROM sessions WHERE id = ?', [sessionId]);
    if (!row) return false;
    if (row.person_id !== by.id && !can(by, 'people.manage')) throw new Refusal('forbidden', 'Você só pode encerrar as suas próprias sessões.');
    sqlRun(store.db, 'DELETE FROM sessions WHERE id = ?', [sessionId]);
    const owner = getPerson(store, String(row.person_id));
    appendAudit(store, { actor: by.email, action: 'session_revoked', target: owner?.email ?? null, details: { sessions: 1 } });
    return true;
  });
}

/** Sign-out: ends the session whose token the browser presented. */
export function signOut(store: StudioStore, token: string | undefined): boolean {
  if (!isTokenShaped(token)) return false;
  return transaction(store.db, () => {
    const row = first(store.db, 'SELECT s.id, p.email FROM sessions s JOIN people p ON p.id = s.person_id WHERE s.token_hash = ?', [hashToken(token)]);
    if (!row) return false;
    sqlRun(store.db, 'DELETE FROM sessions WHERE id = ?', [row.id as string]);
    appendAudit(store, { actor: String(row.email), action: 'sign_out', target: String(row.email) });
    return true;
  });
}

/**
 * Ends every session of a person ("sair de todos os aparelhos"), but the one named in `except`
 * (the one asking, on the sessions page). Returns how many ended. `by` null: the studio itself
 * (a person disabled).
 */
export function revokeAll(store: StudioStore, personId: string, by: Person | null, except?: string): number {
  return transaction(store.db, () => {
    if (by && by.id !== personId && !can(by, 'people.manage')) throw new Refusal('forbidden', 'Você só pode encerrar as suas próprias sessões.');
    const { changes } = sqlRun(store.db, 'DELETE FROM sessions WHERE person_id = ? AND id IS NOT ?', [personId, except ?? null]);
    if (changes > 0 && by) {
      appendAudit(store, { actor: by.email, action: 'session_revoked', target: getPerson(store, personId)?.email ?? null, details: { sessions: changes } });
    }
    return changes;
  });
}
