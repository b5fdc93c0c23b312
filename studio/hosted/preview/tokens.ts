// Preview links. The frame's opaque origin sends no cookie, so the link carries its own proof: a
// random token (stored only as its SHA-256), bound to one draft and to the person who asked, valid
// for PREVIEW_TOKEN_MINUTES, and void at once when that person is disabled or loses the right to
// view. A token for one draft opens no other.
import { can } from '../auth/roles.ts';
import { hashToken, isTokenShaped, newToken } from '../auth/tokens.ts';
import { first, sqlRun, type StudioStore } from '../store/db.ts';
import { getPerson } from '../store/people.ts';

export const PREVIEW_TOKEN_MINUTES = 30;

const DDL = `
CREATE TABLE IF NOT EXISTS studio_preview_tokens (
  token_hash TEXT PRIMARY KEY,
  draft_id TEXT NOT NULL,
  person_id TEXT NOT NULL REFERENCES people(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);`;

const ready = new WeakSet<StudioStore>();

function ensureTable(store: StudioStore): void {
  if (ready.has(store)) return;
  store.db.exec(DDL);
  ready.add(store);
}

export function issuePreviewToken(store: StudioStore, draftId: string, personId: string): { token: string; expiresAt: number } {
  ensureTable(store);
  const now = store.now();
  sqlRun(store.db, 'DELETE FROM studio_preview_tokens WHERE expires_at <= ?', [now]);
  const token = newToken();
  const expiresAt = now + PREVIEW_TOKEN_MINUTES * 60_000;
  sqlRun(store.db, 'INSERT INTO studio_preview_tokens (token_hash, draft_id, person_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
    hashToken(token),
    draftId,
    personId,
    now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/** True only for a live token of this very draft whose holder may still view drafts. */
export function previewTokenOpens(store: StudioStore, token: string, draftId: string): boolean {
  return liveDraftOf(store, token) === draftId;
}

/** True for a live token of any draft (the sandbox API every preview shares). */
export function previewTokenIsLive(store: StudioStore, token: string): boolean {
  return liveDraftOf(store, token) !== undefined;
}

function liveDraftOf(store: StudioStore, token: string): string | undefined {
  if (!isTokenShaped(token)) return undefined;
  ensureTable(store);
  const row = first(store.db, 'SELECT draft_id, person_id, expires_at FROM studio_preview_tokens WHERE token_hash = ?', [hashToken(token)]);
  if (!row || Number(row.expires_at) <= store.now()) return undefined;
  const person = getPerson(store, String(row.person_id));
  return person !== undefined && can(person, 'view') ? String(row.draft_id) : undefined;
}
