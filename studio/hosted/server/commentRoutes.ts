// Conversations where the change is (issue 25 item 4): threads on a draft, each anchored to a key
// of one of its files (a step's text, a partner's text), with replies, resolve and reopen. Every
// role may comment (a Leitor too). A comment's @mentions notify the people named, in the studio and
// by e-mail. Every comment, resolve and reopen is audited.
import { assertContentPath } from '../git/index.ts';
import { type Anchor, getThread, insertComment, insertThread, listThreads, setResolved, type ThreadRow } from '../comments/commentStore.ts';
import { keyExists } from '../comments/anchors.ts';
import { findMentions, handleOf } from '../comments/mentions.ts';
import { notifyMentions } from '../comments/notifications.ts';
import { type Person, ROLE_LABELS } from '../auth/roles.ts';
import { appendAudit } from '../store/audit.ts';
import { getPerson, listPeople } from '../store/people.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { reviewSchema } from './schemas.ts';
import type { Services } from './services.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function threadView(s: Services, thread: ThreadRow, people: readonly Person[]) {
  const who = (id: string) => {
    const person = getPerson(s.store, id);
    return { name: person ? handleOf(person) : '', email: person?.email ?? '' };
  };
  return {
    id: thread.id,
    anchor: thread.anchor,
    resolved: thread.resolvedAt !== null,
    resolvedBy: thread.resolvedBy && who(thread.resolvedBy).name,
    resolvedAt: iso(thread.resolvedAt),
    comments: thread.comments.map((comment) => ({
      id: comment.id,
      author: who(comment.authorId),
      body: comment.body,
      createdAt: iso(comment.createdAt),
      mentions: findMentions(comment.body, people).map(handleOf),
    })),
  };
}

export function commentRoutes(s: Services): Route[] {
  const base = '/api/rascunhos/:id/conversas';
  const threadAction = (path: string, summary: string, act: (req: RouteRequest, thread: ThreadRow) => void): Route => ({
    method: 'post',
    path: `${base}/:thread/${path}`,
    summary,
    access: 'session',
    ...(path === 'respostas' ? { body: reviewSchema('ReplyRequest') } : {}),
    responses: { 200: reviewSchema('ThreadAnswer') },
    handler: async (req) => {
      requireCan(req.auth.person, 'comment');
      const { record } = await loadDraft(s, req.params.id);
      const thread = getThread(s.store, record.id, req.params.thread);
      if (!thread) throw new HttpError(404, 'conversa_nao_encontrada', 'Esta conversa não existe neste rascunho.');
      act(req, thread);
      return json(200, { ok: true, thread: threadView(s, getThread(s.store, record.id, thread.id)!, listPeople(s.store)) });
    },
  });
  return [
    {
      method: 'get',
      path: base,
      summary: 'As conversas do rascunho, cada uma presa a um texto ou etapa',
      access: 'session',
      responses: { 200: reviewSchema('Threads') },
      handler: async ({ auth, params }) => {
        requireCan(auth.person, 'view');
        const { record } = await loadDraft(s, params.id);
        const people = listPeople(s.store);
        return json(200, { threads: listThreads(s.store, record.id).map((thread) => threadView(s, thread, people)) });
      },
    },
    {
      method: 'post',
      path: base,
      summary: 'Começa uma conversa num texto ou etapa do rascunho (quem for @mencionado é avisado)',
      access: 'session',
      body: reviewSchema('NewThreadRequest'),
      responses: { 201: reviewSchema('ThreadAnswer') },
      handler: (req) => startThread(s, req),
    },
    threadAction('respostas', 'Responde numa conversa (quem for @mencionado é avisado)', (req, thread) => reply(s, req, thread)),
    threadAction('resolver', 'Marca a conversa como resolvida', (req, thread) => resolve(s, req, thread, true)),
    threadAction('reabrir', 'Reabre uma conversa resolvida', (req, thread) => resolve(s, req, thread, false)),
    {
      method: 'get',
      path: '/api/mencionaveis',
      summary: 'Quem pode ser @mencionado num comentário (nome e como escrever)',
      access: 'session',
      responses: { 200: reviewSchema('Mentionable') },
      handler: ({ auth }) => {
        requireCan(auth.person, 'comment');
        const people = listPeople(s.store).filter((person) => !person.disabled);
        return json(200, { people: people.map((p) => ({ id: p.id, name: p.name, handle: handleOf(p), roleLabel: ROLE_LABELS[p.role] })) });
      },
    },
  ];
}

async function startThread(s: Services, { auth, params, body }: RouteRequest<{ anchor: Anchor; body: string }>) {
  requireCan(auth.person, 'comment');
  const draft = await loadDraft(s, params.id);
  assertContentPath(body.anchor.file);
  const file = await s.repo.readFile(draft.head, body.anchor.file);
  if (file === null || !keyExists(file.toString('utf8'), body.anchor.path)) {
    throw new HttpError(422, 'ancora_invalida', 'Este texto ou etapa não existe mais no rascunho: recarregue a página e comente de novo.');
  }
  const { threadId, commentId } = insertThread(s.store, draft.record.id, body.anchor, auth.person.id, body.body);
  afterComment(s, auth.person, { draftId: draft.record.id, threadId, commentId, body: body.body, anchor: body.anchor });
  const thread = getThread(s.store, draft.record.id, threadId)!;
  return json(201, { ok: true, thread: threadView(s, thread, listPeople(s.store)) });
}

function reply(s: Services, { auth, body }: RouteRequest, thread: ThreadRow) {
  const text = (body as { body: string }).body;
  const commentId = insertComment(s.store, thread.id, auth.person.id, text);
  afterComment(s, auth.person, { draftId: thread.draftId, threadId: thread.id, commentId, body: text, anchor: thread.anchor });
}

function resolve(s: Services, { auth }: RouteRequest, thread: ThreadRow, resolved: boolean) {
  if ((thread.resolvedAt !== null) === resolved) return;
  setResolved(s.store, thread.id, resolved ? auth.person.id : null);
  const action = resolved ? 'comment_resolved' : 'comment_reopened';
  appendAudit(s.store, { actor: auth.person.email, action, target: thread.draftId, details: { thread: thread.id } });
}

function afterComment(s: Services, by: Person, at: { draftId: string; threadId: string; commentId: string; body: string; anchor: Anchor }) {
  const mentioned = findMentions(at.body, listPeople(s.store)).filter((person) => person.id !== by.id);
  const details = { thread: at.threadId, comment: at.commentId, file: at.anchor.file, path: at.anchor.path, mentions: mentioned.map((p) => p.email) };
  appendAudit(s.store, { actor: by.email, action: 'comment', target: at.draftId, details });
  notifyMentions(s, by, mentioned, at);
}
