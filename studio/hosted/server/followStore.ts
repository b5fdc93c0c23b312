// Which drafts conflict with the published version, as last found (issue 25 item 3): after each
// publish the open drafts are merged with the new published head; a draft whose merge by key still
// conflicts is marked here at once, with the files, so the list shows its badge without merging
// every draft on every page load. The mark is cleared when the draft merges again.
import { first, sqlAll, sqlRun, type StudioStore } from '../store/db.ts';

const DDL = `
CREATE TABLE IF NOT EXISTS studio_draft_conflicts (
  draft_id TEXT PRIMARY KEY,
  published_head TEXT NOT NULL,
  files TEXT NOT NULL,
  found_at INTEGER NOT NULL
);`;

export interface ConflictMark {
  draftId: string;
  /** The published head the draft was found to conflict with. */
  publishedHead: string;
  files: string[];
  foundAt: number;
}

const ready = new WeakSet<StudioStore>();
function ensure(store: StudioStore): void {
  if (ready.has(store)) return;
  store.db.exec(DDL);
  ready.add(store);
}

export function markConflict(store: StudioStore, draftId: string, publishedHead: string, files: readonly string[]): void {
  ensure(store);
  sqlRun(store.db, 'INSERT OR REPLACE INTO studio_draft_conflicts (draft_id, published_head, files, found_at) VALUES (?, ?, ?, ?)', [
    draftId,
    publishedHead,
    JSON.stringify(files),
    store.now(),
  ]);
}

export function clearConflict(store: StudioStore, draftId: string): void {
  ensure(store);
  sqlRun(store.db, 'DELETE FROM studio_draft_conflicts WHERE draft_id = ?', [draftId]);
}

export function conflictMarks(store: StudioStore): ConflictMark[] {
  ensure(store);
  return sqlAll(store.db, 'SELECT * FROM studio_draft_conflicts ORDER BY found_at DESC').map((row) => ({
    draftId: String(row.draft_id),
    publishedHead: String(row.published_head),
    files: JSON.parse(String(row.files)) as string[],
    foundAt: Number(row.found_at),
  }));
}

export function conflictMark(store: StudioStore, draftId: string): ConflictMark | undefined {
  ensure(store);
  const row = first(store.db, 'SELECT * FROM studio_draft_conflicts WHERE draft_id = ?', [draftId]);
  return row && { draftId, publishedHead: String(row.published_head), files: JSON.parse(String(row.files)) as string[], foundAt: Number(row.found_at) };
}

/** A draft that caught up with the published version is measured from there on (its own changes, its review diff). */
export function setBaseHead(store: StudioStore, draftId: string, baseHead: string): void {
  sqlRun(store.db, 'UPDATE studio_drafts SET base_head = ? WHERE id = ?', [baseHead, draftId]);
}
