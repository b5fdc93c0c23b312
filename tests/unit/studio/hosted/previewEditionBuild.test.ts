// The preview edition stays out of the visitors' bundle: `vite build` (the visitors' build, as
// npm run build runs it) holds none of the edition's own strings, while the edition's build, made
// as the studio makes it, holds every one of them (so the check would see them if they leaked).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProduction } from '../../../../scripts/buildProduction.ts';
import { PREVIEW_MARKER } from '../../../../studio/hosted/preview/contentShape.ts';
import { previewEdition, REPO_ROOT } from '../../../../studio/hosted/preview/editionBuild.ts';
import { UNIT_PREVIEW_BUILDS } from './serverFixture.ts';

/** Strings only the edition's entry holds: its marker, its content file, its image place. */
const EDITION_ONLY = [PREVIEW_MARKER, 'conteudo.json', '__previaImagens'];
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function textOf(dir: string): string {
  return walk(dir)
    .filter((file) => /\.(js|html|css|json)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

describe('the preview edition and the visitors’ build', () => {
  it('the edition, built as the studio builds it, holds its own strings', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'h3-edition-'));
    folders.push(dataDir);
    const folder = await previewEdition({ dataDir, buildDir: UNIT_PREVIEW_BUILDS }).folder();
    const text = textOf(folder);
    for (const marker of EDITION_ONLY) expect(text, marker).toContain(marker);
  });

  it('the visitors’ build holds none of them, and no preview file', { timeout: 240_000 }, () => {
    const outDir = mkdtempSync(join(tmpdir(), 'h3-visitors-'));
    folders.push(outDir);
    buildProduction(REPO_ROOT, outDir);
    const files = walk(outDir);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.map((file) => relative(outDir, file)).filter((file) => /previa|preview/i.test(file))).toEqual([]);
    const text = textOf(outDir);
    for (const marker of EDITION_ONLY) expect(text.includes(marker), marker).toBe(false);
  });
});
