// A save of several content files at once (a text for every partner, an option label, a text with
// the conversation tests that assert it): the same checks as saveFile (the page's version, 409 when
// stale; each path's permission; the gate, 422 with the rules in words) in one commit, and then
// the tests that assert the old words (testAsserts.ts): named in a 422 unless the request asks to
// update them, in which case their new words are written in the same commit.
import { editYaml, type EditValue, YamlEditError } from '../../edit/yamlEdit.ts';
import { listSteps, type StepInfo } from './contentTexts.ts';
import { loadDraft, loadDraftForSave, requireCan, requireRole, draftView } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { HttpError, json, type RouteRequest } from './routeTable.ts';
import { saveRefused } from './saveRefusal.ts';
import { identityOf, type Services } from './services.ts';
import { assertedWords, type Reword, type TestAssert, updatedTestFiles } from './testAsserts.ts';

export interface ContentSave {
  /** path → new text, or null to delete the file. */
  changes: Record<string, string | null>;
  message: string;
  rewords: readonly Reword[];
  updateTests: boolean;
}

type Files = Record<string, string>;

/** The draft's files and the etapa a text save names (404 in words when the draft no longer has it).
 * Someone who may edit no draft at all is refused first, before the draft is read and its steps
 * listed; saveContent checks each changed path's scope. */
export async function draftStep(s: Services, req: RouteRequest<{ step: string }>): Promise<{ files: Files; step: StepInfo }> {
  requireRole(req.auth.person, 'draft.edit'); // saveContent checks each path's scope
  const { head } = await loadDraft(s, req.params.id);
  const files = await s.gate.read(head);
  const step = listSteps(files).find((one) => one.id === req.body.step);
  if (!step) throw new HttpError(404, 'etapa_nao_encontrada', 'Esta etapa não existe mais no rascunho. Recarregue a página.');
  return { files, step };
}

/** One YAML value changed (or removed) with the minimal splice; a value the splice cannot reach is a 422 in words. */
export function editContent(text: string, path: Array<string | number>, value: EditValue | undefined): string {
  try {
    return editYaml(text, path, value);
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(422, 'texto_nao_editavel', `Não foi possível mudar este texto: ${error.message}`);
    throw error;
  }
}

/** A `say:` or text as its bubbles: one string is one bubble. */
export const asBubbles = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : []);

/** The tests in the editor's words: one sentence, each test with the words it checks. */
function assertsRefusal(asserts: readonly TestAssert[]): HttpError {
  const names = [...new Set(asserts.map((a) => `«${a.test}»`))].join(', ');
  const words = asserts.map((a) => `«${a.expected}»`).join('; ');
  return new HttpError(
    422,
    'teste_confere_texto',
    `Nada foi salvo: ${asserts.length === 1 ? 'o teste de conversa' : 'os testes de conversa'} ${names} ${asserts.length === 1 ? 'confere' : 'conferem'} estas palavras ao pé da letra: ${words}. Atualize o teste junto com o texto, ou mude o texto de outro jeito.`,
    { tests: asserts },
  );
}

/** The files as they would be: the current ones with the changes (and deletions) applied. */
function withChanges(files: Files, changes: Record<string, string | null>): Files {
  const next = { ...files };
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete next[path];
    else next[path] = text;
  }
  return next;
}

export async function saveContent(s: Services, req: RouteRequest<{ baseHead?: string }>, save: ContentSave) {
  const { auth, params, body } = req;
  if (body.baseHead === undefined) throw new HttpError(428, 'versao_ausente', 'Informe em baseHead a versão do rascunho que você leu.');
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const files = await s.gate.read(draft.head);
  requireCan(auth.person, 'draft.edit', Object.keys(save.changes));
  // The content's rules first (what the editor must change), then the tests asserting the old words.
  const next = withChanges(files, save.changes);
  const gate = s.gate.check(next, false);
  if (!gate.ok) throw saveRefused('Nada foi salvo: a alteração quebra regras do conteúdo.', gate.problems, next);
  const asserts = assertedWords(files, save.rewords);
  if (asserts.length > 0 && !save.updateTests) throw assertsRefusal(asserts);
  const changes = { ...save.changes, ...(asserts.length > 0 ? updatedTestFiles(files, asserts) : {}) };
  const paths = Object.keys(changes).filter((path) => changes[path] !== (files[path] ?? null));
  if (paths.length === 0) {
    return json(200, { ok: true, head: draft.head, changed: false, draft: draftView(s, draft.record, draft.head), paths: [], testsUpdated: [] });
  }
  requireCan(auth.person, 'draft.edit', paths);
  // The updated tests are run with all the others by the full gate when the draft is sent for review.
  const tests = paths.filter((path) => path.startsWith('flows/tests/'));
  const saved = await s.repo.commitFiles({
    draftId: draft.record.id,
    expectedHead: body.baseHead,
    files: paths.map((path) => ({ path, content: changes[path] })),
    author: identityOf(auth.person),
    message: tests.length > 0 ? `${save.message} (e atualiza ${tests.join(', ')})` : save.message,
  });
  if (saved.changed) recordSave(s, draft.record, auth.person.id, { path: paths.join(', '), head: saved.head, by: auth.person.email });
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, {
    ok: true,
    head: saved.head,
    changed: saved.changed,
    draft: draftView(s, record, saved.head),
    warnings: gate.warnings,
    paths,
    testsUpdated: [...new Set(asserts.map((a) => a.test))],
  });
}
