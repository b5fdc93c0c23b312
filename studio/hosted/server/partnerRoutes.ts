// A partner's settings and colours changed in a draft, and a new partner added as one draft (issue
// 24 item 4). Settings and colours are spliced into variants/<parceiro>.yaml by the edit engine's
// minimal YAML writer (every other byte stays) and saved like any file (saveFile: the head the
// editor read, 409 when stale, 422 with the gate's problems, role and scope on the server). Values
// are checked first and refused per field in Portuguese; colours below WCAG AA are refused in words.
import { editYaml, type EditValue, YamlEditError } from '../../edit/yamlEdit.ts';
import { pairsInWords, type Theme } from '../ui/colourWords.ts';
import { draftAdminReasons } from './adminApproval.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { saveFile } from './draftRoutes.ts';
import { createPartnerDraft, newPartnerGreeting } from './newPartner.ts';
import { allSettings, checkedEdit, type RowValue, SettingRefused, uiTexts } from './partnerAllSettings.ts';
import { inherited, readVariant, type SettingValue, settingFields, settingProblems, valueAt } from './partnerSettings.ts';
import { type Answer, HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { partnerSchema } from './schemas.ts';
import type { Services } from './services.ts';

const COLOURS = ['background', 'primaryBackground', 'primaryForeground'] as const;
const PARTNER = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function partnerRoutes(s: Services): Route[] {
  const path = '/api/rascunhos/:id/parceiros/:parceiro';
  return [
    {
      method: 'get',
      path: `${path}/configuracoes`,
      summary: 'As configurações e as cores de um parceiro no rascunho, com rótulos e ajuda em português',
      access: 'session',
      responses: { 200: partnerSchema('PartnerSettings') },
      handler: (req) => readSettings(s, req),
    },
    {
      method: 'put',
      path: `${path}/configuracoes`,
      summary: 'Muda configurações do parceiro no rascunho (só as chaves enviadas; null volta ao valor herdado)',
      access: 'session',
      body: partnerSchema('SaveSettingsRequest'),
      responses: { 200: partnerSchema('PartnerSaved') },
      handler: (req) => saveSettings(s, req),
    },
    {
      method: 'put',
      path: `${path}/cores`,
      summary: 'Muda as cores do parceiro no rascunho (recusadas abaixo do contraste 4,5:1)',
      access: 'session',
      body: partnerSchema('SaveColoursRequest'),
      responses: { 200: partnerSchema('PartnerSaved') },
      handler: (req) => saveColours(s, req),
    },
    {
      method: 'get',
      path: `${path}/todas-configuracoes`,
      summary: 'Todas as configurações do parceiro, de onde vem cada uma, e os textos da interface (flows/ui.yaml) com os dele',
      access: 'session',
      responses: { 200: partnerSchema('AllSettings') },
      handler: (req) => readAllSettings(s, req),
    },
    {
      method: 'put',
      path: `${path}/configuracao`,
      summary: 'Muda uma configuração ou um texto da interface só para este parceiro (valor null: volta ao padrão)',
      access: 'session',
      body: partnerSchema('SaveOneSettingRequest'),
      responses: { 200: partnerSchema('PartnerSaved') },
      handler: (req) => saveOneSetting(s, req),
    },
    {
      method: 'get',
      path: '/api/rascunhos/:id/novo-parceiro',
      summary: 'A saudação que um novo parceiro ganha quando o formulário a deixa vazia, como o conteúdo do rascunho a escreve ({parceiro}: o nome)',
      access: 'session',
      responses: { 200: partnerSchema('NewPartnerGreeting') },
      handler: (req) => newPartnerGreeting(s, req),
    },
    {
      method: 'post',
      path: '/api/rascunhos/:id/parceiros',
      summary: 'Adiciona um novo parceiro ao rascunho: o arquivo do parceiro, o logo e o banner num só salvamento',
      access: 'session',
      body: partnerSchema('NewPartnerRequest'),
      responses: { 201: partnerSchema('PartnerSaved') },
      handler: (req) => createPartnerDraft(s, req),
    },
  ];
}

/** The partner named in the address, and its file. */
function partnerOf(params: Record<string, string>): { partner: string; file: string } {
  const partner = params.parceiro;
  if (!PARTNER.test(partner) || partner === 'defaults') throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  return { partner, file: `variants/${partner}.yaml` };
}

async function readSettings(s: Services, { auth, params }: RouteRequest) {
  requireCan(auth.person, 'view');
  const { partner } = partnerOf(params);
  const draft = await loadDraft(s, params.id);
  const files = await s.gate.read(draft.head);
  const own = readVariant(files, partner);
  if (!own) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  const cores = Object.fromEntries(COLOURS.map((key) => [key, String(valueAt(own, ['theme', key]) ?? inherited(files, partner, ['theme', key]) ?? '#000000')]));
  return json(200, { head: draft.head, parceiro: partner, campos: settingFields(files, partner), cores, aprovacaoAdmin: await draftAdminReasons(s, draft) });
}

async function readAllSettings(s: Services, { auth, params }: RouteRequest) {
  requireCan(auth.person, 'view');
  const { partner } = partnerOf(params);
  const draft = await loadDraft(s, params.id);
  const files = await s.gate.read(draft.head);
  if (!readVariant(files, partner)) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  return json(200, { head: draft.head, parceiro: partner, configuracoes: allSettings(files, partner), textosDaInterface: uiTexts(files, partner) });
}

async function saveOneSetting(s: Services, req: RouteRequest<{ caminho: string[]; valor: RowValue | null; baseHead: string }>) {
  const { partner, file } = partnerOf(req.params);
  requireCan(req.auth.person, 'draft.edit', file);
  const files = await s.gate.read((await loadDraft(s, req.params.id)).head);
  if (!readVariant(files, partner)) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  try {
    const edit = checkedEdit(files, partner, req.body.caminho, req.body.valor);
    const verb = edit.value === undefined ? 'Volta ao padrão' : 'Muda só para o parceiro';
    return await spliceAndSave(s, req, file, [edit], `${verb} ${partner}: ${edit.path.join('.')}`);
  } catch (error) {
    if (!(error instanceof SettingRefused)) throw error;
    throw new HttpError(422, 'configuracao_invalida', `Nada foi salvo: ${error.message}`, { problems: [{ campo: error.campo, mensagem: error.message }] });
  }
}

async function saveSettings(s: Services, req: RouteRequest<{ valores: Record<string, SettingValue | null>; baseHead: string }>) {
  const { partner, file } = partnerOf(req.params);
  requireCan(req.auth.person, 'draft.edit', file);
  const campos = settingProblems(req.body.valores);
  if (campos.length > 0) {
    const first = campos[0].mensagem;
    throw new HttpError(422, 'configuracao_invalida', `Nada foi salvo: ${campos.length === 1 ? first : 'confira os campos marcados.'}`, { problems: campos });
  }
  const edits = Object.entries(req.body.valores).map(([key, value]) => ({ path: [key], value: value ?? undefined }));
  const names = Object.keys(req.body.valores).join(', ');
  return spliceAndSave(s, req, file, edits, `Muda configurações do parceiro ${partner} (${names})`);
}

async function saveColours(s: Services, req: RouteRequest<{ cores: Theme; baseHead: string }>) {
  const { partner, file } = partnerOf(req.params);
  requireCan(req.auth.person, 'draft.edit', file);
  const low = pairsInWords(req.body.cores).filter((pair) => !pair.passes);
  if (low.length > 0) {
    const problems = low.map((pair) => ({ campo: pair.blame, mensagem: pair.problem, contraste: Number(pair.ratio.toFixed(2)) }));
    throw new HttpError(422, 'contraste_insuficiente', `As cores não foram salvas. ${low.map((pair) => pair.problem).join(' ')}`, { problems });
  }
  const edits = COLOURS.map((key) => ({ path: ['theme', key], value: req.body.cores[key].toLowerCase() }));
  return spliceAndSave(s, req, file, edits, `Muda as cores do parceiro ${partner}`);
}

/** The partner file with each value spliced in (keys already equal are left untouched), saved as one commit. */
async function spliceAndSave(
  s: Services,
  req: RouteRequest<{ baseHead: string }>,
  file: string,
  edits: { path: string[]; value: EditValue | undefined }[],
  message: string,
): Promise<Answer> {
  const draft = await loadDraft(s, req.params.id);
  const current = await s.repo.readFile(draft.head, file);
  if (current === null) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  let content = current.toString('utf8');
  try {
    for (const edit of edits) {
      const data = readVariant({ [file]: content }, file.slice(9, -5));
      if (JSON.stringify(valueAt(data, edit.path)) !== JSON.stringify(edit.value)) content = editYaml(content, edit.path, edit.value);
    }
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(422, 'configuracao_nao_editavel', `Não foi possível mudar o arquivo do parceiro: ${error.message}`);
    throw error;
  }
  const saved = await saveFile(s, { ...req, body: { path: file, content, baseHead: req.body.baseHead, message } });
  const body = saved.body as Record<string, unknown>;
  return json(saved.status, { ...body, files: [file], aprovacaoAdmin: await draftAdminReasons(s, await loadDraft(s, draft.record.id)) });
}
