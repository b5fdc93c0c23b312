// Before anything compiles, previews or publishes a draft, its tree is inspected: nothing
// downstream may meet a symbolic link (it would point out of the content), a submodule (a commit of
// another repository, fetched by nobody), a folder where a file is expected (`x.yaml/`), a blob
// larger than the cap, or a name git itself reserves. Every problem is named by its path.
import type { GitContext } from './context.ts';
import { type TreeProblem, UnsafeTreeError } from './errors.ts';
import { mustHead, parseTree, type TreeEntry } from './objects.ts';
import { fields } from './runGit.ts';

/** A folder with one of these endings is where a file is expected. */
export const FILE_ENDINGS = /\.(?:ya?ml|json|svg|png|jpe?g|webp|gif|avif|ico|txt|md|ts|js|css|html)$/i;

const KNOWN_MODES = new Set(['100644', '100755', '040000', '120000', '160000']);
const RESERVED_SEGMENT = /^(?:\.git|\.gitmodules|\.\.?|git~\d+)$/i;

export interface InspectOptions {
  /** Only entries under these folders (default: the whole tree). */
  prefixes?: string[];
  /** Default: the repository's cap (2 MB unless configured). */
  maxBlobBytes?: number;
}

export interface InspectedTree {
  commit: string;
  files: number;
  bytes: number;
}

/** Throws UnsafeTreeError naming every unsafe entry of the revision's tree. */
export async function inspectTree(ctx: GitContext, rev: string, options: InspectOptions = {}): Promise<InspectedTree> {
  const commit = await mustHead(ctx, rev);
  const entries = parseTree(fields(await ctx.run(['ls-tree', '-r', '-t', '-l', '-z', '--full-tree', commit])));
  const prefixes = options.prefixes;
  const inScope = (path: string) => !prefixes || prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`));
  const maxBlobBytes = options.maxBlobBytes ?? ctx.maxBlobBytes;
  const problems: TreeProblem[] = [];
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!inScope(entry.path)) continue;
    const problem = problemOf(entry, maxBlobBytes);
    if (problem) problems.push(problem);
    if (entry.type === 'blob') {
      files++;
      bytes += entry.size ?? 0;
    }
  }
  if (problems.length > 0) throw new UnsafeTreeError(problems);
  return { commit, files, bytes };
}

function problemOf(entry: TreeEntry, maxBlobBytes: number): TreeProblem | null {
  const { path, mode } = entry;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (path.split('/').some((segment) => RESERVED_SEGMENT.test(segment)) || /[\\\0-\x1f\x7f]/.test(path)) {
    return { kind: 'unsafe-name', path, detail: 'a name git reserves, a backslash or a control character' };
  }
  if (!KNOWN_MODES.has(mode)) return { kind: 'unknown-mode', path, detail: `mode ${mode}` };
  if (mode === '120000') return { kind: 'symlink', path, detail: 'a symbolic link' };
  if (mode === '160000') return { kind: 'submodule', path, detail: `a submodule at ${entry.oid}` };
  if (entry.type === 'tree' && FILE_ENDINGS.test(name)) return { kind: 'directory-as-file', path, detail: 'a folder named like a file' };
  if (entry.type === 'blob' && (entry.size ?? 0) > maxBlobBytes) {
    return { kind: 'blob-too-large', path, detail: `${entry.size} bytes, over ${maxBlobBytes}` };
  }
  return null;
}
