// The content files the studio edits: flows/*.yaml and variants/*.yaml directly under the
// project root, nothing else (no schemas, no `..`, no symlink out; conversation tests go through
// conversationTestFile.ts, gated by flows:test). Reads
// come with a content hash the client sends back, so a file changed on disk since is refused.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const CONTENT_DIRS = ['flows', 'variants'] as const;

/** A path the studio may not touch: outside the content folders, or not a YAML file. */
export class ContentPathError extends Error {}

/** `flows/intro.yaml` → the absolute path, or throws ContentPathError. */
export function contentPath(root: string, file: string): string {
  // flows/tests/: a save that rewords a text may update a conversation test's expectation too.
  if (typeof file !== 'string' || !/^(flows(\/tests)?|variants)\/[a-z0-9][a-z0-9._-]*\.ya?ml$/i.test(file) || file.includes('..')) {
    throw new ContentPathError(`"${String(file)}" is not a content file: only flows/*.yaml and variants/*.yaml can be edited`);
  }
  const absolute = join(root, file);
  // A symlink inside flows/ pointing elsewhere would let a write escape the folder.
  if (existsSync(absolute)) {
    if (lstatSync(absolute).isSymbolicLink()) throw new ContentPathError(`"${file}" is a symbolic link: edit its target in a text editor`);
    const real = relative(realpathSync(root), realpathSync(absolute));
    if (real.startsWith('..') || !CONTENT_DIRS.some((dir) => real.startsWith(dir + sep))) {
      throw new ContentPathError(`"${file}" resolves outside flows/ and variants/`);
    }
  }
  return absolute;
}

/** sha256 of the bytes, hex: the version a client read. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function readContent(root: string, file: string): { text: string; hash: string } {
  const text = readFileSync(contentPath(root, file), 'utf8');
  return { text, hash: contentHash(text) };
}

/** Every content file as relative path → text (what the compiler reads). */
export function readAllContent(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of CONTENT_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs).sort()) {
      if (/\.ya?ml$/.test(name)) files[`${dir}/${name}`] = readFileSync(join(abs, name), 'utf8');
    }
  }
  return files;
}

/** flows/tests/*.yaml, relative path → text. */
export function readConversationTests(root: string): Record<string, string> {
  const dir = join(root, 'flows', 'tests');
  if (!existsSync(dir)) return {};
  const names = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  return Object.fromEntries(names.sort().map((name) => [`flows/tests/${name}`, readFileSync(join(dir, name), 'utf8')]));
}

/** Writes through a temporary file in the same folder and a rename, so a reader (the Vite
 * watcher, git, an editor) sees the old file or the new one, never half of it. */
export function writeContentAtomic(root: string, file: string, text: string): void {
  writeAtomic(contentPath(root, file), text);
}

/** The atomic write itself, for a path already checked (content files, conversation tests). */
export function writeAtomic(target: string, text: string | Uint8Array): void {
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, text, typeof text === 'string' ? { encoding: 'utf8', flag: 'wx' } : { flag: 'wx' });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
