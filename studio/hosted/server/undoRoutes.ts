// "Desfazer": a draft's last save undone as a new save (issue 24 item 4). Generic: whatever the
// last save wrote (a text, a partner's file, a copy deck import, a test updated with its text),
// the files it changed get back the bytes they had before it, in one commit, checked like every
// write (baseHead: 428 without it, 409 when stale) and compiled by the gate (422). The page names
// the version before its save (`before`); in hosted mode that must be the save's parent, in local
// mode (snapshots have no parent) the snapshot the studio's last save started from — an older
// version of the folder would also take back whatever the developer changed since.
import { assertContentPath } from '../git/index.ts';
import { RULES_PATH } from '../review/approvalRules.ts';
import { requireValidRules } from './approvalCheck.ts';
import { draftView, loadDraft, loadDraftForSave, requireCan } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { saveRefused } from './saveRefusal.ts';
import { response, textSchema } from './schemas.ts';
import { identityOf, type Services } from './services.ts';

interface UndoRequest {
  baseHead: string;
  before: string;
}

const UNDO_PATH = '/api/rascunhos/:id/desfazer';

export function undoRoutes(s: Services): Route[] {
  return [
    {
      method: 'post',
      path: UNDO_PATH,
      summary: 'Desfaz a última gravação do rascunho: os arquivos que ela mudou voltam como estavam, numa nova gravação',
      access: 'session',
      body: textSchema('UndoRequest'),
      responses: { 200: response('Saved') },
      handler: (req) => undoLastSave(s, req),
    },
  ];
}

const isContentPath = (path: string) => {
  try {
    assertContentPath(path);
    return true;
  } catch {
    return false;
  }
};

/** The version before the last save: its parent on a draft branch; in local mode where the studio's last save started. */
async function requireBefore(s: Services, head: string, before: string): Promise<void> {
  if (s.local) {
    const last = s.local.lastSave();
    if (last === null || last.after !== head) {
      throw new HttpError(409, 'nada_a_desfazer', 'Não há como desfazer: a pasta mudou desde a última gravação feita pelo estúdio (ou ele foi reiniciado).');
    }
    if (last.before === before) return;
  } else if ((await s.repo.firstParent(head)) === before) return;
  throw new HttpError(409, 'nada_a_desfazer', 'Não há como desfazer: esta não é a versão de antes da última gravação. Recarregue a página.');
}

async function undoLastSave(s: Services, req: RouteRequest<UndoRequest>) {
  const { auth, body } = req;
  const draft = await loadDraftForSave(s, req.params.id, body.baseHead);
  await requireBefore(s, draft.head, body.before);
  // Only what editors write: a local snapshot also holds the developer's code, never touched here.
  const paths = (await s.repo.changedPaths(body.before, draft.head)).filter(isContentPath);
  if (paths.length === 0) throw new HttpError(409, 'nada_a_desfazer', 'A última gravação não mudou nenhum arquivo: não há o que desfazer.');
  requireCan(auth.person, 'draft.edit', paths);
  const changes = await Promise.all(paths.map(async (path) => ({ path, content: await s.repo.readFile(body.before, path) })));
  const files = { ...(await s.gate.read(draft.head)) };
  for (const { path, content } of changes) {
    if (!/\.ya?ml$/.test(path)) continue;
    if (content === null) delete files[path];
    else files[path] = content.toString('utf8');
  }
  const rules = changes.find((change) => change.path === RULES_PATH);
  if (rules?.content) requireValidRules(rules.content.toString('utf8'));
  const gate = s.gate.check(files, false);
  if (!gate.ok) throw saveRefused('Não foi possível desfazer: a versão de antes quebra regras do conteúdo de agora.', gate.problems, files);
  const saved = await s.repo.commitFiles({
    draftId: draft.record.id,
    expectedHead: body.baseHead,
    files: changes.map(({ path, content }) => ({ path, content: content === null ? null : new Uint8Array(content) })),
    author: identityOf(auth.person),
    message: `Desfaz a última gravação (${paths.join(', ')})`,
  });
  if (saved.changed)
    recordSave(s, draft.record, auth.person.id, { path: paths.join(', '), head: saved.head, by: auth.person.email, details: { undid: body.baseHead } });
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, { ok: true, head: saved.head, changed: saved.changed, draft: draftView(s, record, saved.head), warnings: gate.warnings, paths });
}
