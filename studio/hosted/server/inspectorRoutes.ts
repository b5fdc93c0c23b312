// The draft editor's etapa in depth (issue 24 item 4): what it does and where (stepDetails.ts),
// "Mudar para todos" — one default text, every partner's own text for it removed, in one save —,
// and an option's label saved like a text. Both saves go through contentSave.ts: the page's
// version, the gate, and the conversation tests asserting the old words.
import { fileURLToPath } from 'node:url';
import { readYaml } from '../../edit/yamlEdit.ts';
import { asBubbles, draftStep, editContent, saveContent } from './contentSave.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { codeIndex } from './implementations.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { response, textSchema } from './schemas.ts';
import type { Services } from './services.ts';
import { stepDetails } from './stepDetails.ts';

// Hosted drafts change content, never code: the studio's own checkout is the code, indexed for the process's life.
const ownCode = codeIndex(fileURLToPath(new URL('../../../', import.meta.url)));

interface ForAll {
  step: string;
  texts: string[];
  baseHead: string;
  atualizarTestes?: boolean;
}

interface Label {
  step: string;
  index: number;
  label: string;
  baseHead: string;
  atualizarTestes?: boolean;
}

export function inspectorRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/rascunhos/:id/etapas/:etapa',
      summary: 'Uma etapa por dentro: onde está escrita, o que pergunta e confere (e o código de cada nome), as etapas antes e depois, quem lê cada texto',
      access: 'session',
      responses: { 200: textSchema('StepDetails') },
      handler: async ({ auth, params }) => {
        requireCan(auth.person, 'view');
        const { head } = await loadDraft(s, params.id);
        const files = await s.gate.read(head);
        const details = stepDetails(files, s.gate.compile(files), params.etapa, s.local?.code ?? ownCode);
        if (!details) throw new HttpError(404, 'etapa_nao_encontrada', 'Esta etapa não existe mais no rascunho. Recarregue a página.');
        return json(200, { head, step: details });
      },
    },
    {
      method: 'put',
      path: '/api/rascunhos/:id/texto-para-todos',
      summary: 'Um texto para todos os parceiros: o da conversa muda e o texto próprio de cada parceiro nesta etapa sai, numa só gravação',
      access: 'session',
      body: textSchema('SaveForAllRequest'),
      responses: { 200: response('Saved') },
      handler: (req: RouteRequest<ForAll>) => saveForAll(s, req),
    },
    {
      method: 'put',
      path: '/api/rascunhos/:id/rotulo',
      summary: 'Salva o rótulo de uma opção (um botão) de uma etapa',
      access: 'session',
      body: textSchema('SaveLabelRequest'),
      responses: { 200: response('Saved') },
      handler: (req: RouteRequest<Label>) => saveLabel(s, req),
    },
  ];
}

async function saveForAll(s: Services, req: RouteRequest<ForAll>) {
  const { body } = req;
  const { files, step } = await draftStep(s, req);
  const { flowFile } = step;
  const value = body.texts.length === 1 ? body.texts[0] : body.texts;
  const changes: Record<string, string> = { [flowFile]: editContent(files[flowFile], ['steps', body.step, 'say'], value) };
  const rewords = [{ kind: 'fala' as const, before: asBubbles(readYaml(files[flowFile], ['steps', body.step, 'say'])), after: body.texts }];
  // Every partner file with a text of its own for this etapa (defaults.yaml too): removed.
  for (const [path, text] of Object.entries(files)) {
    if (!/^variants\/[^/]+\.ya?ml$/.test(path)) continue;
    const own = readYaml(text, ['texts', body.step]);
    if (own === undefined) continue;
    rewords.push({ kind: 'fala', before: asBubbles(own), after: body.texts });
    changes[path] = editContent(text, ['texts', body.step], undefined);
  }
  const partners = Object.keys(changes).filter((path) => path.startsWith('variants/')).length;
  const message = `Muda o texto da etapa ${body.step} para todos os parceiros (${partners} texto(s) próprio(s) removido(s))`;
  return saveContent(s, req, { changes, message, rewords, updateTests: body.atualizarTestes === true });
}

async function saveLabel(s: Services, req: RouteRequest<Label>) {
  const { body } = req;
  const { files, step } = await draftStep(s, req);
  const { flowFile } = step;
  const path = ['steps', body.step, 'options', body.index, 'label'];
  const before = readYaml(files[flowFile], path);
  if (typeof before !== 'string') throw new HttpError(404, 'opcao_nao_encontrada', 'Esta opção não existe mais na etapa. Recarregue a página.');
  const changes = { [flowFile]: editContent(files[flowFile], path, body.label) };
  // Another etapa's option with the same label: a test's click on it may mean that one.
  const steps = s.gate.compile(files).flow.steps as unknown as Record<string, { options?: Array<{ label?: unknown }> }>;
  const shared = Object.entries(steps).some(([id, step]) => id !== body.step && (step.options ?? []).some((option) => option.label === before));
  const rewords = [{ kind: 'rotulo' as const, before: [before], after: [body.label], shared }];
  const message = `Muda o rótulo da opção ${body.index + 1} da etapa ${body.step}`;
  return saveContent(s, req, { changes, message, rewords, updateTests: body.atualizarTestes === true });
}
