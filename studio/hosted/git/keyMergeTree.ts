// Two commits merged the way the studio publishes (issue 25 item 1): git's line merge first
// (`merge-tree --write-tree`); the files it calls conflicting then go through the merge by YAML
// key (studio/edit/keyMerge.ts) from the merge base, and the ones that merge by key replace git's
// conflict-marked blobs in its tree. Files git merged cleanly keep git's result. A conflict left
// is named by file and, where it can be, by key.
import { type KeyConflict, type KeyResolution, mergeYamlKeys } from '../../edit/keyMerge.ts';
import type { GitContext } from './context.ts';
import { readFile } from './objects.ts';
import { assertOid } from './refNames.ts';
import { fields, text } from './runGit.ts';
import { applyChanges } from './treeEdit.ts';

export interface FileConflict {
  path: string;
  /** The keys both sides changed differently; one entry with key [] and `structure` when the file could not be merged by key. */
  keys: KeyConflict[];
}

export type TreeMerge = { tree: string } | { conflicts: string[]; details: FileConflict[]; base: string | null };

/** Per file, the keys a person already decided (a draft catching up with the published version). */
export type Resolutions = Readonly<Record<string, readonly KeyResolution[]>>;

/** git's own merge of two commits: the tree (conflict-marked where it conflicts) and the conflicting paths. */
export async function lineMerge(ctx: GitContext, ours: string, theirs: string): Promise<{ tree: string; conflicts: string[] }> {
  assertOid(ours);
  assertOid(theirs);
  const result = await ctx.run(['merge-tree', '--write-tree', '-z', '--name-only', '--no-messages', ours, theirs], { okExitCodes: [0, 1] });
  // -z --name-only --no-messages: the tree id, then (on a conflict) each conflicting path, NUL-terminated.
  const [tree, ...paths] = fields(result);
  assertOid(tree, 'tree id');
  return { tree, conflicts: result.exitCode === 0 ? [] : [...new Set(paths.filter((path) => path !== ''))] };
}

/** The single merge base, or null (none, or several: a criss-cross history the key merge does not guess about). */
export async function mergeBase(ctx: GitContext, ours: string, theirs: string): Promise<string | null> {
  const out = text(await ctx.run(['merge-base', '--all', ours, theirs], { okExitCodes: [0, 1] }));
  const bases = out === '' ? [] : out.split('\n');
  return bases.length === 1 ? bases[0] : null;
}

const whole = (path: string, structure: string): FileConflict => ({
  path,
  keys: [{ key: [], base: undefined, ours: undefined, theirs: undefined, structure }],
});

/** Merges `theirs` into `ours` by line, then by key where the lines conflict. */
export async function mergeByKey(ctx: GitContext, ours: string, theirs: string, resolutions: Resolutions = {}): Promise<TreeMerge> {
  const git = await lineMerge(ctx, ours, theirs);
  if (git.conflicts.length === 0) return { tree: git.tree };
  const base = await mergeBase(ctx, ours, theirs);
  const details: FileConflict[] = [];
  const merged: { path: string; content: string }[] = [];
  for (const path of git.conflicts) {
    const file =
      base === null ? whole(path, 'as duas versões não têm um ponto de partida comum') : await mergeFile(ctx, [base, ours, theirs], path, resolutions[path]);
    if ('content' in file) merged.push(file);
    else details.push(file);
  }
  if (details.length > 0) return { conflicts: details.map((one) => one.path), details, base };
  return { tree: await applyChanges(ctx, git.tree, merged) };
}

async function mergeFile(
  ctx: GitContext,
  commits: [string, string, string],
  path: string,
  resolutions: readonly KeyResolution[] = [],
): Promise<FileConflict | { path: string; content: string }> {
  if (!/\.ya?ml$/.test(path)) return whole(path, 'o arquivo não é YAML');
  const [base, ours, theirs] = await Promise.all(commits.map((commit) => readFile(ctx, commit, path).catch(() => null)));
  if (base === null || ours === null || theirs === null) return whole(path, 'o arquivo foi criado ou apagado de um dos lados');
  const result = mergeYamlKeys(base.toString('utf8'), ours.toString('utf8'), theirs.toString('utf8'), resolutions);
  return result.clean ? { path, content: result.text } : { path, keys: result.conflicts };
}
