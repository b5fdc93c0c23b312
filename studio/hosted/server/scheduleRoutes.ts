// Scheduled publishing (issue 25 item 7): a publisher schedules an approved draft for a date and
// hour in Brasília time (the draft shows "Agendado"), or cancels it (back to "Aprovado"). The run
// at that hour is the scheduler's (../schedule/scheduler.ts); a later save voids the schedule with
// the approval (draftRoutes.ts' recordSave).
import { brasiliaToInstant } from '../schedule/brasilia.ts';
import { deleteSchedule, getSchedule, putSchedule, scheduleInForce } from '../schedule/scheduleStore.ts';
import { appendAudit } from '../store/audit.ts';
import { draftChanges, draftView, loadDraft, requireCan } from './draftLogic.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { response, scheduleSchema } from './schemas.ts';
import type { Services } from './services.ts';

export function scheduleRoutes(s: Services): Route[] {
  return [
    {
      method: 'post',
      path: '/api/rascunhos/:id/agendamento',
      summary: 'Agenda a publicação de um rascunho aprovado para uma data e hora (horário de Brasília)',
      access: 'session',
      body: scheduleSchema('ScheduleRequest'),
      responses: { 200: response('DraftAnswer') },
      handler: (req) => schedule(s, req),
    },
    {
      method: 'delete',
      path: '/api/rascunhos/:id/agendamento',
      summary: 'Cancela a publicação agendada: o rascunho volta a "Aprovado"',
      access: 'session',
      responses: { 200: response('DraftAnswer') },
      handler: (req) => cancel(s, req),
    },
  ];
}

async function schedule(s: Services, { auth, params, body }: RouteRequest<{ quando: string; head: string }>) {
  const draft = await loadDraft(s, params.id);
  requireCan(auth.person, 'publish', await draftChanges(s, draft));
  const { record } = draft;
  if (record.state !== 'aprovado' || record.approval?.head !== draft.head) {
    throw new HttpError(409, 'sem_aprovacao_valida', 'Só um rascunho aprovado, na versão aprovada, pode ser agendado.', { state: record.state });
  }
  if (body.head !== draft.head) {
    throw new HttpError(409, 'versao_desatualizada', 'O rascunho mudou depois que você o abriu: recarregue a página.', { currentHead: draft.head });
  }
  const runAt = brasiliaToInstant(body.quando);
  if (runAt === null) throw new HttpError(400, 'data_invalida', 'Essa data ou hora não existe no horário de Brasília.');
  if (runAt <= s.store.now()) throw new HttpError(422, 'data_no_passado', 'Escolha uma data e hora no futuro.');
  putSchedule(s.store, { draftId: record.id, runAt, head: draft.head, by: auth.person.id });
  appendAudit(s.store, { actor: auth.person.email, action: 'schedule', target: record.id, details: { commit: draft.head, at: new Date(runAt).toISOString() } });
  return json(200, { ok: true, draft: draftView(s, record, draft.head) });
}

async function cancel(s: Services, { auth, params }: RouteRequest) {
  const draft = await loadDraft(s, params.id);
  requireCan(auth.person, 'publish', await draftChanges(s, draft));
  const pending = getSchedule(s.store, draft.record.id);
  if (!pending || !scheduleInForce(pending, draft.record)) throw new HttpError(409, 'sem_agendamento', 'Este rascunho não tem publicação agendada.');
  deleteSchedule(s.store, draft.record.id);
  appendAudit(s.store, {
    actor: auth.person.email,
    action: 'schedule_cancel',
    target: draft.record.id,
    details: { at: new Date(pending.runAt).toISOString() },
  });
  return json(200, { ok: true, draft: draftView(s, draft.record, draft.head) });
}
