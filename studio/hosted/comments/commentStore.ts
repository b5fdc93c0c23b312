// Comment threads on a draft, each anchored to a key of one of its files (a step, a text), and
// their comments, in SQLite (store/reviewSchema.ts). Rows only: who may write, the anchors'
// checks, mentions and the audit log are the routes' (server/commentRoutes.ts).
import { first, sqlAll, sqlRun, type StudioStore, transaction } from '../store/db.ts';
import { newId } from '../store/people.ts';

export interface Anchor {
  file: string;
  /** Key path inside the file, e.g. ['steps', 'greet', 'say'] or ['texts', 'greet']. */
  path: string[];
}

export interface CommentRow {
  id: string;
  authorId: string;
  body: string;
  createdAt: number;
}

export interface ThreadRow {
  id: string;
  draftId: string;
  anchor: Anchor;
  createdBy: string;
  createdAt: number;
  resolvedBy: string | null;
  resolvedAt: number | null;
  comments: CommentRow[];
}

function commentsOf(store: StudioStore, threadId: string): CommentRow[] {
  return sqlAll(store.db, 'SELECT * FROM comments WHERE thread_id = ? ORDER BY created_at, rowid', [threadId]).map((row) => ({
    id: String(row.id),
    authorId: String(row.author_id),
    body: String(row.body),
    createdAt: Number(row.created_at),
  }));
}

function toThread(store: StudioStore, row: Record<string, unknown>): ThreadRow {
  return {
    id: String(row.id),
    draftId: String(row.draft_id),
    anchor: { file: String(row.file), path: JSON.parse(String(row.key_path)) as string[] },
    createdBy: String(row.created_by),
    createdAt: Number(row.created_at),
    resolvedBy: row.resolved_by === null ? null : String(row.resolved_by),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
    comments: commentsOf(store, String(row.id)),
  };
}

export function listThreads(store: StudioStore, draftId: string): ThreadRow[] {
  return sqlAll(store.db, 'SELECT * FROM comment_threads WHERE draft_id = ? ORDER BY created_at, rowid', [draftId]).map((row) => toThread(store, row));
}

export function getThread(store: StudioStore, draftId: string, threadId: string): ThreadRow | undefined {
  const row = first(store.db, 'SELECT * FROM comment_threads WHERE id = ? AND draft_id = ?', [threadId, draftId]);
  return row && toThread(store, row);
}

/** A new thread with its first comment; returns the thread and the comment's id. */
export function insertThread(store: StudioStore, draftId: string, anchor: Anchor, authorId: string, body: string): { threadId: string; commentId: string } {
  return transaction(store.db, () => {
    const threadId = newId('t');
    const sql = 'INSERT INTO comment_threads (id, draft_id, file, key_path, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)';
    sqlRun(store.db, sql, [threadId, draftId, anchor.file, JSON.stringify(anchor.path), authorId, store.now()]);
    return { threadId, commentId: insertComment(store, threadId, authorId, body) };
  });
}

export function insertComment(store: StudioStore, threadId: string, authorId: string, body: string): string {
  const id = newId('c');
  sqlRun(store.db, 'INSERT INTO comments (id, thread_id, author_id, body, created_at) VALUES (?, ?, ?, ?, ?)', [id, threadId, authorId, body, store.now()]);
  return id;
}

/** Resolves (by someone) or reopens (null) a thread. */
export function setResolved(store: StudioStore, threadId: string, by: string | null): void {
  sqlRun(store.db, 'UPDATE comment_threads SET resolved_by = ?, resolved_at = ? WHERE id = ?', [by, by === null ? null : store.now(), threadId]);
}
