// The content files of a commit or tree, read straight from the object database (ls-tree, then one
// cat-file --batch): what the save gate compiles and what the full gate compiles and tests. No
// checkout, no working tree: a draft's files never touch the disk.
import type { GitRunner } from '../git/runGit.ts';

/** What the compiler and the conversation tests read: the conversation (flows/, its tests included) and the partner files. */
export const CONTENT_FOLDERS = ['flows', 'variants'];
const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** path → text of every YAML file under the content folders. */
export async function readContentFiles(run: GitRunner, treeish: string): Promise<Record<string, string>> {
  if (!OID.test(treeish)) throw new Error(`not an object id: ${treeish}`);
  const listing = (await run(['ls-tree', '-r', '-z', '--full-tree', treeish, '--', ...CONTENT_FOLDERS])).stdout.toString('utf8');
  const blobs: { path: string; oid: string }[] = [];
  for (const entry of listing.split('\0')) {
    const match = /^100644 blob ([0-9a-f]+)\t(.+)$/.exec(entry);
    if (match && /\.ya?ml$/.test(match[2])) blobs.push({ oid: match[1], path: match[2] });
  }
  if (blobs.length === 0) return {};
  const out = (await run(['cat-file', '--batch'], { input: `${blobs.map((blob) => blob.oid).join('\n')}\n` })).stdout;
  const files: Record<string, string> = {};
  let offset = 0;
  for (const blob of blobs) {
    const end = out.indexOf(0x0a, offset);
    const header = out.subarray(offset, end).toString('utf8').split(' ');
    const size = Number(header[2]);
    files[blob.path] = out.subarray(end + 1, end + 1 + size).toString('utf8');
    offset = end + 1 + size + 1;
  }
  return files;
}

/** The paths whose text differs between two sets of files (added and removed ones too). */
export function changedFiles(before: Record<string, string>, after: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => before[path] !== after[path]).sort();
}
