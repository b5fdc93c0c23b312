// Rows of the approvals and the reviewer groups (store/reviewSchema.ts). An approval names the
// draft head it saw: a later save makes a new head, so older approvals simply stop counting.
import { sqlAll, sqlRun, type StudioStore } from '../store/db.ts';

export function recordApproval(store: StudioStore, draftId: string, head: string, personId: string): void {
  sqlRun(store.db, 'INSERT OR IGNORE INTO draft_approvals (draft_id, head, person_id, at) VALUES (?, ?, ?, ?)', [draftId, head, personId, store.now()]);
}

/** Who approved this head of the draft, oldest first. */
export function approvalsOf(store: StudioStore, draftId: string, head: string): { personId: string; at: number }[] {
  return sqlAll(store.db, 'SELECT person_id, at FROM draft_approvals WHERE draft_id = ? AND head = ? ORDER BY at', [draftId, head]).map((row) => ({
    personId: String(row.person_id),
    at: Number(row.at),
  }));
}

/** Changes asked: every approval of the draft goes (the audit log keeps them). */
export function clearApprovals(store: StudioStore, draftId: string): void {
  sqlRun(store.db, 'DELETE FROM draft_approvals WHERE draft_id = ?', [draftId]);
}

export function groupsOf(store: StudioStore, personId: string): string[] {
  return sqlAll(store.db, 'SELECT group_name FROM review_groups WHERE person_id = ? ORDER BY group_name', [personId]).map((row) => String(row.group_name));
}

export function setGroups(store: StudioStore, personId: string, groups: readonly string[]): void {
  sqlRun(store.db, 'DELETE FROM review_groups WHERE person_id = ?', [personId]);
  for (const group of new Set(groups)) sqlRun(store.db, 'INSERT INTO review_groups (person_id, group_name) VALUES (?, ?)', [personId, group]);
}
