// The content files the studio edits: flows/*.yaml and variants/*.yaml directly under the
// project root, nothing else (no schemas, no `..`, no symlink out). Reads go through the compiler's guard (a link, a
// folder, a device, a file too big or not UTF-8 is refused unread) and
// come with a content hash the client sends back, so a file changed on disk since is refused.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type ContentRead, MAX_VARIANT_BYTES, MAX_YAML_BYTES, readContentDir, readContentFile } from '../../scripts/compiler/index.ts';

const CONTENT_DIRS = ['flows', 'variants'] as const;

/** A path the studio may not touch: outside the content folders, or not a YAML file. */
export class ContentPathError extends Error {}

/** `flows/intro.yaml` → the absolute path, or throws ContentPathError. */
export function contentPath(root: string, file: string): string {
  // flows/tests/: a save that rewords a text may update a conversation test's expectation too.
  if (typeof file !== 'string' || !/^(flows(\/tests)?|variants)\/[a-z0-9][a-z0-9._-]*\.ya?ml$/i.test(file) || file.includes('..')) {
    throw new ContentPathError(`"${String(file).slice(0, 200)}" não é um arquivo de conteúdo: só flows/*.yaml e variants/*.yaml podem ser editados.`);
  }
  const absolute = join(root, file);
  // A symlink inside flows/ pointing elsewhere would let a write escape the folder.
  if (existsSync(absolute)) {
    if (lstatSync(absolute).isSymbolicLink()) throw new ContentPathError(`"${file}" é um link simbólico: edite o arquivo de destino num editor de texto.`);
    const real = relative(realpathSync(root), realpathSync(absolute));
    if (real.startsWith('..') || !CONTENT_DIRS.some((dir) => real.startsWith(dir + sep))) {
      throw new ContentPathError(`"${file}" aponta para fora de flows/ e variants/.`);
    }
  }
  return absolute;
}

/** sha256 of the bytes, hex: the version a client read. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function readContent(root: string, file: string): { text: string; hash: string } {
  const path = contentPath(root, file);
  lstatSync(path); // a missing file throws ENOENT (not found), not a refusal
  const text = textOf(file, readContentFile(path, maxBytesOf(file)));
  return { text, hash: contentHash(text) };
}

/** Every content file as relative path → text (what the compiler reads); throws ContentPathError for one it refuses unread. */
export function readAllContent(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of CONTENT_DIRS) {
    for (const [file, read] of readContentDir(root, dir, maxBytesOf(dir))) files[file] = textOf(file, read);
  }
  return files;
}

/** flows/tests/*.yaml, relative path → text. */
export function readConversationTests(root: string): Record<string, string> {
  return Object.fromEntries(readContentDir(root, 'flows/tests').map(([file, read]) => [file, textOf(file, read)]));
}

/** The text, or the compiler's reason for not reading the file (a link, a folder, a device, too big, not UTF-8: issue 28 item 6). */
function textOf(file: string, read: ContentRead): string {
  if ('text' in read) return read.text;
  throw new ContentPathError(`O estúdio não lê "${file}": ${read.problem}`);
}

function maxBytesOf(file: string): number {
  return file.startsWith('variants') ? MAX_VARIANT_BYTES : MAX_YAML_BYTES;
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
