// Presence and soft locks per step (issue 25 item 6): a page tab tells which step it is on and
// sends heartbeats while its editor is in use (POST), and follows who else is on the draft's steps
// over server-sent events (GET …/presenca/eventos, hono/streaming). The state is the presence hub's
// (../presence/hub.ts); nothing here blocks a save: the save's head check stays the real guard.
import { streamSSE } from 'hono/streaming';
import { type PresenceAction, presenceHub } from '../presence/hub.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { json, type Route, type RouteRequest } from './routeTable.ts';
import { presenceSchema } from './schemas.ts';
import type { Services } from './services.ts';

/** A comment on the stream this often: proxies keep it open, and idle tabs are swept. */
const KEEPALIVE_MS = 25_000;

export function presenceRoutes(s: Services): Route[] {
  return [
    {
      method: 'post',
      path: '/api/rascunhos/:id/presenca',
      summary: 'Abre, mantém, assume ou deixa uma etapa do rascunho (quem mais está nela; a edição de outra pessoa pode ser assumida)',
      access: 'session',
      body: presenceSchema('PresenceRequest'),
      responses: { 200: presenceSchema('PresenceAnswer') },
      handler: (req) => act(s, req),
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id/presenca/eventos',
      summary: 'Quem está em cada etapa do rascunho, ao vivo (server-sent events: presenca, assumido)',
      access: 'session',
      query: presenceSchema('PresenceStreamQuery'),
      responses: { 200: presenceSchema('PresenceEvent') },
      produces: 'text/event-stream',
      handler: (req) => follow(s, req),
    },
  ];
}

async function act(s: Services, { auth, params, body }: RouteRequest<{ aba: string; etapa: string; acao: PresenceAction }>) {
  requireCan(auth.person, 'view');
  const { record } = await loadDraft(s, params.id);
  const { id, name, email } = auth.person;
  const tab = { sessionId: auth.session.id, aba: body.aba };
  // A reader (or a published draft) never holds the editing: it is only seen.
  const canEdit = auth.person.role !== 'leitor' && record.state !== 'publicado';
  const action = !canEdit && body.acao !== 'sair' ? 'somente-leitura' : body.acao;
  return json(200, { ok: true, ...presenceHub(s.store).act(record.id, tab, { id, name, email }, body.etapa, action) });
}

async function follow(s: Services, { auth, params, query, c }: RouteRequest<unknown, { aba: string }>) {
  requireCan(auth.person, 'view');
  const { record } = await loadDraft(s, params.id);
  const hub = presenceHub(s.store);
  const tab = { sessionId: auth.session.id, aba: query.aba };
  const response = streamSSE(c, async (stream) => {
    const stop = hub.listen(
      record.id,
      tab,
      (event, data) => {
        void stream.writeSSE({ event, data: JSON.stringify(data) });
      },
      auth.person,
    );
    const keepalive = setInterval(() => {
      hub.sweep();
      void stream.write(': ainda aqui\n\n');
    }, KEEPALIVE_MS);
    await new Promise<void>((resolve) => stream.onAbort(resolve));
    clearInterval(keepalive);
    stop();
  });
  return { status: 200, response };
}
