// Idempotency keys of card payments: the first answer is kept, so a client retrying after a
// lost response gets what actually happened instead of a second charge or a 409.
import { prepared, type Database } from '../db.ts';

export interface StoredAnswer {
  proposalId: number;
  status: number;
  body: unknown;
}

export function storedAnswer(db: Database, key: string): StoredAnswer | undefined {
  const [row] = prepared(db, 'SELECT proposal_id, status, body FROM idempotency_keys WHERE key = ?').all([key]);
  return row ? { proposalId: Number(row.proposal_id), status: Number(row.status), body: JSON.parse(String(row.body)) } : undefined;
}

export function storeAnswer(db: Database, key: string, answer: StoredAnswer): void {
  prepared(db, 'INSERT INTO idempotency_keys (key, proposal_id, status, body, created_at) VALUES (?, ?, ?, ?, ?)').run([
    key,
    answer.proposalId,
    answer.status,
    JSON.stringify(answer.body),
    new Date().toISOString(),
  ]);
}
