// What the studio knows of the live site (issue 25 item 8): the last check (when, which content
// commit the site said it was built from, or why the check failed) and, per published draft, when
// the live site first held its publish and the link to the chat at the etapa and partner it changed.
import { first, sqlAll, sqlRun, type StudioStore } from '../store/db.ts';

const DDL = `
CREATE TABLE IF NOT EXISTS studio_live_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at INTEGER NOT NULL,
  live_commit TEXT,
  problem TEXT
);
CREATE TABLE IF NOT EXISTS studio_live_drafts (
  draft_id TEXT PRIMARY KEY,
  publish_commit TEXT NOT NULL,
  live_commit TEXT NOT NULL,
  live_at INTEGER NOT NULL,
  link TEXT
);`;

const ready = new WeakSet<StudioStore>();

function tables(store: StudioStore): StudioStore {
  if (!ready.has(store)) {
    store.db.exec(DDL);
    ready.add(store);
  }
  return store;
}

export interface LiveCheck {
  checkedAt: number;
  liveCommit: string | null;
  problem: string | null;
}

export interface LiveDraftRow {
  draftId: string;
  publishCommit: string;
  liveCommit: string;
  liveAt: number;
  link: string | null;
}

export function recordCheck(store: StudioStore, check: LiveCheck): void {
  sqlRun(tables(store).db, 'INSERT OR REPLACE INTO studio_live_check (id, checked_at, live_commit, problem) VALUES (1, ?, ?, ?)', [
    check.checkedAt,
    check.liveCommit,
    check.problem,
  ]);
}

export function lastCheck(store: StudioStore): LiveCheck | null {
  const row = first(tables(store).db, 'SELECT * FROM studio_live_check WHERE id = 1');
  if (!row) return null;
  return {
    checkedAt: Number(row.checked_at),
    liveCommit: row.live_commit === null ? null : String(row.live_commit),
    problem: row.problem === null ? null : String(row.problem),
  };
}

/** Marks a draft live (the first time only: a later check does not move its date). */
export function markLive(store: StudioStore, row: LiveDraftRow): void {
  const sql = 'INSERT OR IGNORE INTO studio_live_drafts (draft_id, publish_commit, live_commit, live_at, link) VALUES (?, ?, ?, ?, ?)';
  sqlRun(tables(store).db, sql, [row.draftId, row.publishCommit, row.liveCommit, row.liveAt, row.link]);
}

export function liveDrafts(store: StudioStore): LiveDraftRow[] {
  return sqlAll(tables(store).db, 'SELECT * FROM studio_live_drafts ORDER BY live_at DESC').map((row) => ({
    draftId: String(row.draft_id),
    publishCommit: String(row.publish_commit),
    liveCommit: String(row.live_commit),
    liveAt: Number(row.live_at),
    link: row.link === null ? null : String(row.link),
  }));
}
