// The bell on every page: the signed-in person's notifications (a mention in a comment, with the
// words and a link to the conversation) and how many are unread; marking them read.
import { listNotifications, markRead, type NotificationRow, unreadCount } from '../comments/notifications.ts';
import { handleOf } from '../comments/mentions.ts';
import { getPerson } from '../store/people.ts';
import { requireCan } from './draftLogic.ts';
import { json, type Route, type RouteRequest } from './routeTable.ts';
import { reviewSchema } from './schemas.ts';
import type { Services } from './services.ts';

function view(s: Services, row: NotificationRow) {
  const actor = getPerson(s.store, row.actorId);
  return {
    id: row.id,
    kind: row.kind,
    by: actor ? handleOf(actor) : '',
    draftId: row.draftId,
    threadId: row.threadId,
    excerpt: row.excerpt,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
    link: `/rascunhos/${row.draftId}/revisao#conversa-${row.threadId}`,
  };
}

function answer(s: Services, { auth }: RouteRequest) {
  const id = auth.person.id;
  return json(200, { unread: unreadCount(s.store, id), notifications: listNotifications(s.store, id).map((row) => view(s, row)) });
}

export function notificationRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/notificacoes',
      summary: 'Seus avisos (menções em comentários) e quantos ainda não foram lidos',
      access: 'session',
      responses: { 200: reviewSchema('Notifications') },
      handler: (req) => {
        requireCan(req.auth.person, 'view');
        return answer(s, req);
      },
    },
    {
      method: 'post',
      path: '/api/notificacoes/lidas',
      summary: 'Marca seus avisos como lidos (estes, ou todos)',
      access: 'session',
      body: reviewSchema('MarkReadRequest'),
      responses: { 200: reviewSchema('Notifications') },
      handler: (req) => {
        requireCan(req.auth.person, 'view');
        markRead(s.store, req.auth.person.id, (req.body as { ids?: string[] }).ids);
        return answer(s, req);
      },
    },
  ];
}
