// A new partner's logo and banner, uploaded with the studio's form: checked by their bytes (not the
// name the browser sends) and size, and stored where the app looks for them — public/brands/<brand>.png
// or .svg (src/ui/logoCandidates.ts) and public/banners/<slug>.<ext> (the variant's bannerSrc).
// Messages are in Portuguese: the partner team reads them on the form.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  bytes: Buffer;
}

/** Checks an upload and says where it goes; throws PartnerAssetError with the reason. */
export function partnerAsset(kind: AssetKind, upload: UploadedFile, names: { brand: string; slug: string }): PartnerAsset {
  const rule = ALLOWED[kind];
  if (typeof upload?.data !== 'string' || upload.data === '') throw new PartnerAssetError(kind, `${rule.what} está vazio: escolha o arquivo de novo.`);
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw new PartnerAssetError(kind, `${rule.what} está vazio: escolha o arquivo de novo.`);
  if (bytes.length > rule.maxBytes) {
    throw new PartnerAssetError(kind, `${rule.what} tem ${Math.ceil(bytes.length / 1024)} KB; o máximo é ${rule.maxBytes / 1024} KB.`);
  }
  const type = imageType(bytes);
  if (!type || !rule.types.includes(type)) {
    throw new PartnerAssetError(
      kind,
      `${rule.what} precisa ser uma imagem ${rule.types
        .map((t) => t.toUpperCase())
        .join(', ')
        .replace(/, ([^,]+)$/, ' ou $1')}; “${upload.name}” não é.`,
    );
  }
  if (type === 'svg' && /<script|\son[a-z]+\s*=|javascript:/i.test(bytes.toString('utf8'))) {
    throw new PartnerAssetError(kind, `${rule.what} em SVG não pode ter scripts nem eventos (onload, onclick…).`);
  }
  const url = kind === 'logo' ? `/brands/${names.brand}.${type}` : `/banners/${names.slug}.${type}`;
  return { kind, file: `public${url}`, url, bytes };
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

/** The image type by its first bytes. */
function imageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}
