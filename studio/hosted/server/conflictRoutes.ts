// A draft's conflicts with the published version (issue 25 items 2 and 3): the list in the
// editor's words (conflictView.ts), the decision on each key — keep mine, keep the published, or a
// new text — saved as the editor's merge of the published version into the draft (a normal save:
// the head the page showed is checked, the content rules are checked, any approval is dismissed),
// and which drafts are marked as conflicting, for the list's badge.
import type { KeyResolution } from '../../edit/keyMerge.ts';
import { conflictInWords } from '../gate/inWords.ts';
import { conflictViews } from './conflictView.ts';
import { draftView, loadDraft, loadDraftForSave, requireCan } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { getDraft } from './draftStore.ts';
import { clearConflict, conflictMarks, markConflict, setBaseHead } from './followStore.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { mergeSchema } from './schemas.ts';
import { identityOf, type Services } from './services.ts';

interface Resolve {
  baseHead?: string;
  resolutions: { file: string; key: (string | number)[]; value: KeyResolution['value'] }[];
}

export function conflictRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/conflitos',
      summary: 'Os rascunhos que conflitam com a versão publicada (marcados depois de cada publicação)',
      access: 'session',
      responses: { 200: mergeSchema('ConflictMarks') },
      handler: ({ auth }) => {
        requireCan(auth.person, 'view');
        // A draft published since (its conflict decided by plain saves) is no longer one.
        const drafts = conflictMarks(s.store)
          .filter((mark) => {
            const state = getDraft(s.store, mark.draftId)?.state;
            return state !== undefined && state !== 'publicado';
          })
          .map((mark) => ({ id: mark.draftId, files: mark.files, publishedHead: mark.publishedHead }));
        return json(200, { drafts });
      },
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id/conflitos',
      summary: 'Cada texto que o rascunho e a versão publicada mudaram de formas diferentes: quem mudou, o que diz cada versão',
      access: 'session',
      responses: { 200: mergeSchema('Conflicts') },
      handler: async ({ auth, params }) => {
        requireCan(auth.person, 'view');
        const draft = await loadDraft(s, params.id);
        const merged = await s.repo.mergeDraft({ draftId: draft.record.id });
        if (merged.clean) {
          clearConflict(s.store, draft.record.id);
          return json(200, { head: draft.head, publishedHead: merged.publishedHead, conflicts: [] });
        }
        markConflict(s.store, draft.record.id, merged.publishedHead, merged.conflicts);
        const conflicts = await conflictViews(s, merged.publishedHead, merged.details);
        return json(200, { head: draft.head, publishedHead: merged.publishedHead, conflicts });
      },
    },
    {
      method: 'post',
      path: '/api/rascunhos/:id/conflitos',
      summary: 'Decide os conflitos (manter o meu, manter o publicado ou um novo texto): o rascunho recebe a versão publicada com essas escolhas',
      access: 'session',
      body: mergeSchema('ResolveRequest'),
      responses: { 200: mergeSchema('Resolved') },
      handler: (req) => resolve(s, req),
    },
  ];
}

async function resolve(s: Services, { auth, params, body }: RouteRequest<Resolve>) {
  const { person } = auth;
  if (body.baseHead === undefined) {
    throw new HttpError(428, 'versao_ausente', 'Informe em baseHead a versão do rascunho que você leu: sem ela o estúdio não pode garantir que nada se perca.');
  }
  const files = [...new Set(body.resolutions.map((one) => one.file))];
  for (const file of files) requireCan(person, 'draft.edit', file);
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const resolutions: Record<string, KeyResolution[]> = {};
  for (const { file, key, value } of body.resolutions) (resolutions[file] ??= []).push({ key, value });
  const result = await s.repo.followPublished({
    draftId: draft.record.id,
    expectedHead: body.baseHead,
    author: identityOf(person),
    message: 'Resolve conflitos com a versão publicada',
    resolutions,
    check: async (tree) => {
      const gate = s.gate.check(await s.gate.read(tree), false);
      if (gate.ok) return;
      const list = gate.problems.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join('; ');
      throw new HttpError(422, 'conteudo_com_problemas', `O rascunho não foi salvo: a escolha quebra regras do conteúdo (${list}).`, {
        diagnostics: gate.problems,
      });
    },
  });
  if (result.status === 'conflict') {
    markConflict(s.store, draft.record.id, result.publishedHead, result.conflicts);
    throw new HttpError(409, 'conflito', conflictInWords(result.conflicts), { conflicts: result.conflicts });
  }
  clearConflict(s.store, draft.record.id);
  if (result.status === 'followed') {
    setBaseHead(s.store, draft.record.id, result.publishedHead);
    const resolved = body.resolutions.map((one) => `${one.file}:${one.key.join('.')}`);
    recordSave(s, draft.record, person.id, {
      path: files.join(', '),
      head: result.head,
      by: person.email,
      details: { resolved, publishedHead: result.publishedHead },
    });
  }
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, { ok: true, head: result.head, changed: result.status === 'followed', draft: draftView(s, record, result.head) });
}
