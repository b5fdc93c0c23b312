// The texts of a draft as the hosted studio's pages show them (issue 24 items 4, 7, 10): the
// etapas and partners, a text saved for everyone or only for one partner — written with the edit
// engine's minimal YAML splice (studio/edit/yamlEdit.ts), then saved with its tests (contentSave.ts: 428,
// 409 with what changed, 422 with the gate's problems) — and, for the review, each text the draft
// changes, before and after.
import { type EditValue, readYaml } from '../../edit/yamlEdit.ts';
import { changedTexts, effectiveTexts, listPartners, listSteps, partnerOverride } from './contentTexts.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { asBubbles, draftStep, editContent, saveContent } from './contentSave.ts';
import { againstLive } from './liveDiff.ts';
import { withExamples } from './exampleTexts.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { response, textSchema } from './schemas.ts';
import type { Services } from './services.ts';

interface DefaultText {
  step: string;
  partner: string;
  baseHead: string;
  atualizarTestes?: boolean;
}

interface SaveText {
  step: string;
  texts: string[];
  partner?: string;
  baseHead: string;
  atualizarTestes?: boolean;
}

export function textRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/rascunhos/:id/textos',
      summary: 'As etapas e os parceiros do rascunho, com os textos que os visitantes do parceiro escolhido leem',
      access: 'session',
      query: textSchema('TextsQuery'),
      responses: { 200: textSchema('Texts') },
      handler: async ({ auth, params, query }) => {
        requireCan(auth.person, 'view');
        const { head } = await loadDraft(s, params.id);
        const files = await s.gate.read(head);
        const partner: string | undefined = query.parceiro;
        const steps = listSteps(files).map((step) => ({
          ...step,
          texts: effectiveTexts(files, partner ?? null, step),
          override: partner ? (ownOverride(files, partner, step.id) ?? null) : null,
        }));
        return json(200, { head, partners: listPartners(files), steps });
      },
    },
    {
      method: 'put',
      path: '/api/rascunhos/:id/texto',
      summary: 'Salva o texto de uma etapa: para todos os parceiros, ou só para um (o texts: do arquivo do parceiro)',
      access: 'session',
      body: textSchema('SaveTextRequest'),
      responses: { 200: response('Saved') },
      handler: (req) => saveText(s, req),
    },
    {
      method: 'put',
      path: '/api/rascunhos/:id/texto-padrao',
      summary: 'Volta ao texto padrão: tira o texto próprio do parceiro nesta etapa (o "texts:" do arquivo dele)',
      access: 'session',
      body: textSchema('DefaultTextRequest'),
      responses: { 200: response('Saved') },
      handler: (req: RouteRequest<DefaultText>) => backToDefault(s, req),
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id/mudancas',
      summary: 'Cada texto que o rascunho muda, antes e depois (para a revisão)',
      access: 'session',
      responses: { 200: textSchema('TextChanges') },
      handler: async ({ auth, params }) => {
        requireCan(auth.person, 'view');
        const draft = await loadDraft(s, params.id);
        // Against what is live now: the published head, and the draft merged over it (liveDiff.ts).
        const live = await againstLive(s, draft);
        const [before, after] = await Promise.all([s.gate.read(live.before), s.gate.read(live.after)]);
        // The texts as a visitor would read them in the example situation, placeholders filled (and marked).
        const changes = withExamples(changedTexts(before, after, live.paths), {
          before: { commit: live.before, files: before },
          after: { commit: live.after, files: after },
        });
        return json(200, { head: draft.head, baseHead: live.before, changes });
      },
    },
  ];
}

/** The override written in the partner's own file (not one it inherits along `extends`). */
function ownOverride(files: Record<string, string>, partner: string, step: string): string[] | undefined {
  const own = partnerOverride(
    { 'variants/defaults.yaml': files['variants/defaults.yaml'] ?? '', [`variants/${partner}.yaml`]: files[`variants/${partner}.yaml`] ?? '' },
    partner,
    step,
  );
  return files[`variants/${partner}.yaml`] === undefined ? undefined : own;
}

async function saveText(s: Services, req: RouteRequest<SaveText>) {
  const { body } = req;
  const { files, step } = await draftStep(s, req);
  const path = body.partner ? `variants/${body.partner}.yaml` : step.flowFile;
  const current = files[path];
  if (current === undefined) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  const where = body.partner ? ['texts', body.step] : ['steps', body.step, 'say'];
  // One bubble stays a plain string, as the files are written by hand.
  const value: EditValue = body.texts.length === 1 ? body.texts[0] : body.texts;
  const content = editContent(current, where, value);
  const who = body.partner ? `só para o parceiro ${body.partner}` : 'para todos os parceiros';
  const message = `Muda o texto da etapa ${body.step} ${who}`;
  // The words it replaces, for the conversation tests asserting them (testAsserts.ts).
  const rewords = [{ kind: 'fala' as const, before: asBubbles(readYaml(current, where)), after: body.texts }];
  return saveContent(s, req, { changes: { [path]: content }, message, rewords, updateTests: body.atualizarTestes === true });
}

/** The partner's own text of an etapa removed: its visitors read the default (or what it extends) again. */
async function backToDefault(s: Services, req: RouteRequest<DefaultText>) {
  const { body } = req;
  const { files, step } = await draftStep(s, req);
  const path = `variants/${body.partner}.yaml`;
  const current = files[path];
  if (current === undefined) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  const own = ownOverride(files, body.partner, body.step);
  if (!own)
    throw new HttpError(409, 'sem_texto_proprio', `O parceiro ${body.partner} não tem texto próprio nesta etapa: os visitantes dele já leem o texto padrão.`);
  const content = editContent(current, ['texts', body.step], undefined);
  const after = effectiveTexts({ ...files, [path]: content }, body.partner, step);
  const message = `Volta ao texto padrão da etapa ${body.step} para o parceiro ${body.partner}`;
  const rewords = [{ kind: 'fala' as const, before: own, after }];
  return saveContent(s, req, { changes: { [path]: content }, message, rewords, updateTests: body.atualizarTestes === true });
}
