// "Changed since a git ref": the copy deck of the content as committed at `ref`, compared row by
// row with today's, so a reviewer can look only at what moved since the last release.
import { execFileSync } from 'node:child_process';
import { collectCopy, type CopyDeck } from './collectCopy.ts';

export class GitRefError extends Error {}

/** flows/*.yaml and variants/*.yaml as committed at `ref` (relative path → text). */
export function contentAt(root: string, ref: string): Record<string, string> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
  // A ref is a name, never an option (`--output=…`) or a path expression.
  if (!/^[A-Za-z0-9][A-Za-z0-9._/~^@{}-]*$/.test(ref)) throw new GitRefError(`"${ref.slice(0, 100)}" não é uma referência do git.`);
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`).trim();
  } catch {
    throw new GitRefError(`"${ref.slice(0, 100)}" não é um commit deste repositório.`);
  }
  // Paths relative to the repository root may carry a prefix when root is a subfolder.
  const prefix = git('rev-parse', '--show-prefix').trim();
  const files: Record<string, string> = {};
  for (const dir of ['flows', 'variants']) {
    const listed = git('ls-tree', '--name-only', commit, `${prefix}${dir}/`)
      .split('\n')
      .filter((p) => /\.ya?ml$/.test(p));
    for (const path of listed) files[path.slice(prefix.length)] = git('show', `${commit}:${path}`);
  }
  return files;
}

/** Ids of rows whose default or any variant's wording differs from `before` (new rows included). */
export function changedRows(now: CopyDeck, before: CopyDeck): Set<string> {
  const old = new Map(before.rows.map((row) => [row.id, row]));
  const changed = new Set<string>();
  for (const row of now.rows) {
    const was = old.get(row.id);
    const variants = new Set([...Object.keys(row.overrides), ...Object.keys(was?.overrides ?? {})]);
    if (!was || was.default !== row.default || [...variants].some((v) => row.overrides[v] !== was.overrides[v])) changed.add(row.id);
  }
  return changed;
}

export function changedSince(root: string, now: CopyDeck, ref: string): Set<string> {
  return changedRows(now, collectCopy(contentAt(root, ref)));
}
