// The hosted studio's pages (studio/hosted/ui/) built with Vite's JS API when `npm run studio`
// starts, so a fresh clone needs no extra step: into STUDIO_UI_DIR (default .studio/ui/), and only
// when missing or stale — the folder keeps a stamp of the sources it was built from. Nothing of
// this reaches the visitors' build: vite.config.ts builds index.html at the root, not this folder.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const UI_SOURCE = join(REPO_ROOT, 'studio/hosted/ui');
const STAMP = '.fontes';

export function uiDirFromEnv(env: NodeJS.ProcessEnv): string {
  return resolve(env.STUDIO_UI_DIR || join(REPO_ROOT, '.studio/ui'));
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
}

/** A hash of every source file of the pages and of what builds them (the lock file pins the packages). */
export function uiSourceStamp(): string {
  const hash = createHash('sha256');
  for (const file of [...walk(UI_SOURCE), join(REPO_ROOT, 'package-lock.json')]) {
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds the pages into `outDir` unless it already holds a build of the current sources. */
export async function ensureUiBuilt(outDir: string, log: (line: string) => void = console.log): Promise<void> {
  const stamp = uiSourceStamp();
  const stampFile = join(outDir, STAMP);
  if (existsSync(join(outDir, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  log('[estúdio] montando as páginas do estúdio (só quando mudam)…');
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    configFile: false,
    root: UI_SOURCE,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    // No inline module-preload polyfill or inline script: the pages' CSP allows scripts from 'self' only.
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false }, assetsInlineLimit: 0, sourcemap: false, chunkSizeWarningLimit: 2000 },
  });
  writeFileSync(stampFile, stamp);
}
