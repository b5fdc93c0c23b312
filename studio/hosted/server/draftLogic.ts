// What the draft and review routes share: finding a draft (its workflow row and its git head),
// showing it, and refusing an action the person's role or scope does not allow.
import { type Action, can, type Person } from '../auth/roles.ts';
import { scheduleView } from '../schedule/scheduleView.ts';
import { StaleHeadError } from '../git/index.ts';
import { getPerson } from '../store/people.ts';
import { type DraftRecord, type DraftState, getDraft, STATE_LABELS } from './draftStore.ts';
import { HttpError } from './routeTable.ts';
import type { Services } from './services.ts';

const DRAFT_ID = /^[a-z2-7]{16}$/;

export interface LoadedDraft {
  record: DraftRecord;
  head: string;
}

export async function loadDraft(s: Services, id: string): Promise<LoadedDraft> {
  const record = DRAFT_ID.test(id) ? getDraft(s.store, id) : undefined;
  if (!record) throw new HttpError(404, 'nao_encontrado', 'Rascunho não encontrado.');
  const head = await s.repo.draftHead(id);
  // Local mode: the draft starts from the developer's HEAD now (what is not committed is the change).
  return s.local ? { record: { ...record, baseHead: await s.repo.publishedHead() }, head } : { record, head };
}

/** The states a draft takes saves in (a save brings it back to Rascunho). */
const SAVABLE: readonly DraftState[] = ['rascunho', 'em_revisao', 'alteracoes_pedidas', 'aprovado'];

/**
 * Every write's preamble once the route has checked the role on the files it touches: the draft
 * (404), in a state that takes saves (409), at the head the editor read (409 with what changed since).
 */
export async function loadDraftForSave(s: Services, id: string, baseHead: string): Promise<LoadedDraft> {
  const draft = await loadDraft(s, id);
  requireState(draft.record, SAVABLE, 'salvar');
  if (draft.head !== baseHead) {
    const changed = await s.repo.changedPaths(baseHead, draft.head).catch(() => null);
    throw new StaleHeadError(draft.record.id, baseHead, draft.head, changed);
  }
  return draft;
}

/** The paths the draft changed since it started (never what the published version changed meanwhile). */
export function draftChanges(s: Services, draft: LoadedDraft): Promise<string[]> {
  return draft.head === draft.record.baseHead ? Promise.resolve([]) : s.repo.changedPaths(draft.record.baseHead, draft.head);
}

export function draftView(s: Services, record: DraftRecord, head: string, extra: { changedPaths?: string[]; publishedHead?: string } = {}) {
  const author = getPerson(s.store, record.authorId);
  const approver = record.approval ? getPerson(s.store, record.approval.by) : undefined;
  // Agendado is Aprovado with a schedule in force (../schedule/): the workflow row stays Aprovado.
  const schedule = scheduleView(s.store, record);
  const scheduled = schedule !== null && schedule.failure === null;
  return {
    id: record.id,
    state: scheduled ? 'agendado' : record.state,
    stateLabel: scheduled ? 'Agendado' : STATE_LABELS[record.state],
    head,
    author: { name: author?.name ?? '', email: author?.email ?? '' },
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    ...extra,
    approval: record.approval && { head: record.approval.head, by: approver?.email ?? '', at: new Date(record.approval.at).toISOString() },
    comment: record.comment,
    publishedCommit: record.publishedCommit,
    schedule,
  };
}

const ROLE_REFUSALS: Partial<Record<Action, string>> = {
  'draft.create': 'Seu papel não permite criar rascunhos.',
  'draft.edit': 'Seu papel não permite mudar este arquivo.',
  'draft.submit': 'Seu papel não permite enviar este rascunho para revisão.',
  'review.approve': 'Seu papel não permite aprovar este rascunho.',
  'review.requestChanges': 'Seu papel não permite pedir alterações.',
  publish: 'Seu papel não permite publicar este rascunho.',
  'people.manage': 'Só administradores podem ver e mudar as pessoas do estúdio.',
  'audit.view': 'Só administradores podem ver o registro de auditoria.',
  'audit.export': 'Só administradores podem exportar o registro de auditoria.',
};

/** 403 unless can(); a person with a scope hears that the file is not one of their partners'. */
export function requireCan(person: Person, action: Action, target?: string | readonly string[]): void {
  if (can(person, action, target)) return;
  const scoped = person.scope !== null && can({ ...person, scope: null }, action, target);
  const message = scoped
    ? `Você só pode mudar os arquivos destes parceiros: ${person.scope?.join(', ') || 'nenhum'}.`
    : (ROLE_REFUSALS[action] ?? 'Seu papel não permite esta ação.');
  throw new HttpError(403, scoped ? 'fora_do_escopo' : 'sem_permissao', message);
}

/** 403 unless the person's role allows the action on some file: their scope is checked later,
 * per file, once the files a request touches are known. */
export function requireRole(person: Person, action: Action): void {
  requireCan({ ...person, scope: null }, action);
}

/** 409 when the draft is not in one of these states. */
export function requireState(record: DraftRecord, allowed: readonly DraftState[], what: string): void {
  if (allowed.includes(record.state)) return;
  throw new HttpError(409, 'estado_invalido', `Não é possível ${what}: o rascunho está "${STATE_LABELS[record.state]}".`, { state: record.state });
}
