// The server's half of a sign-in in progress: a passkey ceremony's challenge, or an OIDC round
// trip's state, nonce and PKCE verifier. Stored under the hash of the key the browser holds (the
// challenge itself, or the OIDC flow cookie), short-lived, and taken once with a compare-and-set:
// a replayed response finds its row used, a late one finds it expired.
import { type Database, first, sqlRun, type StudioStore, transaction } from '../store/db.ts';
import { hashToken } from './tokens.ts';

export type ChallengeKind = 'passkey_register' | 'passkey_sign_in' | 'oidc';

// Its own table, created on first use: nothing else in the store reads it.
const TABLE = `CREATE TABLE IF NOT EXISTS sign_in_challenges (
  key_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  person_id TEXT,
  data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
)`;

/** Rows stay this long past their expiry, so a late answer is told "expired", not "unknown". */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

const ready = new WeakSet<Database>();

function table(store: StudioStore): Database {
  if (!ready.has(store.db)) {
    store.db.exec(TABLE);
    ready.add(store.db);
  }
  return store.db;
}

export interface NewChallenge {
  kind: ChallengeKind;
  /** What the browser will present back: the WebAuthn challenge, or the flow cookie's token. */
  key: string;
  /** The person it was issued to (a passkey registration), or null (a sign-in). */
  personId: string | null;
  /** What the server needs to finish (OIDC: state, nonce, verifier); never shown to the browser. */
  data?: Record<string, string>;
  ttlMs: number;
}

export function issueChallenge(store: StudioStore, challenge: NewChallenge): void {
  const db = table(store);
  const now = store.now();
  transaction(db, () => {
    sqlRun(db, 'DELETE FROM sign_in_challenges WHERE expires_at <= ?', [now - KEEP_EXPIRED_MS]);
    sqlRun(db, 'INSERT INTO sign_in_challenges (key_hash, kind, person_id, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
      hashToken(challenge.key),
      challenge.kind,
      challenge.personId,
      JSON.stringify(challenge.data ?? {}),
      now,
      now + challenge.ttlMs,
    ]);
  });
}

export type TakenChallenge = { ok: true; personId: string | null; data: Record<string, string> } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Takes a challenge for good. Only the first taker of a live, unused row of that kind gets ok. */
export function takeChallenge(store: StudioStore, kind: ChallengeKind, key: string): TakenChallenge {
  const db = table(store);
  const hash = hashToken(key);
  const now = store.now();
  const row = first(db, 'SELECT * FROM sign_in_challenges WHERE key_hash = ? AND kind = ?', [hash, kind]);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at !== null) return { ok: false, reason: 'used' };
  if (now >= Number(row.expires_at)) return { ok: false, reason: 'expired' };
  const { changes } = sqlRun(db, 'UPDATE sign_in_challenges SET used_at = ? WHERE key_hash = ? AND used_at IS NULL AND expires_at > ?', [now, hash, now]);
  if (changes !== 1) return { ok: false, reason: 'used' };
  return { ok: true, personId: row.person_id === null ? null : String(row.person_id), data: JSON.parse(String(row.data)) as Record<string, string> };
}
