// A new partner's logo and banner, uploaded with the studio's form: typed by their bytes (file-type,
// not the name the browser sends), capped in size and in the pixels they declare, and stored where
// the app looks for them — public/brands/<brand>.png or .svg (src/ui/logoCandidates.ts) and
// public/banners/<slug>.<ext> (the variant's bannerSrc). An SVG is stored as the sanitiser wrote it
// back, and refused when sanitising took out anything that could run (issue 28 item 2; the same
// rules flows:check applies to an SVG committed by hand). Messages are in Portuguese: the partner
// team reads them on the form.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_SIDE, type RasterType, rasterSize, tooLarge } from '../../scripts/compiler/imageSize.ts';
import { sanitiseSvg } from '../../scripts/compiler/svgSanitiser.ts';
import { writeAtomic } from './contentFiles.ts';

export interface UploadedFile {
  /** The file's name on the editor's machine (only for messages). */
  name: string;
  /** The bytes, base64. */
  data: string;
}

export type AssetKind = 'logo' | 'banner';

export class PartnerAssetError extends Error {
  constructor(
    readonly field: AssetKind,
    message: string,
  ) {
    super(message);
  }
}

/** What each upload may be: the header logo is a PNG or SVG; the banner is any web image. */
const ALLOWED: Record<AssetKind, { types: ImageType[]; maxBytes: number; what: string }> = {
  logo: { types: ['png', 'svg'], maxBytes: 200 * 1024, what: 'O logo' },
  banner: { types: ['svg', 'png', 'jpg', 'webp'], maxBytes: 500 * 1024, what: 'O banner' },
};

type ImageType = 'png' | 'svg' | 'jpg' | 'webp';

export interface PartnerAsset {
  kind: AssetKind;
  /** Relative to the project root: public/brands/parceironovo.png */
  file: string;
  /** As the page requests it: /brands/parceironovo.png */
  url: string;
  /** What is written: the upload's bytes, or for an SVG its sanitised text. */
  bytes: Buffer;
}

/** Checks an upload and says where it goes; throws PartnerAssetError with the reason. */
export async function partnerAsset(kind: AssetKind, upload: UploadedFile, names: { brand: string; slug: string }): Promise<PartnerAsset> {
  const rule = ALLOWED[kind];
  if (typeof upload?.data !== 'string' || upload.data === '') throw new PartnerAssetError(kind, `${rule.what} está vazio: escolha o arquivo de novo.`);
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw new PartnerAssetError(kind, `${rule.what} está vazio: escolha o arquivo de novo.`);
  if (bytes.length > rule.maxBytes) {
    throw new PartnerAssetError(kind, `${rule.what} tem ${Math.ceil(bytes.length / 1024)} KB; o máximo é ${rule.maxBytes / 1024} KB.`);
  }
  const type = await imageType(bytes);
  const svg = type === 'svg' ? sanitiseSvg(bytes.toString('utf8')) : undefined;
  if (!type || !rule.types.includes(type) || (svg && !svg.ok && svg.reason === 'not-svg')) {
    throw new PartnerAssetError(
      kind,
      `${rule.what} precisa ser uma imagem ${rule.types
        .map((t) => t.toUpperCase())
        .join(', ')
        .replace(/, ([^,]+)$/, ' ou $1')}; “${upload.name}” não é.`,
    );
  }
  let stored = bytes;
  if (svg?.ok) stored = Buffer.from(svg.svg, 'utf8');
  else if (svg) throw new PartnerAssetError(kind, svgRefusal(rule.what, upload.name, svg.reason, svg.active));
  else checkPixels(kind, rule.what, upload.name, rasterSize(bytes, type as RasterType));
  const url = kind === 'logo' ? `/brands/${names.brand}.${type}` : `/banners/${names.slug}.${type}`;
  return { kind, file: `public${url}`, url, bytes: stored };
}

/** What the partner manager is told when the sanitiser found what could run (or hide it). */
function svgRefusal(what: string, name: string, reason: string, active: readonly string[]): string {
  const instead = 'Exporte o SVG de novo sem isso, ou envie um PNG.';
  if (reason === 'entities') return `${what} em SVG declara entidades XML (<!ENTITY>), que podem esconder conteúdo; “${name}” foi recusado. ${instead}`;
  const shown = active.slice(0, 5).join(', ') + (active.length > 5 ? ` e mais ${active.length - 5}` : '');
  return `${what} em SVG não pode ter scripts, eventos (onload, onclick…), links javascript: ou para fora do arquivo, HTML embutido nem CSS que carregue algo; “${name}” tem: ${shown}. ${instead}`;
}

/** A raster image declares its width and height; a "pixel bomb" declares far more than a logo or banner needs. */
function checkPixels(kind: AssetKind, what: string, name: string, size: ReturnType<typeof rasterSize>): void {
  if (!size) throw new PartnerAssetError(kind, `${what} não tem largura e altura legíveis: “${name}” parece corrompido. Exporte a imagem de novo.`);
  if (tooLarge(size)) {
    throw new PartnerAssetError(
      kind,
      `${what} declara ${size.width} × ${size.height} pixels; o máximo é ${MAX_IMAGE_SIDE} pixels de cada lado. Reduza a imagem (o logo aparece com 28 px de altura; o banner tem 720 × 200).`,
    );
  }
}

/** Refuses assets whose file already exists (another partner's logo must not be replaced). */
export function assetConflicts(root: string, assets: readonly PartnerAsset[]): PartnerAsset[] {
  return assets.filter((asset) => existsSync(join(root, asset.file)));
}

export function writeAssets(root: string, assets: readonly PartnerAsset[]): void {
  for (const asset of assets) {
    const target = join(root, asset.file);
    mkdirSync(dirname(target), { recursive: true });
    writeAtomic(target, asset.bytes);
  }
}

/** Takes back images written for a variant file the gate refused (none of them existed before: assetConflicts). */
export function removeAssets(root: string, assets: readonly PartnerAsset[]): void {
  for (const asset of assets) rmSync(join(root, asset.file), { force: true });
}

/** The image type by its bytes: file-type knows the raster formats; text it does not know (or XML) may be an SVG. */
async function imageType(bytes: Buffer): Promise<ImageType | undefined> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || sniffed.ext === 'xml') return 'svg';
  return RASTER_TYPES[sniffed.ext];
}

const RASTER_TYPES: Record<string, ImageType> = { png: 'png', apng: 'png', jpg: 'jpg', webp: 'webp' };
