// A conversation recorded in the hosted preview, saved into the draft as a conversation test
// (issue 24 item 4): the preview frame hands the steps it walked to the studio's page, the page
// sends them here, and the test file (flows/tests/<arquivo>.yaml, written by the recorder:
// studio/hosted/preview/record/recordTest.ts) is one commit on the draft. It is checked
// against the draft's flows and partners before it is written (a step or a label that does not
// exist is refused at its line); submitting the draft then runs it in the full gate.
import { conversationTestYaml, type RecordedItem } from '../preview/record/recordTest.ts';
import { listPartners } from './contentTexts.ts';
import { draftView, loadDraft, loadDraftForSave, requireCan } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { importSchema } from './schemas.ts';
import { identityOf, type Services } from './services.ts';

interface SaveTest {
  arquivo: string;
  nome: string;
  parceiro: string | null;
  passos: RecordedItem[];
  baseHead: string;
  /** The editor agreed to replace the test of that name. */
  substituir?: boolean;
}

export function testRoutes(s: Services): Route[] {
  return [
    {
      method: 'put',
      path: '/api/rascunhos/:id/teste',
      summary: 'Salva no rascunho um teste de conversa gravado na prévia (executado na verificação ao enviar para revisão)',
      access: 'session',
      body: importSchema('SaveTestRequest'),
      responses: { 200: importSchema('TestSaved') },
      handler: (req) => saveTest(s, req),
    },
  ];
}

async function saveTest(s: Services, { auth, params, body }: RouteRequest<SaveTest>) {
  const path = `flows/tests/${body.arquivo}.yaml`;
  requireCan(auth.person, 'draft.edit', path);
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const files = await s.gate.read(draft.head);
  // Never overwritten without the editor's consent: the refusal offers to replace it.
  if (files[path] !== undefined && !body.substituir)
    throw new HttpError(409, 'teste_existe', `Já existe um teste salvo como “${body.arquivo}”: escolha outro nome de arquivo ou substitua o teste.`);
  const route = routeOf(files, body.parceiro);
  const content = conversationTestYaml(body.nome, route, body.passos);
  const problems = s.gate.checkTestFile({ ...files, [path]: content }, path);
  if (problems.length > 0) {
    const list = problems.map((d) => `linha ${d.line}: ${d.message}`).join('; ');
    throw new HttpError(422, 'teste_invalido', `O teste não foi salvo: ele não confere com a conversa do rascunho (${list}).`, { diagnostics: problems });
  }
  const message = `${files[path] === undefined ? 'Grava' : 'Substitui'} o teste de conversa “${body.nome}” (${path})`;
  const saved = await s.repo.commitFiles({
    draftId: draft.record.id,
    expectedHead: body.baseHead,
    files: [{ path, content }],
    author: identityOf(auth.person),
    message,
  });
  if (saved.changed) {
    const details = { test: { name: body.nome, steps: body.passos.length, route } };
    recordSave(s, draft.record, auth.person.id, { path, head: saved.head, by: auth.person.email, details });
  }
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, { ok: true, head: saved.head, changed: saved.changed, draft: draftView(s, record, saved.head), path, content });
}

/** The route the recorded partner's chat opens at ('/' for the main site). */
function routeOf(files: Record<string, string>, partner: string | null): string {
  if (partner === null || partner === 'main') return '/';
  const found = listPartners(files).find((one) => one.name === partner);
  if (!found) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  return found.route;
}
