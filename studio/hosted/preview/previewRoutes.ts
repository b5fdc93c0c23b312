// POST /api/rascunhos/:id/previa: a link that opens the real chat on this draft (at its head, or at
// one of its commits) for a partner, a step and an example situation. Anyone who may view drafts
// may ask; the answer's address carries a short-lived token bound to this draft (tokens.ts), since
// the sandboxed frame sends no cookie.
import { fixtureReach } from '../../../scripts/compiler/index.ts';
import { loadDraft, requireCan } from '../server/draftLogic.ts';
import { HttpError, json, type Route, type RouteRequest } from '../server/routeTable.ts';
import { request, response } from '../server/schemas.ts';
import type { Services } from '../server/services.ts';
import { PREVIEW_FRAME_SANDBOX } from './document.ts';
import { previewService } from './service.ts';
import { issuePreviewToken } from './tokens.ts';

interface PreviewBody {
  parceiro?: string;
  etapa?: string;
  situacao?: string;
  versao?: string;
}

export function previewRoutes(s: Services, publicUrl: string): Route[] {
  return [
    {
      method: 'post',
      path: '/api/rascunhos/:id/previa',
      summary: 'Um link de prévia do rascunho: o chat de verdade num parceiro, numa etapa e numa situação de exemplo',
      access: 'session',
      body: request('PreviewRequest'),
      responses: { 201: response('Preview') },
      handler: (req) => openPreview(s, publicUrl, req),
    },
  ];
}

async function openPreview(s: Services, publicUrl: string, { auth, params, body }: RouteRequest<PreviewBody>) {
  requireCan(auth.person, 'view');
  const draft = await loadDraft(s, params.id);
  const preview = previewService(s, publicUrl);
  const commit = body.versao ?? draft.head;
  if (!(await preview.contents.belongsTo(commit, draft.head))) throw new HttpError(404, 'nao_encontrado', 'Esta versão não é deste rascunho.');
  const content = await preview.contents.forCommit(commit);
  const parceiro = body.parceiro ?? 'main';
  if (!Object.hasOwn(content.variants, parceiro)) throw new HttpError(404, 'parceiro_desconhecido', `Não há parceiro "${parceiro}" neste rascunho.`);
  const etapa = body.etapa ?? content.flow.start;
  if (!Object.hasOwn(content.flow.steps, etapa)) throw new HttpError(404, 'etapa_desconhecida', `Não há etapa "${etapa}" neste rascunho.`);
  // Unless one is named, the step opens in the situation that reaches it, as in the local studio.
  const situacao = body.situacao ?? fixtureReach(content.flow, content.fixtures)[etapa] ?? null;
  if (situacao !== null && !Object.hasOwn(content.fixtures, situacao)) {
    throw new HttpError(404, 'situacao_desconhecida', `Não há situação de exemplo "${situacao}" neste rascunho.`);
  }
  const { token, expiresAt } = issuePreviewToken(s.store, draft.record.id, auth.person.id);
  const query = new URLSearchParams({ parceiro, etapa, ...(situacao === null ? {} : { situacao }) });
  const url = `${preview.origin}/previa/${draft.record.id}/${commit}/${token}/?${query}`;
  return json(201, { ok: true, url, head: commit, expiresAt: new Date(expiresAt).toISOString(), sandbox: PREVIEW_FRAME_SANDBOX, parceiro, etapa, situacao });
}
