// Every image in public/ is served on the app's origin, whether a variant names it or not, so each
// one keeps the rules the studio's upload keeps (issue 28 item 2; studio/edit/partnerAssets.ts):
// - an SVG is well-formed XML with an <svg> root and nothing the sanitiser (svgSanitiser.ts) would
//   take out as able to run: scripts, event handlers, javascript: or external links, embedded HTML,
//   animations of href, CSS that loads anything, entity declarations. Editor metadata may stay;
// - a PNG, JPEG or WebP declares at most MAX_IMAGE_SIDE pixels a side (no "pixel bomb").
// Whether a file is the type its name says is the banner and logo rules' (variantAssets.ts).
// Each problem is reported at the image itself; verdicts are kept by content, so the dev server's
// recompiles sanitise only a file that changed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Diagnostic } from './diagnostics.ts';
import { MAX_IMAGE_SIDE, type RasterType, rasterSize, tooLarge } from './imageSize.ts';
import { sanitiseSvg } from './svgSanitiser.ts';

const IMAGE_RULE =
  'image rule (docs/partners.md): an image in public/ runs nothing when opened (an SVG has no script, handler, javascript: or external link, embedded HTML or loading CSS) and a raster one is at most ' +
  `${MAX_IMAGE_SIDE} pixels a side`;

const RASTER: Record<string, { type: RasterType; signature: (bytes: Buffer) => boolean }> = {
  '.png': { type: 'png', signature: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  '.jpg': { type: 'jpg', signature: (b) => b[0] === 0xff && b[1] === 0xd8 },
  '.jpeg': { type: 'jpg', signature: (b) => b[0] === 0xff && b[1] === 0xd8 },
  '.webp': { type: 'webp', signature: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
};

/** Problem (or '') by extension and content hash. */
const verdicts = new Map<string, string>();

export function checkPublicImages(root: string, publicDir: string, out: Diagnostic[]): void {
  for (const file of imageFiles(publicDir)) {
    const problem = verdictOf(readFileSync(file), extname(file).toLowerCase());
    if (problem) {
      out.push({
        file: relative(root, file).split(sep).join('/'),
        line: 1,
        col: 1,
        severity: 'error',
        message: `${problem} — ${IMAGE_RULE}`,
        code: 'image.invalid',
      });
    }
  }
}

/** What is wrong with an image of this extension, or undefined. */
export function publicImageProblem(bytes: Buffer, extension: string): string | undefined {
  if (extension === '.svg') {
    const verdict = sanitiseSvg(bytes.toString('utf8'));
    if (verdict.ok) return undefined;
    if (verdict.reason === 'not-svg') return 'the file is not an SVG image: it needs well-formed XML with an <svg> root';
    if (verdict.reason === 'entities') return 'the SVG declares XML entities (<!ENTITY>), which a browser expands into markup';
    return `the SVG has what a browser would run when it is opened: ${verdict.active.slice(0, 5).join(', ')}${verdict.active.length > 5 ? ` and ${verdict.active.length - 5} more` : ''}`;
  }
  const raster = RASTER[extension];
  if (!raster?.signature(bytes)) return undefined;
  const size = rasterSize(bytes, raster.type);
  if (size && tooLarge(size)) return `the image declares ${size.width} × ${size.height} pixels`;
  return undefined;
}

function verdictOf(bytes: Buffer, extension: string): string | undefined {
  const key = `${extension}:${createHash('sha1').update(bytes).digest('hex')}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = publicImageProblem(bytes, extension) ?? '';
    verdicts.set(key, verdict);
  }
  return verdict || undefined;
}

function imageFiles(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (extname(entry.name).toLowerCase() === '.svg' || extname(entry.name).toLowerCase() in RASTER))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
