// The history of one key of one YAML file (a step's `say:`, a partner's text override, a setting):
// the published line's commits that touched the file (each publish and each developer commit,
// --first-parent), each version read before and after in one `cat-file --batch`, and kept only
// where that key's value changed. Per key, not per file: a publish that changed another text of
// the same file is not this text's history.
import { parse } from 'yaml';
import { assertRepoPath } from './contentPaths.ts';
import type { GitContext } from './context.ts';
import { StudioGitError } from './errors.ts';
import { type HistoryEntry, history } from './history.ts';
import { assertOid } from './refNames.ts';
import { text } from './runGit.ts';

export interface KeyChange {
  commit: string;
  /** The commit this change is measured from (the published line's previous version), null for the first. */
  parent: string | null;
  author: { name: string; email: string };
  date: string;
  subject: string;
  /** A publish (a merge with the Studio-Draft trailer) or a developer's commit. */
  kind: 'publicacao' | 'desenvolvedor';
  draftId: string | null;
  approvedBy: string[];
  publishedBy: string | null;
  /** The key's value before and after (null: absent). */
  before: unknown;
  after: unknown;
}

export interface KeyHistoryOptions {
  /** At most this many changes (default 20, at most 100). */
  limit?: number;
  /** How many of the file's versions to read looking for them (default 200). */
  scan?: number;
}

const ABSENT = Symbol('absent');
const UNREADABLE = Symbol('unreadable');
type Value = unknown | typeof ABSENT | typeof UNREADABLE;

/** The key's changes on the published line, newest first. */
export async function keyHistory(ctx: GitContext, path: string, key: readonly string[], options: KeyHistoryOptions = {}): Promise<KeyChange[]> {
  assertRepoPath(path);
  if (key.length === 0 || key.some((part) => typeof part !== 'string' || part === '')) throw new StudioGitError('a key is a non-empty path');
  const limit = options.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new StudioGitError('a key history limit is 1 to 100');
  const commits = await history(ctx, path, { limit: options.scan ?? 200 });
  if (commits.length === 0) return [];
  const parents = await firstParents(
    ctx,
    commits.map((entry) => entry.commit),
  );
  const names = commits.flatMap((entry) => [`${entry.commit}:${path}`, ...(parents.get(entry.commit) ? [`${parents.get(entry.commit)}:${path}`] : [])]);
  const blobs = await readBatch(ctx, names);
  const changes: KeyChange[] = [];
  for (const entry of commits) {
    const parent = parents.get(entry.commit) ?? null;
    const after = valueAt(blobs.get(`${entry.commit}:${path}`), key);
    const before = parent ? valueAt(blobs.get(`${parent}:${path}`), key) : ABSENT;
    if (after === UNREADABLE || before === UNREADABLE || sameValue(before, after)) continue;
    changes.push(changeOf(entry, parent, before, after));
    if (changes.length === limit) break;
  }
  return changes;
}

function changeOf(entry: HistoryEntry, parent: string | null, before: Value, after: Value): KeyChange {
  const draftId = entry.trailers['Studio-Draft']?.[0] ?? null;
  return {
    commit: entry.commit,
    parent,
    author: entry.author,
    date: entry.date,
    subject: entry.subject,
    kind: entry.merge && draftId ? 'publicacao' : 'desenvolvedor',
    draftId,
    approvedBy: entry.trailers['Approved-by'] ?? [],
    publishedBy: entry.trailers['Published-by']?.[0] ?? null,
    before: before === ABSENT ? null : before,
    after: after === ABSENT ? null : after,
  };
}

/** Each commit's first parent (absent for a root commit). */
export async function firstParents(ctx: GitContext, commits: readonly string[]): Promise<Map<string, string>> {
  for (const commit of commits) assertOid(commit);
  const out = text(await ctx.run(['rev-list', '--no-walk=unsorted', '--parents', '--stdin'], { input: `${commits.join('\n')}\n` }));
  const map = new Map<string, string>();
  for (const line of out.split('\n')) {
    const [commit, parent] = line.split(' ');
    if (commit && parent) map.set(commit, parent);
  }
  return map;
}

/** `<commit>:<path>` → the blob's bytes (names git answers "missing" are left out). */
export async function readBatch(ctx: GitContext, names: readonly string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(names)];
  const out = (await ctx.run(['cat-file', '--batch'], { input: `${unique.join('\n')}\n` })).stdout;
  const blobs = new Map<string, Buffer>();
  let at = 0;
  for (const name of unique) {
    const end = out.indexOf(10, at);
    if (end < 0) break;
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const match = /^[0-9a-f]{40,64} (\w+) (\d+)$/.exec(header);
    if (!match) continue;
    const size = Number(match[2]);
    if (match[1] === 'blob' && size <= ctx.maxBlobBytes) blobs.set(name, out.subarray(at, at + size));
    at += size + 1;
  }
  return blobs;
}

function valueAt(bytes: Buffer | undefined, key: readonly string[]): Value {
  if (bytes === undefined) return ABSENT;
  let node: unknown;
  try {
    node = parse(bytes.toString('utf8'), { uniqueKeys: false });
  } catch {
    return UNREADABLE;
  }
  for (const part of key) {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(part in node)) return ABSENT;
    node = (node as Record<string, unknown>)[part];
  }
  return node === null || node === undefined ? ABSENT : node;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (value === ABSENT || value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
