// The history of every text or setting (issue 25 item 3): who changed one key of one file, when,
// in which publish, before and after; "Restaurar este texto" opens a new draft with an old value
// written by the minimal-splice writer; "Reverter publicação" (publishers only, audited) opens a
// draft that undoes one publish by key and goes through the normal review — nothing reaches the
// published branch without an approval.
import { assertContentPath } from '../git/index.ts';
import { readYaml } from '../../edit/yamlEdit.ts';
import { auditOpened, changeView, openDraftWith, revertPlan, spliced } from './historyLogic.ts';
import { requireCan, requireRole } from './draftLogic.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { historySchema } from './schemas.ts';
import type { Services } from './services.ts';

interface Restore {
  arquivo: string;
  chave: string;
  versao: string;
  lado: 'antes' | 'depois';
}

export function historyRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/historico',
      summary: 'As mudanças de um texto ou configuração na versão publicada: quem, quando, em qual publicação, antes e depois',
      access: 'session',
      query: historySchema('HistoryQuery'),
      responses: { 200: historySchema('History') },
      handler: async ({ auth, query }) => {
        requireCan(auth.person, 'view');
        assertContentPath(query.arquivo);
        const key = String(query.chave).split('.');
        const changes = await s.repo.keyHistory(query.arquivo, key, { limit: 50 });
        return json(200, { path: query.arquivo, key, publishedHead: await s.repo.publishedHead(), changes: changes.map((c) => changeView(s, c)) });
      },
    },
    {
      method: 'post',
      path: '/api/historico/restaurar',
      summary: 'Abre um rascunho com o valor que um texto tinha antes (ou depois) de uma mudança',
      access: 'session',
      body: historySchema('RestoreRequest'),
      responses: { 201: historySchema('DraftOpened') },
      handler: (req) => restore(s, req),
    },
    {
      method: 'post',
      path: '/api/publicacoes/:commit/reverter',
      summary: 'Abre um rascunho que desfaz uma publicação (só publicadores; passa pela revisão como qualquer rascunho)',
      access: 'session',
      responses: { 201: historySchema('DraftOpened') },
      handler: (req) => revert(s, req),
    },
  ];
}

async function restore(s: Services, { auth, body }: RouteRequest<Restore>) {
  const { person } = auth;
  assertContentPath(body.arquivo);
  requireCan(person, 'draft.create');
  requireCan(person, 'draft.edit', body.arquivo);
  await s.repo.fetch().catch(() => undefined);
  const key = body.chave.split('.');
  const rev = body.lado === 'depois' ? body.versao : await s.repo.firstParent(body.versao).catch(() => null);
  if (rev === null) throw new HttpError(404, 'versao_nao_encontrada', 'Esta versão não existe no histórico.');
  const old = await s.repo.readFile(rev, body.arquivo).catch(() => {
    throw new HttpError(404, 'versao_nao_encontrada', 'Esta versão não existe no histórico.');
  });
  const published = await s.repo.publishedHead();
  const now = await s.repo.readFile(published, body.arquivo);
  if (now === null) throw new HttpError(409, 'arquivo_removido', 'Este arquivo não existe mais na versão publicada.');
  const value = old === null ? undefined : readYaml(old.toString('utf8'), key);
  const content = spliced(now.toString('utf8'), key, value);
  if (content === now.toString('utf8')) throw new HttpError(409, 'ja_restaurado', 'A versão publicada já tem este texto: não há o que restaurar.');
  const message = `Restaura ${body.chave} em ${body.arquivo} como estava ${body.lado === 'depois' ? 'depois de' : 'antes de'} ${body.versao.slice(0, 10)}`;
  const opened = await openDraftWith(s, person, published, [{ path: body.arquivo, content }], message, [['Restores', body.versao]]);
  auditOpened(s, person, 'restore', opened.record.id, { path: body.arquivo, key: body.chave, from: body.versao, side: body.lado, commit: opened.head });
  return json(201, { ok: true, draft: opened.view });
}

async function revert(s: Services, { auth, params }: RouteRequest) {
  const { person } = auth;
  if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(params.commit)) throw new HttpError(404, 'publicacao_nao_encontrada', 'Publicação não encontrada.');
  // Publishers only (their scope is checked below, once the files are known).
  requireRole(person, 'publish');
  await s.repo.fetch().catch(() => undefined);
  const plan = await revertPlan(s, params.commit);
  requireCan(person, 'publish', [...new Set([...plan.edits.map((edit) => edit.path), ...plan.skipped.map((one) => one.path)])]);
  if (plan.edits.length === 0) {
    throw new HttpError(409, 'nada_a_reverter', 'Nada a reverter: o que esta publicação mudou já foi mudado de novo ou desfeito.', {
      changedPaths: plan.skipped.map((one) => one.path),
    });
  }
  const message = `Reverte a publicação ${params.commit.slice(0, 10)}`;
  const opened = await openDraftWith(s, person, plan.published, plan.edits, message, [['Reverts', params.commit]]);
  auditOpened(s, person, 'revert', opened.record.id, {
    publish: params.commit,
    commit: opened.head,
    paths: plan.edits.map((edit) => edit.path),
    skipped: plan.skipped,
  });
  return json(201, { ok: true, draft: opened.view, skipped: plan.skipped });
}
