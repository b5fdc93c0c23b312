// Sliding-window rate limits kept in the database, so a restart does not reset them. A bucket
// names what is counted ("link:ip:203.0.113.9"); keys that hold an address are hashed by the caller.
import { first, sqlRun, type StudioStore, transaction } from './db.ts';

export interface RateRule {
  bucket: string;
  /** Hits allowed inside the window. */
  limit: number;
  windowMs: number;
}

export type RateCheck = { ok: true } | { ok: false; rule: RateRule; retryAfterSeconds: number };

/** No window is longer than this: rows older than it are dropped whatever their bucket. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Takes one hit in every bucket if all of them have room, else none: the first full bucket and
 * how long until its oldest hit leaves the window. A refused request is not counted, so someone
 * who keeps trying is let in again once the window has moved on.
 */
export function takeHit(store: StudioStore, rules: readonly RateRule[]): RateCheck {
  return transaction(store.db, () => {
    const now = store.now();
    sqlRun(store.db, 'DELETE FROM rate_hits WHERE at <= ?', [now - LONGEST_WINDOW_MS]);
    for (const rule of rules) {
      const check = checkRoom(store, rule);
      if (!check.ok) return check;
    }
    for (const rule of rules) sqlRun(store.db, 'INSERT INTO rate_hits (bucket, at) VALUES (?, ?)', [rule.bucket, now]);
    return { ok: true };
  });
}

/** Whether a bucket has room now, without taking a hit; when full, until when. */
export function checkRoom(store: StudioStore, rule: RateRule): RateCheck {
  const now = store.now();
  const since = now - rule.windowMs;
  const count = Number(first(store.db, 'SELECT count(*) AS n FROM rate_hits WHERE bucket = ? AND at > ?', [rule.bucket, since])?.n ?? 0);
  if (count < rule.limit) return { ok: true };
  // Room comes back when enough of the oldest hits have left the window to go under the limit.
  const freeing = first(store.db, 'SELECT at FROM rate_hits WHERE bucket = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?', [
    rule.bucket,
    since,
    count - rule.limit,
  ]);
  const leavesAt = Number(freeing?.at ?? now) + rule.windowMs;
  return { ok: false, rule, retryAfterSeconds: Math.max(1, Math.ceil((leavesAt - now) / 1000)) };
}

/** Counts one hit whatever the bucket holds (a failure already happened: it is counted). */
export function recordHit(store: StudioStore, bucket: string): void {
  sqlRun(store.db, 'INSERT INTO rate_hits (bucket, at) VALUES (?, ?)', [bucket, store.now()]);
}
