// Drafts: list, open one from the published head, show one, read a file, save a file. A save is a
// commit authored by the signed-in person, made only from the head the editor read (428 without
// it, 409 when stale) and only when the draft with the file applied passes the compiler (422 with
// the diagnostics); any save dismisses an approval and brings the draft back to Rascunho.
import { deleteSchedule } from '../schedule/scheduleStore.ts';
import { appendAudit } from '../store/audit.ts';
import { assertContentPath } from '../git/index.ts';
import { insertDraft, listDraftRecords, updateDraft } from './draftStore.ts';
import { requireValidRules } from './approvalCheck.ts';
import { RULES_PATH } from '../review/approvalRules.ts';
import { draftChanges, draftView, loadDraft, loadDraftForSave, requireCan } from './draftLogic.ts';
import { saveRefused } from './saveRefusal.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { request, response } from './schemas.ts';
import { identityOf, type Services } from './services.ts';

const GATED = /^(?:flows|variants)\/.*\.ya?ml$/;

export function draftRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/rascunhos',
      summary: 'Lista os rascunhos',
      access: 'session',
      responses: { 200: response('Drafts') },
      handler: async ({ auth }) => {
        requireCan(auth.person, 'view');
        const heads = new Map((await s.repo.listDrafts()).map((draft) => [draft.draftId, draft.head]));
        const drafts = listDraftRecords(s.store).flatMap((record) => {
          const head = heads.get(record.id);
          return head ? [draftView(s, record, head)] : [];
        });
        return json(200, { drafts });
      },
    },
    {
      method: 'post',
      path: '/api/rascunhos',
      summary: 'Abre um rascunho a partir da versão publicada',
      access: 'session',
      responses: { 201: response('DraftAnswer') },
      handler: ({ auth }) => createDraft(s, auth.person),
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id',
      summary: 'Um rascunho: estado, versão, autor e arquivos mudados',
      access: 'session',
      responses: { 200: response('DraftAnswer') },
      handler: async ({ auth, params }) => {
        requireCan(auth.person, 'view');
        const draft = await loadDraft(s, params.id);
        const extra = { changedPaths: await draftChanges(s, draft), publishedHead: await s.repo.publishedHead() };
        return json(200, { ok: true, draft: draftView(s, draft.record, draft.head, extra) });
      },
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id/arquivo',
      summary: 'O texto de um arquivo no rascunho e a versão em que foi lido',
      access: 'session',
      query: request('FileQuery'),
      responses: { 200: response('File') },
      handler: async ({ auth, params, query }) => {
        requireCan(auth.person, 'view');
        assertContentPath(query.path);
        const { head } = await loadDraft(s, params.id);
        const bytes = await s.repo.readFile(head, query.path);
        return json(200, { path: query.path, content: bytes === null ? null : bytes.toString('utf8'), head });
      },
    },
    {
      method: 'put',
      path: '/api/rascunhos/:id/arquivo',
      summary: 'Salva um arquivo no rascunho (um commit em nome de quem salvou)',
      access: 'session',
      body: request('SaveFileRequest'),
      responses: { 200: response('Saved') },
      handler: (req) => saveFile(s, req),
    },
  ];
}

async function createDraft(s: Services, person: RouteRequest['auth']['person']) {
  requireCan(person, 'draft.create');
  try {
    await s.repo.fetch();
  } catch (error) {
    // The remote unreachable: the draft starts from the last published head the studio knows.
    console.error('[estúdio] não foi possível atualizar a versão publicada:', error instanceof Error ? error.message : error);
  }
  const { draftId, head } = await s.repo.createDraft();
  const record = insertDraft(s.store, draftId, person.id, head);
  return json(201, { ok: true, draft: draftView(s, record, head, { changedPaths: [], publishedHead: head }) });
}

/** Saves one content file in a draft (also the text routes' save, textRoutes.ts). */
export async function saveFile(s: Services, { auth, params, body }: RouteRequest<{ path: string; content: string; baseHead?: string; message?: string }>) {
  const { person } = auth;
  if (body.baseHead === undefined) {
    throw new HttpError(428, 'versao_ausente', 'Informe em baseHead a versão do rascunho que você leu: sem ela o estúdio não pode garantir que nada se perca.');
  }
  assertContentPath(body.path);
  requireCan(person, 'draft.edit', body.path);
  // The approval rules are content too (an admin approves their change): checked against their schema.
  const rulesFile = body.path === RULES_PATH;
  if (!GATED.test(body.path) && !rulesFile) {
    // Images (public/brands, public/banners) need their own upload: bytes sniffed, SVGs sanitised.
    throw new HttpError(
      415,
      'so_texto',
      'Por aqui o estúdio salva só textos da conversa e dos parceiros (flows/…yaml, variants/…yaml). Imagens têm envio próprio.',
    );
  }
  // A stale view is refused before compiling, with what changed since (the git layer's own check).
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const save = { draftId: draft.record.id, expectedHead: body.baseHead, files: [{ path: body.path, content: body.content }] };
  const files = rulesFile ? await s.gate.read(draft.head) : { ...(await s.gate.read(draft.head)), [body.path]: body.content };
  if (rulesFile) requireValidRules(body.content);
  const gate = s.gate.check(files, false);
  if (!gate.ok) throw saveRefused('O rascunho não foi salvo: a alteração quebra regras do conteúdo.', gate.problems, files);
  const saved = await s.repo.commitFiles({ ...save, author: identityOf(person), message: body.message ?? `Altera ${body.path}` });
  if (saved.changed) recordSave(s, draft.record, person.id, { path: body.path, head: saved.head, by: person.email });
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, { ok: true, head: saved.head, changed: saved.changed, draft: draftView(s, record, saved.head), warnings: gate.warnings });
}

/** A save's bookkeeping (also the image upload's and the copy deck import's): contributors, approval dismissed, audit row. */
export function recordSave(
  s: Services,
  record: Parameters<typeof draftView>[1],
  personId: string,
  save: { path: string; head: string; by: string; details?: Record<string, unknown>; action?: 'save' | 'import' },
) {
  const contributors = record.contributors.includes(personId) ? record.contributors : [...record.contributors, personId];
  // Any save dismisses an approval: the draft goes back to Rascunho and needs review again.
  if (!updateDraft(s.store, record.id, ['rascunho', 'em_revisao', 'alteracoes_pedidas', 'aprovado'], { state: 'rascunho', approval: null, contributors })) {
    throw new HttpError(409, 'estado_invalido', 'O rascunho foi publicado enquanto você salvava: abra um novo rascunho.');
  }
  // The schedule goes with the approval it was made for (../schedule/scheduleStore.ts).
  const dismissedSchedule = deleteSchedule(s.store, record.id);
  appendAudit(s.store, {
    actor: save.by,
    // A copy deck import is a save the audit names as what it was.
    action: save.action ?? 'save',
    target: record.id,
    details: {
      path: save.path,
      commit: save.head,
      dismissedApproval: record.approval?.head ?? null,
      dismissedSchedule,
      previousState: record.state,
      ...save.details,
    },
  });
}
