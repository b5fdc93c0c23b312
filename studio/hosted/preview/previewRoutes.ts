// POST /api/rascunhos/:id/previa: a link that opens the real chat on this draft (at its head, or at
// one of its commits) for a partner, a step and an example situation. Anyone who may view drafts
// may ask; the answer's address carries a short-lived token bound to this draft (tokens.ts), since
// the sandboxed frame sends no cookie. GET …/previa/abrir?parceiro=…&etapa=… does the same and
// redirects there, for a page that can only set an <iframe src>.
import { fixtureReach } from '../../../scripts/compiler/index.ts';
import type { Person } from '../auth/roles.ts';
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
      handler: async ({ auth, params, body }: RouteRequest<PreviewBody>) => json(201, await openPreview(s, publicUrl, auth.person, params.id, body)),
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id/previa/abrir',
      summary: 'Abre a prévia num quadro do estúdio: redireciona (303) para um link novo, como o POST da mesma rota daria',
      access: 'session',
      query: request('PreviewRequest'),
      responses: { 303: response('PreviewRedirect') },
      handler: async ({ auth, params, query, c }: RouteRequest<unknown, PreviewBody>) => {
        // An <iframe src> on the studio's own page, never another site's link or frame: browsers
        // say where a request comes from (Sec-Fetch-Site), and only the studio's pages may ask.
        const site = c.req.header('sec-fetch-site');
        if (site !== undefined && site !== 'same-origin') throw new HttpError(403, 'origem_recusada', 'A prévia só abre a partir das páginas do estúdio.');
        const { url } = await openPreview(s, publicUrl, auth.person, params.id, query);
        return { status: 303, body: {}, headers: { Location: url } };
      },
    },
  ];
}

async function openPreview(s: Services, publicUrl: string, person: Person, draftId: string, body: PreviewBody) {
  requireCan(person, 'view');
  const draft = await loadDraft(s, draftId);
  const preview = previewService(s, publicUrl);
  const commit = body.versao ?? draft.head;
  // Its own commits, and its publish (the merge on the published branch: "Ver a conversa publicada", live/livePoller.ts).
  const ours = commit === draft.record.publishedCommit || (await preview.contents.belongsTo(commit, draft.head));
  if (!ours) throw new HttpError(404, 'nao_encontrado', 'Esta versão não é deste rascunho.');
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
  const { token, expiresAt } = issuePreviewToken(s.store, draft.record.id, person.id);
  const query = new URLSearchParams({ parceiro, etapa, ...(situacao === null ? {} : { situacao }) });
  const url = `${preview.origin}/previa/${draft.record.id}/${commit}/${token}/?${query}`;
  return { ok: true, url, head: commit, expiresAt: new Date(expiresAt).toISOString(), sandbox: PREVIEW_FRAME_SANDBOX, parceiro, etapa, situacao };
}
