// The images a variant names must be there and be what their names say (docs/partners.md, step 3):
// - banner rule: a `bannerSrc` (and the referral's) on this site is a file in public/; an SVG
//   banner is 720 × 200 (viewBox "0 0 720 200"), another image has the bytes of its type; and a
//   banner that promises a discount shows only where the variant gives one (discount rule);
// - logo rule: a logo found by the brand name (public/brands/<brand>.png or .svg, the header's
//   candidates) is a real PNG or SVG. The logo itself is optional: the header falls back to Mycon's;
// - image rule (publicImages.ts): no image in public/ runs anything when opened, nor declares a
//   pixel bomb's size, named by a variant or not.
// Checked only where the project has a public/ folder (a checked root without one, such as
// in-memory sources in tests, has no images to compare with).
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { isRecord } from './checkSteps.ts';
import { type ContentRulesContext, GroupedReport } from './greeting.ts';
import { checkPublicImages } from './publicImages.ts';
import type { DataPath } from './yamlSource.ts';

const BANNER_RULE = 'banner rule (docs/partners.md): a named banner is a file in public/, an SVG one 720 × 200';
const LOGO_RULE = 'logo rule (docs/partners.md): the logo public/brands/<brand>.png (or .svg) is a real image of that type, or absent';
const DISCOUNT_RULE = 'discount rule (spec section 9): only a variant with desconto promises a discount';
/** What a banner says when it promises the campaign discount. */
const DISCOUNT_WORDS = /desconto|1ª parcela/i;

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  '.png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8,
  '.jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
  '.webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  '.svg': (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(b.subarray(0, 512).toString('utf8')),
};

export function checkVariantAssets(root: string, ctx: ContentRulesContext): void {
  const publicDir = join(root, 'public');
  if (!existsSync(publicDir)) return;
  checkPublicImages(root, publicDir, ctx.out);
  const files = new Map<string, Buffer | null>();
  const read = (path: string) => {
    if (!files.has(path)) files.set(path, existsSync(path) ? readFileSync(path) : null);
    return files.get(path) ?? null;
  };
  const report = new GroupedReport();
  for (const [name, variant] of Object.entries(ctx.variants)) {
    const referral = isRecord(variant.referral) ? variant.referral : {};
    checkBanner(name, ['bannerSrc'], variant.bannerSrc, variant.desconto === true, { publicDir, read, report, ctx });
    const referralDiscount = (referral.desconto ?? variant.desconto) === true;
    checkBanner(name, ['referral', 'bannerSrc'], referral.bannerSrc, referralDiscount, { publicDir, read, report, ctx });
    checkLogo(name, variant.brand, { publicDir, read, report, ctx });
  }
  report.flush(ctx.out);
}

interface AssetCheck {
  publicDir: string;
  read: (path: string) => Buffer | null;
  report: GroupedReport;
  ctx: ContentRulesContext;
}

function checkBanner(name: string, path: DataPath, src: unknown, discount: boolean, check: AssetCheck): void {
  // "" is a partner without a banner (none shows, not the default one); a URL is another site's.
  if (typeof src !== 'string' || src === '' || /^[a-z]+:\/\//i.test(src)) return;
  const at = check.ctx.merger.origin(name, path);
  const file = inPublic(check.publicDir, src);
  if (!at || !file) return;
  const field = `${path.join('.')} "${src}"`;
  const bytes = check.read(file);
  const problem = bytes === null ? `there is no public${src} (add the file, or remove ${path.at(-1)} to show the default banner)` : bannerProblem(src, bytes);
  if (problem) {
    check.report.add(name, at.source, at.path, { code: 'image.banner', message: `${field}: ${problem} — ${BANNER_RULE}`, args: { name: src } });
    return;
  }
  if (!discount && bytes && extname(src).toLowerCase() === '.svg' && DISCOUNT_WORDS.test(bytes.toString('utf8'))) {
    const message = `${field}: the banner promises a discount, but the variant has no desconto — ${DISCOUNT_RULE}`;
    check.report.add(name, at.source, at.path, { code: 'image.banner-discount', message, args: { name: src } });
  }
}

function bannerProblem(src: string, bytes: Buffer): string | undefined {
  const type = extname(src).toLowerCase();
  const matches = SIGNATURES[type];
  if (!matches) return `a banner is an SVG, PNG, JPEG or WebP image, not "${type || src}"`;
  if (!matches(bytes)) return `the file is not a ${type.slice(1).toUpperCase()} image (its first bytes say otherwise)`;
  if (type === '.svg' && !/<svg [^>]*viewBox="0 0 720 200"/.test(bytes.toString('utf8')))
    return 'an SVG banner is 720 × 200: its <svg> needs viewBox="0 0 720 200"';
  return undefined;
}

function checkLogo(name: string, brand: unknown, check: AssetCheck): void {
  if (typeof brand !== 'string' || brand === '') return;
  const at = check.ctx.merger.origin(name, ['brand']);
  if (!at) return;
  for (const type of ['.png', '.svg']) {
    const file = inPublic(check.publicDir, `/brands/${brand}${type}`);
    const bytes = file ? check.read(file) : null;
    if (bytes === null || SIGNATURES[type](bytes)) continue;
    const message = `brand "${brand}": public/brands/${brand}${type} is not a ${type.slice(1).toUpperCase()} image (its first bytes say otherwise) — ${LOGO_RULE}`;
    check.report.add(name, at.source, at.path, { code: 'image.logo', message, args: { name: `${brand}${type}` } });
  }
}

/** The file a site path names under public/, or undefined for one that climbs out of it. */
function inPublic(publicDir: string, src: string): string | undefined {
  const file = normalize(join(publicDir, src.split(/[?#]/)[0]));
  return file.startsWith(publicDir + sep) ? file : undefined;
}
