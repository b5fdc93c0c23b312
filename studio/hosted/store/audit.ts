// The audit log: append-only (SQLite triggers refuse UPDATE and DELETE), each row holding the hash
// of the one before, so an edit of the file itself shows: verifyChain() names the first row that
// no longer adds up. What it cannot see is the newest rows cut off the end; keep the last hash
// elsewhere (the backups, a daily export) to check that too.
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';
import { first, sqlRun, sqlAll, type Row, type StudioStore, transaction } from './db.ts';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_link'
  | 'sign_out'
  | 'session_revoked'
  | 'passkey_added'
  | 'passkey_add_failed'
  | 'passkey_removed'
  | 'invite'
  | 'role_change'
  | 'person_disabled'
  | 'person_enabled'
  | 'save'
  | 'submit'
  | 'approve'
  | 'request_changes'
  | 'publish'
  | 'schedule'
  | 'schedule_cancel'
  | 'schedule_failed'
  | 'schedule_dismissed'
  | 'revert'
  | 'restore'
  | 'export'
  | 'import'
  | 'comment'
  | 'comment_resolved'
  | 'comment_reopened'
  | 'review_groups';

export interface AuditEntry {
  seq: number;
  /** ISO date. */
  at: string;
  /** Who did it: a person's e-mail, "linha-de-comando" for the invite command, null when nobody signed in. */
  actor: string | null;
  action: AuditAction;
  /** What it was done to: an e-mail, a draft, a commit… */
  target: string | null;
  details: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** The hash a row must carry: SHA-256 of the previous row's hash and the row's canonical JSON. */
export function auditHash(prevHash: string, row: Omit<AuditEntry, 'prevHash' | 'hash'>): string {
  const { seq, at, actor, action, target, details } = row;
  return createHash('sha256')
    .update(prevHash + canonicalJson({ seq, at, actor, action, target, details }))
    .digest('hex');
}

export interface AuditInput {
  actor: string | null;
  action: AuditAction;
  target?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one row (in the caller's transaction if there is one, so the row and the change it records land together). */
export function appendAudit(store: StudioStore, input: AuditInput): AuditEntry {
  return transaction(store.db, () => {
    const last = first(store.db, 'SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1');
    // Through JSON once: what is hashed now is exactly what a later read parses back.
    const details = JSON.parse(canonicalJson(input.details ?? {})) as Record<string, unknown>;
    const entry = {
      seq: last ? Number(last.seq) + 1 : 1,
      at: new Date(store.now()).toISOString(),
      actor: input.actor,
      action: input.action,
      target: input.target ?? null,
      details,
    };
    const prevHash = last ? String(last.hash) : GENESIS_HASH;
    const hash = auditHash(prevHash, entry);
    sqlRun(store.db, 'INSERT INTO audit (seq, at, actor, action, target, details, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      entry.seq,
      entry.at,
      entry.actor,
      entry.action,
      entry.target,
      canonicalJson(details),
      prevHash,
      hash,
    ]);
    return { ...entry, prevHash, hash };
  });
}

function toEntry(row: Row): AuditEntry {
  return {
    seq: Number(row.seq),
    at: String(row.at),
    actor: row.actor === null ? null : String(row.actor),
    action: String(row.action) as AuditAction,
    target: row.target === null ? null : String(row.target),
    details: JSON.parse(String(row.details)) as Record<string, unknown>,
    prevHash: String(row.prev_hash),
    hash: String(row.hash),
  };
}

/** Rows after `afterSeq`, oldest first, at most `limit`: the admins' page reads it a page at a time. */
export function listAudit(store: StudioStore, options: { afterSeq?: number; limit?: number } = {}): AuditEntry[] {
  const rows = sqlAll(store.db, 'SELECT * FROM audit WHERE seq > ? ORDER BY seq LIMIT ?', [options.afterSeq ?? 0, options.limit ?? 500]);
  return rows.map((row) => toEntry(row as Row));
}

export type ChainCheck =
  | { ok: true; rows: number; lastHash: string }
  | { ok: false; seq: number; reason: 'missing' | 'prev_hash' | 'unreadable' | 'hash'; message: string };

const REASONS = {
  missing: 'falta a linha (apagada)',
  prev_hash: 'não aponta para a linha anterior',
  unreadable: 'os detalhes não são JSON legível',
  hash: 'o conteúdo foi alterado depois de gravado',
} as const;

/** Walks the whole log, a page at a time, and stops at the first row that does not add up. */
export function verifyChain(store: StudioStore): ChainCheck {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const rows = sqlAll(store.db, 'SELECT * FROM audit WHERE seq >= ? ORDER BY seq LIMIT 1000', [expectedSeq]) as Row[];
    if (rows.length === 0) return { ok: true, rows: expectedSeq - 1, lastHash: prevHash };
    for (const row of rows) {
      const broken = checkRow(row, expectedSeq, prevHash);
      if (broken) return { ok: false, seq: expectedSeq, reason: broken, message: `Registro de auditoria nº ${expectedSeq}: ${REASONS[broken]}.` };
      prevHash = String(row.hash);
      expectedSeq++;
    }
  }
}

function checkRow(row: Row, expectedSeq: number, prevHash: string): keyof typeof REASONS | undefined {
  if (Number(row.seq) !== expectedSeq) return 'missing';
  if (String(row.prev_hash) !== prevHash) return 'prev_hash';
  let entry: AuditEntry;
  try {
    entry = toEntry(row);
  } catch {
    return 'unreadable';
  }
  return auditHash(prevHash, entry) === entry.hash ? undefined : 'hash';
}
