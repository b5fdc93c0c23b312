// The hosted studio's tables. Times are milliseconds since the epoch (INTEGER), except the audit
// log's `at`, an ISO string, since it is hashed and exported as it is. Secrets (invite links,
// sign-in links, session tokens) are never stored: only their SHA-256, as hex.

import { REVIEW_SCHEMA } from './reviewSchema.ts';

/**
 * The steps from one database version (PRAGMA user_version) to the next: MIGRATIONS[n] brings a
 * folder at version n - 1 to version n. Version 1 is SCHEMA itself. migrate() in db.ts runs the
 * missing ones in order, in the opening transaction.
 */
export const MIGRATIONS: Record<number, string> = {
  2: REVIEW_SCHEMA,
};

export const STUDIO_DB_VERSION = Math.max(1, ...Object.keys(MIGRATIONS).map(Number));

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS people (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL CHECK (role IN ('leitor', 'editor', 'revisor', 'publicador', 'admin')),
  scope TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
-- How a person proves who they are. Today only kind 'email' (subject = the address) is written;
-- passkeys (subject = credential id, data = public key and counter) and OIDC (subject = issuer
-- and sub) are the next steps and add rows here, not columns to people.
CREATE TABLE IF NOT EXISTS identities (
  person_id TEXT NOT NULL REFERENCES people(id),
  kind TEXT NOT NULL CHECK (kind IN ('email', 'passkey', 'oidc')),
  subject TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (kind, subject)
);
CREATE INDEX IF NOT EXISTS identities_person ON identities (person_id);
CREATE TABLE IF NOT EXISTS invites (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT,
  role TEXT NOT NULL,
  scope TEXT,
  invited_by TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS invites_email ON invites (email);
CREATE TABLE IF NOT EXISTS sign_in_tokens (
  token_hash TEXT PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES people(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  person_id TEXT NOT NULL REFERENCES people(id),
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX IF NOT EXISTS sessions_person ON sessions (person_id);
CREATE TABLE IF NOT EXISTS rate_hits (bucket TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS rate_hits_bucket ON rate_hits (bucket, at);
CREATE TABLE IF NOT EXISTS audit (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT,
  action TEXT NOT NULL,
  target TEXT,
  details TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
-- Append-only: nothing in the application updates or deletes a row, and SQLite refuses it too.
-- Someone who edits the file itself gets past these; verifyChain() finds what they changed.
CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
BEGIN SELECT RAISE(ABORT, 'audit log is append-only: rows cannot be updated'); END;
CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
BEGIN SELECT RAISE(ABORT, 'audit log is append-only: rows cannot be deleted'); END;
`;
