// A partner's logo or banner uploaded into a draft (issue 24 item 4): one commit on the draft's
// branch, never on the published one. The bytes get the local new-partner form's defences
// (studio/edit/partnerAssets.ts, issue 28 item 2): typed by file-type, capped in size and declared
// pixels, an SVG rewritten by the sanitiser or refused when it holds anything that could run —
// and nothing is written when refused. The image goes where the chat looks for it (the header's
// public/brands/<brand>.png|svg, the variant's bannerSrc); the partner file is pointed at it in the
// same commit when it named another. JSON with base64 bytes, so the request is validated by its
// JSON Schema like every other one (schemas/studio/hosted/images.schema.json).
import { createHash } from 'node:crypto';
import { editYaml, readYaml, YamlEditError } from '../../edit/yamlEdit.ts';
import { type AssetKind, type PartnerAsset, PartnerAssetError, partnerAsset } from '../../edit/partnerAssets.ts';
import { assertContentPath, type FileChange } from '../git/index.ts';
import { draftView, type LoadedDraft, loadDraft, loadDraftForSave, requireCan } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { saveRefused } from './saveRefusal.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { imageSchema } from './schemas.ts';
import { identityOf, type Services } from './services.ts';

interface UploadImage {
  parceiro: string;
  tipo: AssetKind;
  nome: string;
  dados: string;
  baseHead: string;
}

/** The other types a partner's image of this kind may have had (a PNG logo is shown before an SVG one). */
const SIBLING_TYPES: Record<AssetKind, readonly string[]> = { logo: ['png', 'svg'], banner: ['svg', 'png', 'jpg', 'webp'] };
const WHAT: Record<AssetKind, string> = { logo: 'o logo', banner: 'o banner' };

export function imageRoutes(s: Services): Route[] {
  return [
    {
      method: 'put',
      path: '/api/rascunhos/:id/imagem',
      summary: 'Envia o logo ou o banner de um parceiro para o rascunho (tipo lido dos bytes, SVG sanitizado ou recusado)',
      access: 'session',
      body: imageSchema('UploadImageRequest'),
      responses: { 200: imageSchema('ImageSaved') },
      handler: (req) => uploadImage(s, req),
    },
  ];
}

/** Where each kind of image of a partner goes: names derived from the partner, as the new-partner form does. */
function namesOf(partner: string) {
  return { brand: partner.replace(/-/g, ''), slug: partner };
}

async function uploadImage(s: Services, { auth, params, body }: RouteRequest<UploadImage>) {
  const { person } = auth;
  const variantPath = `variants/${body.parceiro}.yaml`;
  const { brand, slug } = namesOf(body.parceiro);
  // Role and scope first, on the files this upload may touch whatever its type turns out to be.
  const folder = body.tipo === 'logo' ? `public/brands/${brand}` : `public/banners/${slug}`;
  requireCan(person, 'draft.edit', [variantPath, ...SIBLING_TYPES[body.tipo].map((type) => `${folder}.${type}`)]);
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const asset = await checkedAsset(body);
  // The path comes from the partner's name and the sniffed type; checked again as every write is.
  assertContentPath(asset.file);
  requireCan(person, 'draft.edit', asset.file);
  const files = await s.gate.read(draft.head);
  const variant = files[variantPath];
  if (variant === undefined) throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  const changes: FileChange[] = [{ path: asset.file, content: asset.bytes }, ...(await staleSiblings(s, draft, folder, asset))];
  const pointed = pointVariant(variant, asset);
  if (pointed !== variant) {
    const checked = { ...files, [variantPath]: pointed };
    const gate = s.gate.check(checked, false);
    if (!gate.ok) throw saveRefused('A imagem não foi salva: o arquivo do parceiro ficaria com problemas.', gate.problems, checked);
    changes.push({ path: variantPath, content: pointed });
  }
  const message = `Envia ${WHAT[body.tipo]} do parceiro ${body.parceiro} (${asset.file})`;
  const saved = await s.repo.commitFiles({ draftId: draft.record.id, expectedHead: body.baseHead, files: changes, author: identityOf(person), message });
  const written = changes.map((change) => change.path);
  if (saved.changed) {
    const upload = { tipo: body.tipo, parceiro: body.parceiro, nome: body.nome, bytes: asset.bytes.length, sha256: sha256(asset.bytes), files: written };
    recordSave(s, draft.record, person.id, { path: asset.file, head: saved.head, by: person.email, details: { upload } });
  }
  const { record } = await loadDraft(s, draft.record.id);
  return json(200, {
    ok: true,
    head: saved.head,
    changed: saved.changed,
    draft: draftView(s, record, saved.head),
    path: asset.file,
    url: asset.url,
    files: written,
  });
}

/** The upload through the local studio's checks; a refusal is a 422 in the editor's words. */
async function checkedAsset(body: UploadImage): Promise<PartnerAsset> {
  try {
    return await partnerAsset(body.tipo, { name: body.nome, data: body.dados }, namesOf(body.parceiro));
  } catch (error) {
    if (error instanceof PartnerAssetError) throw new HttpError(422, 'imagem_recusada', `A imagem não foi salva. ${error.message}`, { field: error.field });
    throw error;
  }
}

/** The partner's image of this kind under another type: removed, or the header would keep showing a PNG over a new SVG. */
async function staleSiblings(s: Services, draft: LoadedDraft, folder: string, asset: PartnerAsset): Promise<FileChange[]> {
  const others = SIBLING_TYPES[asset.kind].map((type) => `${folder}.${type}`).filter((path) => path !== asset.file);
  const present = await Promise.all(others.map(async (path) => ((await s.repo.readFile(draft.head, path)) === null ? null : path)));
  return present.filter((path): path is string => path !== null).map((path) => ({ path, content: null }));
}

/** The partner file naming the new image: its own brand (logo) or bannerSrc (banner), spliced in place. */
function pointVariant(text: string, asset: PartnerAsset): string {
  const [key, value] = asset.kind === 'logo' ? ['brand', asset.file.replace(/^public\/brands\/|\.[a-z]+$/g, '')] : ['bannerSrc', asset.url];
  if (readYaml(text, [key]) === value) return text;
  try {
    return editYaml(text, [key], value);
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(422, 'imagem_recusada', `Não foi possível apontar o parceiro para a nova imagem: ${error.message}`);
    throw error;
  }
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
