// The variants a production build serves (`vite preview`): each built page carries the variants it
// can show in its HTML (scripts/routes/renderPage.ts, read by src/variants/embeddedVariants.ts in
// the browser). Their union is exactly what the built chat can promise, whatever the YAML says
// since the build; the pages are read again when a new build replaces them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_VARIANTS_ID } from '../../src/variants/embeddedVariants.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import type { Variants } from './campaignDiscounts.ts';

const EMBEDDED = new RegExp(`<script[^>]*\\bid="${EMBEDDED_VARIANTS_ID}"[^>]*>([\\s\\S]*?)</script>`);

/** A reader of the variants the pages under `outDir` carry; the same object until the build changes. */
export function builtVariants(outDir: string): () => Variants {
  let stamp: number | undefined;
  let variants: Variants = {};
  return () => {
    // Every build rewrites index.html, so its time says whether the pages changed.
    const now = statSync(join(outDir, 'index.html')).mtimeMs;
    if (now !== stamp) {
      variants = readBuiltVariants(outDir);
      stamp = now;
    }
    return variants;
  };
}

/** Every variant the built pages under `outDir` embed, by file name. */
export function readBuiltVariants(outDir: string): Variants {
  const found: Record<string, ResolvedVariant> = {};
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const page of pages.sort()) {
    const json = EMBEDDED.exec(readFileSync(join(outDir, page), 'utf8'))?.[1];
    if (json) Object.assign(found, JSON.parse(json) as Record<string, ResolvedVariant>);
  }
  if (Object.keys(found).length === 0) throw new Error(`no built page under ${outDir} carries variants: run npm run build first`);
  return found;
}
