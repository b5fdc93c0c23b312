// "Novo parceiro" in the hosted studio (issue 24 item 4): the local studio's new-partner form
// (studio/edit/partnerFile.ts writes the variant file in the docs' shape; partnerAssets.ts types,
// caps and sanitises the logo and banner) as one save in a draft — variants/<rota>.yaml and its
// images in a single commit by the editor, from the head the editor read. The route must be well
// formed and free in the draft; refusals name the field, in Portuguese.
import { type AssetKind, type PartnerAsset, PartnerAssetError, partnerAsset } from '../../edit/partnerAssets.ts';
import { checkPartnerForm, GREETING_STEP, type PartnerForm, PartnerFormError, partnerFile } from '../../edit/partnerFile.ts';
import { discountTexts, greetingTemplate, partnerGreeting } from '../../contract/partnerGreeting.ts';
import { assertContentPath, type FileChange } from '../git/index.ts';
import type { Theme } from '../ui/colourWords.ts';
import { draftAdminReasons } from './adminApproval.ts';
import { draftView, loadDraft, loadDraftForSave, requireCan } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { readVariant } from './partnerSettings.ts';
import { HttpError, json, type RouteRequest } from './routeTable.ts';
import { identityOf, type Services } from './services.ts';

/** An image as the page sends it: the file's name on the editor's machine and its bytes in base64. */
interface Image {
  nome: string;
  dados: string;
}

export interface NewPartner {
  nome: string;
  rota: string;
  campanhaId: number;
  compraId: number;
  empresaId: number;
  desconto: boolean;
  tipoTabela?: PartnerForm['tipoTabela'];
  gtmId: string;
  linkWhatsApp: string;
  siteDomain?: string;
  /** The partner's first message (HTML such as <b> allowed); empty: the content's greeting for new partners, with its name. */
  saudacao?: string;
  cores: Theme;
  logo?: Image;
  banner?: Image;
  baseHead: string;
}

/** The local form's field names → this request's (the editor's words are the page's). */
const FIELD_NAMES: Record<string, string> = { name: 'nome', route: 'rota', theme: 'cores', greeting: 'saudacao' };
const fieldOf = (field: string) => field.replace(/^[a-z]+/, (head) => FIELD_NAMES[head] ?? head).replace(/^theme\./, 'cores.');

const refuse = (status: number, code: string, campo: string, mensagem: string) => new HttpError(status, code, mensagem, { problems: [{ campo, mensagem }] });

function formOf(body: NewPartner): PartnerForm {
  const { nome, rota, cores, ...rest } = body;
  return {
    name: nome,
    route: rota,
    campanhaId: rest.campanhaId,
    compraId: rest.compraId,
    empresaId: rest.empresaId,
    desconto: rest.desconto,
    tipoTabela: rest.tipoTabela,
    gtmId: rest.gtmId,
    linkWhatsApp: rest.linkWhatsApp,
    siteDomain: rest.siteDomain,
    greeting: rest.saudacao,
    theme: cores,
  };
}

/** Every file the new partner may write, named before its images' types are known (role and scope first). */
function possibleFiles(slug: string): string[] {
  const brand = slug.replace(/-/g, '');
  return [
    `variants/${slug}.yaml`,
    ...['png', 'svg'].map((t) => `public/brands/${brand}.${t}`),
    ...['svg', 'png', 'jpg', 'webp'].map((t) => `public/banners/${slug}.${t}`),
  ];
}

/** The route free in the draft: no partner file of that name, no partner answering on it. */
function requireFreeRoute(files: Record<string, string>, route: string, slug: string): void {
  const owner = Object.keys(files)
    .map((path) => /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1])
    .find((name) => name !== undefined && (name === slug || readVariant(files, name)?.route === route));
  if (owner !== undefined || slug === 'defaults') {
    const whose = owner ? ` do parceiro ${owner}` : ' reservada para as configurações comuns a todos os parceiros';
    throw refuse(409, 'rota_ocupada', 'rota', `A rota ${route} já é${whose}. Escolha outra rota para o novo parceiro.`);
  }
}

/** The draft's steps as compiled (once per request: every word for new partners is read from them). */
const stepsIn = (s: Services, files: Record<string, string>) => s.gate.compile(files).flow.steps as unknown as Record<string, unknown>;

function requireTemplate(steps: Record<string, unknown>): string {
  const template = greetingTemplate(steps, GREETING_STEP);
  if (template === null)
    throw refuse(422, 'formulario_invalido', 'saudacao', 'O parceiro não foi criado: escreva a saudação dele (o conteúdo não tem uma para novos parceiros).');
  return template;
}

type Walked = Record<string, { next?: unknown; options?: Array<{ label?: unknown }> } | undefined>;

/** The first button a visitor meets, following `next` from the start: the partner's picture draws it (null: none on the way). */
export function sampleButtonIn(steps: Walked, start: string): string | null {
  const seen = new Set<string>();
  for (let id: unknown = start; typeof id === 'string' && !seen.has(id); id = steps[id]?.next) {
    seen.add(id);
    const label = steps[id]?.options?.[0]?.label;
    if (typeof label === 'string') return label;
  }
  return null;
}

/**
 * GET …/novo-parceiro: the greeting a new partner gets when the form leaves it empty, and the first
 * button the picture of the partner's screen draws, both as the draft's content writes them.
 */
export async function newPartnerGreeting(s: Services, { auth, params }: RouteRequest) {
  requireCan(auth.person, 'view');
  const { head } = await loadDraft(s, params.id);
  const { flow } = s.gate.compile(await s.gate.read(head));
  const steps = flow.steps as unknown as Record<string, unknown>;
  return json(200, { head, modelo: greetingTemplate(steps, GREETING_STEP), botao: sampleButtonIn(steps as Walked, flow.start) });
}

async function checkedImages(body: NewPartner, names: { slug: string; brand: string }): Promise<PartnerAsset[]> {
  const uploads: [AssetKind, Image | undefined][] = [
    ['logo', body.logo],
    ['banner', body.banner],
  ];
  const assets: PartnerAsset[] = [];
  for (const [kind, upload] of uploads) {
    if (!upload) continue;
    try {
      assets.push(await partnerAsset(kind, { name: upload.nome, data: upload.dados }, names));
    } catch (error) {
      if (error instanceof PartnerAssetError) throw refuse(422, 'imagem_recusada', error.field, `O parceiro não foi criado. ${error.message}`);
      throw error;
    }
  }
  return assets;
}

export async function createPartnerDraft(s: Services, { auth, params, body }: RouteRequest<NewPartner>) {
  const { person } = auth;
  const slug = /^\/([a-z0-9]+(-[a-z0-9]+)*)$/.exec(body.rota)?.[1];
  if (slug) requireCan(person, 'draft.edit', possibleFiles(slug));
  else requireCan(person, 'draft.edit');
  const form = formOf(body);
  try {
    checkPartnerForm(form); // the form's own checks first (the route's shape among them)
  } catch (error) {
    if (error instanceof PartnerFormError) throw refuse(422, 'formulario_invalido', fieldOf(error.field), `O parceiro não foi criado: ${error.message}`);
    throw error;
  }
  const name = slug as string;
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const files = await s.gate.read(draft.head);
  requireFreeRoute(files, body.rota, name);
  const assets = await checkedImages(body, { slug: name, brand: name.replace(/-/g, '') });
  for (const asset of assets) {
    if ((await s.repo.readFile(draft.head, asset.file)) !== null) {
      throw refuse(409, 'imagem_ocupada', asset.kind, `Já existe ${asset.file.replace(/^public\//, '')}: outro parceiro usa esse nome de imagem.`);
    }
  }
  const steps = stepsIn(s, files);
  const greeting = form.greeting?.trim() || partnerGreeting(requireTemplate(steps), form.name);
  const variant = partnerFile(
    { ...form, greeting },
    { logoFile: assets.find((a) => a.kind === 'logo')?.file, bannerUrl: assets.find((a) => a.kind === 'banner')?.url },
    discountTexts(steps),
  );
  const gate = s.gate.check({ ...files, [variant.file]: variant.text }, false);
  if (!gate.ok) {
    const list = gate.problems.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join('; ');
    throw new HttpError(422, 'conteudo_com_problemas', `O parceiro não foi criado: o arquivo dele quebra regras do conteúdo (${list}).`, {
      diagnostics: gate.problems,
    });
  }
  const changes: FileChange[] = [{ path: variant.file, content: variant.text }, ...assets.map((a) => ({ path: a.file, content: a.bytes }))];
  for (const change of changes) assertContentPath(change.path);
  requireCan(
    person,
    'draft.edit',
    changes.map((change) => change.path),
  );
  const message = `Adiciona o parceiro ${body.nome.trim()} (${body.rota})`;
  const saved = await s.repo.commitFiles({ draftId: draft.record.id, expectedHead: body.baseHead, files: changes, author: identityOf(person), message });
  const written = changes.map((change) => change.path);
  recordSave(s, draft.record, person.id, {
    path: variant.file,
    head: saved.head,
    by: person.email,
    details: { newPartner: { route: body.rota, files: written } },
  });
  const after = await loadDraft(s, draft.record.id);
  return json(201, {
    ok: true,
    head: saved.head,
    changed: saved.changed,
    draft: draftView(s, after.record, saved.head),
    files: written,
    warnings: gate.warnings,
    aprovacaoAdmin: await draftAdminReasons(s, after),
  });
}
