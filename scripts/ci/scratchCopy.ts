// A scratch copy of a checkout: every file git would see (committed or not, ignored ones left out)
// copied to a temporary folder, with node_modules linked entry by entry.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitVisibleFiles } from './gitVisibleFiles.ts';

export function makeScratchCopy(from: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'consorcio-scratch-'));
  for (const file of gitVisibleFiles(from)) {
    const source = join(from, file);
    // Listed by git but deleted in the tree, or a submodule's folder: nothing to copy.
    if (!existsSync(source) || !statSync(source).isFile()) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(source, join(copy, file), { preserveTimestamps: true });
  }
  linkDependencies(join(from, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/**
 * A real node_modules folder whose entries link to the checkout's: packages resolve as usual, but
 * Vite's dependency cache (node_modules/.vite) is the copy's own, so a dev server in the copy never
 * re-optimises the one a developer's `npm start` uses.
 */
function linkDependencies(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from)) if (entry !== '.vite') symlinkSync(join(from, entry), join(to, entry));
}
