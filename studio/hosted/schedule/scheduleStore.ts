// Scheduled publishes, in the studio's database so they survive a restart: one row per draft (a
// new schedule replaces the old). A row is "in force" while the draft is still Aprovado at the
// head it was scheduled with and that approval is not newer than the schedule (scheduleInForce):
// a save, a request for changes or a new approval voids it without anyone deleting it. A run that
// could not publish keeps the row with its reason, shown on the draft until the next schedule.
import { first, sqlAll, sqlRun, type Row, type StudioStore } from '../store/db.ts';

const DDL = `
CREATE TABLE IF NOT EXISTS studio_schedules (
  draft_id TEXT PRIMARY KEY,
  run_at INTEGER NOT NULL,
  approved_head TEXT NOT NULL,
  scheduled_by TEXT NOT NULL REFERENCES people(id),
  created_at INTEGER NOT NULL,
  failed_at INTEGER,
  failure TEXT
);
CREATE INDEX IF NOT EXISTS studio_schedules_due ON studio_schedules (run_at) WHERE failed_at IS NULL;`;

export interface Schedule {
  draftId: string;
  /** When to publish, milliseconds since the epoch. */
  runAt: number;
  /** The approved draft head the schedule was made for. */
  head: string;
  /** The person (a publisher) who scheduled it: the run publishes in their name. */
  by: string;
  createdAt: number;
  /** Set when the run could not publish: the reason in the editors' words. */
  failure: { at: number; reason: string } | null;
}

export function ensureScheduleTable(store: StudioStore): void {
  store.db.exec(DDL);
}

function toSchedule(row: Row): Schedule {
  return {
    draftId: String(row.draft_id),
    runAt: Number(row.run_at),
    head: String(row.approved_head),
    by: String(row.scheduled_by),
    createdAt: Number(row.created_at),
    failure: row.failed_at === null ? null : { at: Number(row.failed_at), reason: String(row.failure) },
  };
}

export function putSchedule(store: StudioStore, schedule: { draftId: string; runAt: number; head: string; by: string }): Schedule {
  const sql = `INSERT OR REPLACE INTO studio_schedules (draft_id, run_at, approved_head, scheduled_by, created_at, failed_at, failure)
    VALUES (?, ?, ?, ?, ?, NULL, NULL)`;
  sqlRun(store.db, sql, [schedule.draftId, schedule.runAt, schedule.head, schedule.by, store.now()]);
  return getSchedule(store, schedule.draftId)!;
}

export function getSchedule(store: StudioStore, draftId: string): Schedule | undefined {
  const row = first(store.db, 'SELECT * FROM studio_schedules WHERE draft_id = ?', [draftId]);
  return row && toSchedule(row);
}

/** Pending schedules whose time has come, oldest first. */
export function dueSchedules(store: StudioStore, now: number): Schedule[] {
  return sqlAll(store.db, 'SELECT * FROM studio_schedules WHERE failed_at IS NULL AND run_at <= ? ORDER BY run_at', [now]).map(toSchedule);
}

/** The next pending time, to know how long the loop may sleep. */
export function nextRunAt(store: StudioStore): number | null {
  const row = first(store.db, 'SELECT MIN(run_at) AS next FROM studio_schedules WHERE failed_at IS NULL');
  return row?.next === null || row?.next === undefined ? null : Number(row.next);
}

export function markFailed(store: StudioStore, draftId: string, reason: string): void {
  sqlRun(store.db, 'UPDATE studio_schedules SET failed_at = ?, failure = ? WHERE draft_id = ?', [store.now(), reason, draftId]);
}

/** Removes the draft's schedule (cancelled, published, dismissed); true when there was one pending. */
export function deleteSchedule(store: StudioStore, draftId: string): boolean {
  const pending = getSchedule(store, draftId)?.failure === null;
  sqlRun(store.db, 'DELETE FROM studio_schedules WHERE draft_id = ?', [draftId]);
  return pending;
}

/** Whether a pending schedule still stands for the draft as it is now (see the header). */
export function scheduleInForce(schedule: Schedule | undefined, draft: { state: string; approval: { head: string; at: number } | null }): boolean {
  if (!schedule || schedule.failure) return false;
  const approval = draft.approval;
  return draft.state === 'aprovado' && approval !== null && approval.head === schedule.head && approval.at <= schedule.createdAt;
}
