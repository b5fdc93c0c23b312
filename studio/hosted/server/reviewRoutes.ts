// Review and publish, four eyes: submit (the full gate — strict check and conversation tests — on
// the draft merged over the current published head, fullGateAnswer.ts), approve a named head
// (never one's own draft), ask for changes, publish (only a valid approval of the current head;
// the full gate again; merge + compare-and-swap + push). Every transition is checked here, on the
// server, and written to the audit log.
import { appendAudit } from '../store/audit.ts';
import { clearApprovals, groupsOf, recordApproval } from '../review/approvalStore.ts';
import { meets } from '../review/requirements.ts';
import { watchSchedule } from '../schedule/scheduleVoided.ts';
import { approvalPicture } from './approvalCheck.ts';
import { requireAdminToApprove } from './adminApproval.ts';
import { updateDraft } from './draftStore.ts';
import { draftChanges, draftView, loadDraft, requireCan, requireState } from './draftLogic.ts';
import { requireFullGate } from './fullGateAnswer.ts';
import { publishApproved } from './publishLogic.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { request, response } from './schemas.ts';
import type { Services } from './services.ts';

export function reviewRoutes(s: Services): Route[] {
  const route = (path: string, summary: string, body: string | undefined, handler: Route['handler']): Route => ({
    method: 'post',
    path: `/api/rascunhos/:id/${path}`,
    summary,
    access: 'session',
    ...(body ? { body: request(body) } : {}),
    responses: { 200: response(path === 'publicar' ? 'Published' : 'DraftAnswer') },
    handler,
  });
  return [
    route('enviar', 'Envia o rascunho para revisão (verificação completa sobre a versão publicada)', undefined, (req) => submit(s, req)),
    route('aprovar', 'Aprova a versão do rascunho que o revisor viu', 'ApproveRequest', (req) => approve(s, req)),
    route('pedir-alteracoes', 'Pede alterações, com um comentário', 'RequestChangesRequest', (req) => requestChanges(s, req)),
    route('publicar', 'Publica um rascunho aprovado', 'PublishRequest', (req) => publishDraft(s, req)),
  ];
}

async function answer(s: Services, id: string) {
  const draft = await loadDraft(s, id);
  return json(200, { ok: true, draft: draftView(s, draft.record, draft.head, { changedPaths: await draftChanges(s, draft) }) });
}

function moved(ok: boolean): void {
  if (!ok) throw new HttpError(409, 'estado_invalido', 'O rascunho mudou enquanto você agia: recarregue a página.');
}

async function submit(s: Services, { auth, params }: RouteRequest) {
  const draft = await loadDraft(s, params.id);
  const changed = await draftChanges(s, draft);
  requireCan(auth.person, 'draft.submit', changed);
  requireState(draft.record, ['rascunho', 'alteracoes_pedidas'], 'enviar para revisão');
  if (changed.length === 0) throw new HttpError(409, 'sem_mudancas', 'O rascunho ainda não muda nada: salve uma alteração antes de enviar.');
  await requireFullGate(s, draft);
  moved(updateDraft(s.store, draft.record.id, ['rascunho', 'alteracoes_pedidas'], { state: 'em_revisao', comment: null }));
  appendAudit(s.store, { actor: auth.person.email, action: 'submit', target: draft.record.id, details: { commit: draft.head, paths: changed } });
  return answer(s, draft.record.id);
}

async function approve(s: Services, { auth, params, body }: RouteRequest<{ head: string }>) {
  const draft = await loadDraft(s, params.id);
  // An approval counts when it meets one the rules ask (approvalCheck.ts): a partner's manager
  // meets their partner's, a legal reviewer the legal group's. None: the role's refusal.
  const picture = await approvalPicture(s, draft);
  const mine = picture.requirements.filter((one) => meets(auth.person, groupsOf(s.store, auth.person.id), one, picture.paths));
  if (mine.length === 0) requireCan(auth.person, 'review.approve', picture.paths);
  if (mine.length === 0) throw new HttpError(403, 'sem_permissao', 'Sua aprovação não é uma das que este rascunho precisa.');
  if (draft.record.authorId === auth.person.id || draft.record.contributors.includes(auth.person.id)) {
    throw new HttpError(403, 'autor_nao_aprova', 'Você escreveu neste rascunho: outra pessoa precisa aprová-lo.');
  }
  requireState(draft.record, ['em_revisao', 'aprovado'], 'aprovar');
  if (body.head !== draft.head) {
    throw new HttpError(409, 'versao_desatualizada', 'O rascunho mudou depois que você o abriu: revise a versão atual.', { currentHead: draft.head });
  }
  // A tag manager, a link's host, a domain or an id changed: only an administrator approves.
  await requireAdminToApprove(s, draft, auth.person.role);
  const voided = watchSchedule(s, draft.record.id);
  recordApproval(s.store, draft.record.id, draft.head, auth.person.id);
  const after = await approvalPicture(s, draft);
  // Aprovado once every approval the rules ask is there; until then the draft stays Em revisão.
  if (after.missing === null && draft.record.state === 'em_revisao') {
    moved(updateDraft(s.store, draft.record.id, ['em_revisao'], { state: 'aprovado', approval: { head: body.head, by: auth.person.id } }));
  }
  const missing = after.status.filter((one) => !one.met).map((one) => one.id);
  appendAudit(s.store, {
    actor: auth.person.email,
    action: 'approve',
    target: draft.record.id,
    details: { commit: body.head, meets: mine.map((one) => one.id), missing },
  });
  await voided(auth.person, 'deu uma nova aprovação');
  return answer(s, draft.record.id);
}

async function requestChanges(s: Services, { auth, params, body }: RouteRequest<{ comment: string }>) {
  const draft = await loadDraft(s, params.id);
  requireCan(auth.person, 'review.requestChanges', await draftChanges(s, draft));
  requireState(draft.record, ['em_revisao', 'aprovado'], 'pedir alterações');
  // A schedule of this draft stops here: its scheduler is told (scheduleVoided.ts).
  const voided = watchSchedule(s, draft.record.id);
  const ok = updateDraft(s.store, draft.record.id, ['em_revisao', 'aprovado'], { state: 'alteracoes_pedidas', approval: null, comment: body.comment });
  moved(ok);
  clearApprovals(s.store, draft.record.id);
  appendAudit(s.store, { actor: auth.person.email, action: 'request_changes', target: draft.record.id, details: { commit: draft.head } });
  await voided(auth.person, 'pediu alterações');
  return answer(s, draft.record.id);
}

async function publishDraft(s: Services, { auth, params, body }: RouteRequest<{ expectedPublishedHead: string }>) {
  const draft = await loadDraft(s, params.id);
  const { commit } = await publishApproved(s, draft, { publisher: auth.person, expectedPublishedHead: body.expectedPublishedHead });
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, { ok: true, commit, draft: draftView(s, record, draft.head) });
}
