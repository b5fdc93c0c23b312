// A new tree from an old one and a list of file changes, built in a temporary index
// (GIT_INDEX_FILE in a fresh temp folder): read-tree the old tree, remove what is deleted, add each
// new blob with `update-index --add --cacheinfo` (which refuses a file where a folder is, or a
// folder where a file is), write-tree. No working tree is involved and nothing is shared between
// two saves running at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertContentPath } from './contentPaths.ts';
import type { GitContext } from './context.ts';
import { GitCommandError, InvalidPathError, StudioGitError, UnsafeTreeError } from './errors.ts';
import { assertOid, ZERO_OID } from './refNames.ts';
import { text } from './runGit.ts';
import { hashBlob } from './writes.ts';

export interface FileChange {
  /** Relative to the repository root, inside the content allow-list. */
  path: string;
  /** The new bytes (a string is written as UTF-8), or null to delete the file. */
  content: string | Uint8Array | null;
}

export const MAX_FILES_PER_SAVE = 500;

/** Refuses the whole list when one change is not allowed: paths, duplicates, sizes. */
export function checkChanges(ctx: GitContext, files: unknown): FileChange[] {
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES_PER_SAVE) {
    throw new StudioGitError(`a save changes 1 to ${MAX_FILES_PER_SAVE} files`);
  }
  const seen = new Set<string>();
  return files.map((file: Partial<FileChange>) => {
    assertContentPath(file?.path, ctx.contentPaths);
    if (seen.has(file.path)) throw new InvalidPathError(file.path, 'named twice in one save');
    seen.add(file.path);
    const content = file.content;
    if (content !== null && typeof content !== 'string' && !(content instanceof Uint8Array))
      throw new InvalidPathError(file.path, 'content is text, bytes or null');
    const size = content === null ? 0 : typeof content === 'string' ? Buffer.byteLength(content, 'utf8') : content.byteLength;
    if (size > ctx.maxBlobBytes) throw new UnsafeTreeError([{ kind: 'blob-too-large', path: file.path, detail: `${size} bytes, over ${ctx.maxBlobBytes}` }]);
    return { path: file.path, content };
  });
}

/** The tree `baseTree` becomes with `files` applied (checked with checkChanges first). */
export async function applyChanges(ctx: GitContext, baseTree: string, files: FileChange[]): Promise<string> {
  assertOid(baseTree, 'tree id');
  const folder = await mkdtemp(join(tmpdir(), 'studio-index-'));
  const env = { GIT_INDEX_FILE: join(folder, 'index') };
  try {
    await ctx.run(['read-tree', baseTree], { env });
    const deletions = files.filter((file) => file.content === null);
    if (deletions.length > 0) {
      // Mode 0 removes the entry (update-index --force-remove would need a working tree).
      const lines = deletions.map((file) => `0 ${ZERO_OID}\t${file.path}\0`).join('');
      await ctx.run(['update-index', '-z', '--index-info'], { env, input: lines });
    }
    const cacheinfo: string[] = [];
    for (const file of files) {
      if (file.content === null) continue;
      const oid = await hashBlob(ctx, typeof file.content === 'string' ? file.content : Buffer.from(file.content));
      cacheinfo.push('--cacheinfo', `100644,${oid},${file.path}`);
    }
    if (cacheinfo.length > 0) await addEntries(ctx, env, cacheinfo);
    return text(await ctx.run(['write-tree'], { env }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function addEntries(ctx: GitContext, env: Record<string, string>, cacheinfo: string[]): Promise<void> {
  try {
    await ctx.run(['update-index', '--add', ...cacheinfo], { env });
  } catch (error) {
    const clash = error instanceof GitCommandError ? /'([^']*)' appears as both a file and as a directory/.exec(error.stderr) : null;
    if (clash) throw new InvalidPathError(clash[1], 'a file where a folder is, or a folder where a file is');
    throw error;
  }
}
