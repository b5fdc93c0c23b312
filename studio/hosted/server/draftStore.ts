// The review state of each draft, beside the studio's other tables: who opened it, when, where it
// is in Rascunho → Em revisão → Alterações pedidas → Aprovado → Publicado, which head was approved
// and by whom. The draft's content lives in git (refs/heads/studio/<id>); this is only its workflow.
import { ensureScheduleTable } from '../schedule/scheduleStore.ts';
import { first, sqlAll, sqlRun, type Row, type StudioStore } from '../store/db.ts';

export const DRAFT_STATES = ['rascunho', 'em_revisao', 'alteracoes_pedidas', 'aprovado', 'publicado'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

export const STATE_LABELS: Record<DraftState, string> = {
  rascunho: 'Rascunho',
  em_revisao: 'Em revisão',
  alteracoes_pedidas: 'Alterações pedidas',
  aprovado: 'Aprovado',
  publicado: 'Publicado',
};

const DDL = `
CREATE TABLE IF NOT EXISTS studio_drafts (
  id TEXT PRIMARY KEY,
  author_id TEXT NOT NULL REFERENCES people(id),
  base_head TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('rascunho', 'em_revisao', 'alteracoes_pedidas', 'aprovado', 'publicado')),
  contributors TEXT NOT NULL DEFAULT '[]',
  approved_head TEXT,
  approved_by TEXT,
  approved_at INTEGER,
  comment TEXT,
  published_commit TEXT
);`;

export interface DraftRecord {
  id: string;
  authorId: string;
  /** The published head the draft started from (drafts are never rebased: the merge base). */
  baseHead: string;
  createdAt: number;
  updatedAt: number;
  state: DraftState;
  /** Everyone who saved in this draft (person ids): none of them may approve it. */
  contributors: string[];
  approval: { head: string; by: string; at: number } | null;
  comment: string | null;
  publishedCommit: string | null;
}

export function ensureDraftTable(store: StudioStore): void {
  store.db.exec(DDL);
  ensureScheduleTable(store);
}

function toRecord(row: Row): DraftRecord {
  return {
    id: String(row.id),
    authorId: String(row.author_id),
    baseHead: String(row.base_head),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    state: row.state as DraftState,
    contributors: JSON.parse(String(row.contributors)) as string[],
    approval: row.approved_head === null ? null : { head: String(row.approved_head), by: String(row.approved_by), at: Number(row.approved_at) },
    comment: row.comment === null ? null : String(row.comment),
    publishedCommit: row.published_commit === null ? null : String(row.published_commit),
  };
}

export function insertDraft(store: StudioStore, id: string, authorId: string, baseHead: string): DraftRecord {
  const now = store.now();
  const sql = "INSERT INTO studio_drafts (id, author_id, base_head, created_at, updated_at, state, contributors) VALUES (?, ?, ?, ?, ?, 'rascunho', ?)";
  sqlRun(store.db, sql, [id, authorId, baseHead, now, now, JSON.stringify([authorId])]);
  return getDraft(store, id)!;
}

export function getDraft(store: StudioStore, id: string): DraftRecord | undefined {
  const row = first(store.db, 'SELECT * FROM studio_drafts WHERE id = ?', [id]);
  return row && toRecord(row);
}

export function listDraftRecords(store: StudioStore): DraftRecord[] {
  return sqlAll(store.db, 'SELECT * FROM studio_drafts ORDER BY updated_at DESC').map(toRecord);
}

export interface DraftUpdate {
  state?: DraftState;
  contributors?: string[];
  /** null clears the approval. */
  approval?: { head: string; by: string } | null;
  comment?: string | null;
  publishedCommit?: string;
}

/**
 * Moves a draft, only if it is still in `from` (compare-and-set on the state: two reviewers
 * clicking at once, one wins). Returns false when the state had changed.
 */
export function updateDraft(store: StudioStore, id: string, from: readonly DraftState[], update: DraftUpdate): boolean {
  const current = getDraft(store, id);
  if (!current || !from.includes(current.state)) return false;
  const now = store.now();
  const approval = update.approval === undefined ? current.approval : update.approval && { ...update.approval, at: now };
  const { changes } = sqlRun(
    store.db,
    `UPDATE studio_drafts SET state = ?, contributors = ?, approved_head = ?, approved_by = ?, approved_at = ?, comment = ?,
       published_commit = ?, updated_at = ? WHERE id = ? AND state = ?`,
    [
      update.state ?? current.state,
      JSON.stringify(update.contributors ?? current.contributors),
      approval?.head ?? null,
      approval?.by ?? null,
      approval?.at ?? null,
      update.comment === undefined ? current.comment : update.comment,
      update.publishedCommit ?? current.publishedCommit,
      now,
      id,
      current.state,
    ],
  );
  return changes === 1;
}
