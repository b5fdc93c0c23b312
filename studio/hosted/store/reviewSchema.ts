// Database version 2 (issue 25 items 4 and 5): comment threads anchored to a key of a draft's file,
// their comments, the notifications an @mention leaves, each approval of a draft head (a draft may
// need several: the approval rules), and the reviewer groups people belong to (the rules name them).
// No foreign key to studio_drafts: that table is made after the migrations (draftStore.ts).
export const REVIEW_SCHEMA = `
CREATE TABLE IF NOT EXISTS comment_threads (
  id TEXT PRIMARY KEY,
  draft_id TEXT NOT NULL,
  file TEXT NOT NULL,
  key_path TEXT NOT NULL,
  created_by TEXT NOT NULL REFERENCES people(id),
  created_at INTEGER NOT NULL,
  resolved_by TEXT REFERENCES people(id),
  resolved_at INTEGER
);
CREATE INDEX IF NOT EXISTS comment_threads_draft ON comment_threads (draft_id);
CREATE TABLE IF NOT EXISTS comments (
  id TEXT PRIMARY KEY,
  thread_id TEXT NOT NULL REFERENCES comment_threads(id),
  author_id TEXT NOT NULL REFERENCES people(id),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS comments_thread ON comments (thread_id, created_at);
CREATE TABLE IF NOT EXISTS notifications (
  id TEXT PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES people(id),
  kind TEXT NOT NULL CHECK (kind IN ('mention')),
  actor_id TEXT NOT NULL REFERENCES people(id),
  draft_id TEXT NOT NULL,
  thread_id TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX IF NOT EXISTS notifications_person ON notifications (person_id, created_at);
CREATE TABLE IF NOT EXISTS draft_approvals (
  draft_id TEXT NOT NULL,
  head TEXT NOT NULL,
  person_id TEXT NOT NULL REFERENCES people(id),
  at INTEGER NOT NULL,
  PRIMARY KEY (draft_id, head, person_id)
);
CREATE TABLE IF NOT EXISTS review_groups (
  person_id TEXT NOT NULL REFERENCES people(id),
  group_name TEXT NOT NULL,
  PRIMARY KEY (person_id, group_name)
);
`;
