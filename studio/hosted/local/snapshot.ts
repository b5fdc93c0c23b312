// The local studio's view of the developer's checkout: its HEAD commit, and a snapshot commit of
// the working tree's content files. A snapshot is HEAD's tree with the content folders as they are
// on disk (an index of our own, seeded from HEAD, never the developer's .git/index), committed
// without a parent and with a fixed identity and date, so the same files always give the same
// commit id: an editor's "version I read" is a fingerprint of the disk, and stays valid when the
// developer commits those very files meanwhile (HEAD moved, the content did not). The published
// head is HEAD itself; only refs/studio/local/* is written.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { StudioGitError } from '../git/errors.ts';
import { type GitRunner, text } from '../git/runGit.ts';

/** The folders and files the studio edits (the content allow-list's roots). */
export const CONTENT_ROOTS: readonly string[] = ['flows', 'variants', 'public/brands', 'public/banners', 'studio/approval-rules.yaml'];
export const SNAPSHOT_REF = 'refs/studio/local/pasta';
const SNAPSHOT_IDENTITY = {
  GIT_AUTHOR_NAME: 'Consórcio Studio (modo local)',
  GIT_AUTHOR_EMAIL: 'studio@studio.invalid',
  GIT_AUTHOR_DATE: '2000-01-01T00:00:00+0000',
  GIT_COMMITTER_NAME: 'Consórcio Studio (modo local)',
  GIT_COMMITTER_EMAIL: 'studio@studio.invalid',
  GIT_COMMITTER_DATE: '2000-01-01T00:00:00+0000',
};

export interface Checkout {
  /** The working tree's root (absolute). */
  root: string;
  run: GitRunner;
  /** The studio's own index file (in its data folder). */
  indexFile: string;
}

export interface Snapshot {
  /** The developer's HEAD commit. */
  head: string;
  /** The working tree's content as a commit of that tree alone (no parent). */
  commit: string;
  tree: string;
}

export async function headCommit(run: GitRunner): Promise<string> {
  const result = await run(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { okExitCodes: [0, 1] });
  if (result.exitCode !== 0) throw new StudioGitError('the checkout has no commit yet: commit once before opening the local studio');
  return text(result);
}

/** The branch HEAD names (refs/heads/…), or null when HEAD is detached. */
export async function headBranch(run: GitRunner): Promise<string | null> {
  const result = await run(['symbolic-ref', '--quiet', 'HEAD'], { okExitCodes: [0, 1] });
  return result.exitCode === 0 ? text(result) : null;
}

/** Makes snapshots; one at a time (they share the index file), the last one kept under SNAPSHOT_REF. */
export function snapshotter(checkout: Checkout): () => Promise<Snapshot> {
  let seededFrom: string | null = null;
  let kept: string | null = null;
  const env = { GIT_INDEX_FILE: checkout.indexFile, GIT_WORK_TREE: checkout.root };
  const run = (args: string[]) => checkout.run(['-C', checkout.root, ...args], { env });
  return async () => {
    const head = await headCommit(checkout.run);
    // A new HEAD (a commit, a checkout): start again from its tree; otherwise the index's stat cache
    // lets `git add` skip files that did not change.
    if (seededFrom !== head || !existsSync(checkout.indexFile)) await run(['read-tree', head]);
    seededFrom = head;
    const present = CONTENT_ROOTS.filter((path) => existsSync(join(checkout.root, path)));
    const absent = CONTENT_ROOTS.filter((path) => !present.includes(path));
    if (present.length > 0) await run(['add', '--all', '--', ...present]);
    if (absent.length > 0) await run(['rm', '--cached', '-r', '-q', '--ignore-unmatch', '--', ...absent]);
    const tree = text(await run(['write-tree']));
    const commit = text(await checkout.run(['commit-tree', tree], { env: SNAPSHOT_IDENTITY, input: 'Esta pasta (modo local do estúdio)\n' }));
    // Referenced, so git gc keeps what an editor may still be looking at.
    if (kept !== commit) await checkout.run(['update-ref', '-m', 'studio: local snapshot', SNAPSHOT_REF, commit]);
    kept = commit;
    return { head, commit, tree };
  };
}
