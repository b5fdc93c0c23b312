// The studio's notifications (the bell on every page): today one kind, a mention in a comment.
// Each also goes out as an e-mail through the outbox (SMTP when set, else printed to the log).
import { studioPublicUrl } from '../auth/config.ts';
import { sendInBackground } from '../auth/outbox.ts';
import type { Person } from '../auth/roles.ts';
import { first, sqlAll, sqlRun, type StudioStore } from '../store/db.ts';
import { newId } from '../store/people.ts';
import type { Services } from '../server/services.ts';
import { handleOf } from './mentions.ts';

export interface NotificationRow {
  id: string;
  kind: 'mention';
  actorId: string;
  draftId: string;
  threadId: string;
  excerpt: string;
  createdAt: number;
  readAt: number | null;
}

const excerptOf = (body: string) => (body.length > 200 ? `${body.slice(0, 199)}…` : body);

/** Notifies each mentioned person (never the writer) in the studio and by e-mail. */
export function notifyMentions(s: Services, by: Person, mentioned: readonly Person[], at: { draftId: string; threadId: string; body: string }): void {
  const link = `${studioPublicUrl(s.env)}/rascunhos/${at.draftId}/revisao#conversa-${at.threadId}`;
  for (const person of mentioned) {
    if (person.id === by.id) continue;
    const sql = 'INSERT INTO notifications (id, person_id, kind, actor_id, draft_id, thread_id, excerpt, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
    sqlRun(s.store.db, sql, [newId('n'), person.id, 'mention', by.id, at.draftId, at.threadId, excerptOf(at.body), s.store.now()]);
    sendInBackground(s.outbox, {
      to: person.email,
      subject: `${handleOf(by)} mencionou você num comentário do estúdio`,
      text: `${handleOf(by)} mencionou você num comentário do rascunho ${at.draftId}:\n\n“${excerptOf(at.body)}”\n\nAbra a conversa: ${link}\n`,
    });
  }
}

export function listNotifications(store: StudioStore, personId: string, limit = 50): NotificationRow[] {
  return sqlAll(store.db, 'SELECT * FROM notifications WHERE person_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?', [personId, limit]).map((row) => ({
    id: String(row.id),
    kind: 'mention',
    actorId: String(row.actor_id),
    draftId: String(row.draft_id),
    threadId: String(row.thread_id),
    excerpt: String(row.excerpt),
    createdAt: Number(row.created_at),
    readAt: row.read_at === null ? null : Number(row.read_at),
  }));
}

export function unreadCount(store: StudioStore, personId: string): number {
  return Number(first(store.db, 'SELECT count(*) AS n FROM notifications WHERE person_id = ? AND read_at IS NULL', [personId])?.n ?? 0);
}

/** Marks the person's notifications read (these ids, or all). */
export function markRead(store: StudioStore, personId: string, ids?: readonly string[]): void {
  if (!ids) {
    sqlRun(store.db, 'UPDATE notifications SET read_at = ? WHERE person_id = ? AND read_at IS NULL', [store.now(), personId]);
    return;
  }
  for (const id of ids)
    sqlRun(store.db, 'UPDATE notifications SET read_at = ? WHERE id = ? AND person_id = ? AND read_at IS NULL', [store.now(), id, personId]);
}
