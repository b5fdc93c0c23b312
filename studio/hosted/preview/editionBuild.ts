// The preview edition (edition/): built once per version of the code, not per draft nor per save.
// The version is a hash of what goes into the bundle (src/, the edition, public/, the lock file);
// the build lands in <dataDir>/previa-app/<hash>/, or <buildDir>/<hash>/ when studios share their
// builds (STUDIO_PREVIEW_BUILD_DIR: the browser tests' many studios of one checkout) — written beside,
// then renamed, so a killed build leaves no half folder — and is served under /previa/app/<hash>/,
// so every file in it is immutable.
// Vite runs in a process of its own: the studio's process never loads React or the bundler.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// studio/hosted/preview holds the recorder the frame runs for "Gravar teste desta conversa" too.
const INPUTS = ['src', 'studio/hosted/preview', 'public', 'package-lock.json'];

export interface Edition {
  /** The code's version: the path segment the edition is served under. */
  readonly hash: string;
  /** The URL path the edition is served from, with its trailing slash. */
  readonly base: string;
  /** The built folder (building it on first call). */
  folder(): Promise<string>;
}

/** A hash of every file the bundle is built from. */
export function codeHash(root = REPO_ROOT): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

export function previewEdition(options: { dataDir: string; buildDir?: string; root?: string; hash?: string }): Edition {
  const root = options.root ?? REPO_ROOT;
  const hash = options.hash ?? codeHash(root);
  const base = `/previa/app/${hash}/`;
  const folder = join(options.buildDir ?? join(options.dataDir, 'previa-app'), hash);
  let building: Promise<string> | undefined;
  return {
    hash,
    base,
    folder() {
      if (isBuilt(folder)) return Promise.resolve(folder);
      building ??= build(root, base, folder).catch((error: unknown) => {
        building = undefined;
        throw error;
      });
      return building;
    },
  };
}

const isBuilt = (folder: string) => existsSync(join(folder, 'entrada.js')) && existsSync(join(folder, 'cartao', 'cartao.js'));

async function build(root: string, base: string, folder: string): Promise<string> {
  const temporary = `${folder}.${process.pid}.tmp`;
  mkdirSync(join(folder, '..'), { recursive: true });
  try {
    await vite(root, base, 'vite.config.ts', temporary);
    // The card frame the chat opens at the card step, a build of its own beside it (edition/cardFrame.tsx).
    await vite(root, base, 'cardFrame.vite.config.ts', join(temporary, 'cartao'));
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  // Another studio sharing the folder finished the same version first: its build is served, not replaced.
  if (isBuilt(folder)) {
    rmSync(temporary, { recursive: true, force: true });
    return folder;
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(temporary, folder);
  // Earlier versions of the code are served no more: their builds go.
  const parent = join(folder, '..');
  for (const name of readdirSync(parent)) {
    if (join(parent, name) !== folder && !name.endsWith('.tmp')) rmSync(join(parent, name), { recursive: true, force: true });
  }
  return folder;
}

function vite(root: string, base: string, configName: string, outDir: string): Promise<void> {
  const bin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const config = join(root, 'studio', 'hosted', 'preview', 'edition', configName);
  const args = [bin, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, env: { ...process.env, PREVIA_BASE: base }, maxBuffer: 16 * 1024 * 1024 }, (error, _out, err) => {
      if (error) reject(new Error(`a prévia não pôde ser construída: ${err || error.message}`));
      else resolve();
    });
  });
}
