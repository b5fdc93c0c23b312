// Reads straight from the object database: a ref's commit, a file's bytes, a folder's listing,
// the paths two commits differ in. Objects are read raw (cat-file blob, ls-tree), so no filter,
// attribute or textconv ever runs on a draft's content.
import { assertRepoPath, normalisePrefix } from './contentPaths.ts';
import type { GitContext, Identity } from './context.ts';
import { InvalidPathError, InvalidRefError, UnsafeTreeError } from './errors.ts';
import { assertOid, assertRevision } from './refNames.ts';
import { fields, text } from './runGit.ts';

export interface TreeEntry {
  /** 100644, 100755, 120000 (symlink), 160000 (submodule), 040000 (folder). */
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  oid: string;
  /** Bytes of a blob; null for a folder or a submodule. */
  size: number | null;
  path: string;
}

/** The commit a revision names, or null when there is none. */
export async function headOf(ctx: GitContext, rev: string): Promise<string | null> {
  assertRevision(rev);
  const result = await ctx.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], { okExitCodes: [0, 1] });
  return result.exitCode === 0 ? text(result) : null;
}

export async function mustHead(ctx: GitContext, rev: string): Promise<string> {
  const head = await headOf(ctx, rev);
  if (head === null) throw new InvalidRefError(rev, 'no such commit or ref');
  return head;
}

export async function treeOf(ctx: GitContext, commit: string): Promise<string> {
  assertOid(commit);
  return text(await ctx.run(['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`]));
}

/** Parses `ls-tree -l -z` output. */
export function parseTree(entries: string[]): TreeEntry[] {
  return entries.map((entry) => {
    const tab = entry.indexOf('\t');
    const [mode, type, oid, size] = entry.slice(0, tab).split(/ +/);
    return { mode, type: type as TreeEntry['type'], oid, size: size === '-' ? null : Number(size), path: entry.slice(tab + 1) };
  });
}

/** Every file under a folder ('' for all), recursively, with sizes. */
export async function listTree(ctx: GitContext, rev: string, prefix = ''): Promise<TreeEntry[]> {
  const folder = normalisePrefix(prefix);
  const commit = await mustHead(ctx, rev);
  const result = await ctx.run(['ls-tree', '-r', '-l', '-z', '--full-tree', commit, ...(folder ? ['--', folder] : [])]);
  return parseTree(fields(result)).filter((entry) => folder === '' || entry.path.startsWith(`${folder}/`));
}

/** One entry by its exact path, or null. */
export async function entryAt(ctx: GitContext, commit: string, path: string): Promise<TreeEntry | null> {
  assertRepoPath(path);
  const entries = parseTree(fields(await ctx.run(['ls-tree', '-l', '-z', '--full-tree', commit, '--', path])));
  return entries.find((entry) => entry.path === path) ?? null;
}

/** A file's bytes at a revision, or null when the path holds nothing; a folder, link or submodule is refused. */
export async function readFile(ctx: GitContext, rev: string, path: string): Promise<Buffer | null> {
  assertRepoPath(path);
  const entry = await entryAt(ctx, await mustHead(ctx, rev), path);
  if (entry === null) return null;
  if (entry.type !== 'blob' || entry.mode === '120000') throw new InvalidPathError(path, `not a file (mode ${entry.mode})`);
  if (entry.size !== null && entry.size > ctx.maxBlobBytes) {
    throw new UnsafeTreeError([{ kind: 'blob-too-large', path, detail: `${entry.size} bytes, over ${ctx.maxBlobBytes}` }]);
  }
  return (await ctx.run(['cat-file', 'blob', entry.oid])).stdout;
}

/** The paths whose content differs between two commits (no rename detection: a rename is both paths). */
export async function changedPaths(ctx: GitContext, from: string, to: string): Promise<string[]> {
  assertOid(from);
  assertOid(to);
  return fields(await ctx.run(['diff-tree', '-r', '-z', '--name-only', '--no-renames', from, to]));
}

export async function commitExists(ctx: GitContext, oid: string): Promise<boolean> {
  assertOid(oid);
  return (await ctx.run(['cat-file', '-e', `${oid}^{commit}`], { okExitCodes: [0, 1, 128] })).exitCode === 0;
}

export async function isAncestor(ctx: GitContext, ancestor: string, descendant: string): Promise<boolean> {
  assertOid(ancestor);
  assertOid(descendant);
  return (await ctx.run(['merge-base', '--is-ancestor', ancestor, descendant], { okExitCodes: [0, 1] })).exitCode === 0;
}

/** The commits on `head` that `base` does not have, oldest first. */
export async function commitsBetween(ctx: GitContext, base: string, head: string): Promise<string[]> {
  assertOid(base);
  assertOid(head);
  const out = text(await ctx.run(['rev-list', '--reverse', head, `^${base}`]));
  return out === '' ? [] : out.split('\n');
}

/** The author recorded in a commit object. */
export async function authorOf(ctx: GitContext, commit: string): Promise<Identity> {
  assertOid(commit);
  const raw = text(await ctx.run(['cat-file', 'commit', commit]));
  const line = raw.split('\n').find((header) => header.startsWith('author '));
  const match = line ? /^author (.*) <([^>]*)> \d+ [+-]\d{4}$/.exec(line) : null;
  if (!match) throw new InvalidRefError(commit, 'commit without a readable author');
  return { name: match[1], email: match[2] };
}
