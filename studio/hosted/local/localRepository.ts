// The hosted studio's Repository over a developer's own checkout (local mode): one draft, "Esta
// pasta", whose head is always a fresh snapshot of the working tree (snapshot.ts); the published
// head is the developer's HEAD, so the draft's changes are what is not committed yet (a diff of
// the two trees), and history follows the real branch. A save checks its expected head against a new snapshot (a file changed
// on disk since the editor read it → the usual StaleHeadError with what changed), writes the bytes
// into the working tree and answers the snapshot after. No branch and no HEAD ever moves: the
// draft workflow (new drafts, publishing) is refused.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_CONTENT_PATHS } from '../git/contentPaths.ts';
import { DEFAULT_MAX_BLOB_BYTES, DEFAULT_STUDIO_IDENTITY, type GitContext } from '../git/context.ts';
import { DraftNotFoundError, StaleHeadError } from '../git/errors.ts';
import type { FollowRequest, FollowResult } from '../git/follow.ts';
import type { SaveRequest, SaveResult } from '../git/drafts.ts';
import { type HistoryOptions, history } from '../git/history.ts';
import { firstParents, type KeyHistoryOptions, keyHistory } from '../git/keyHistory.ts';
import { changedPaths, commitExists, headOf, isAncestor, listTree, readFile } from '../git/objects.ts';
import { assertOid, draftRef } from '../git/refNames.ts';
import { type Repository, serial } from '../git/repository.ts';
import { createRunner } from '../git/runGit.ts';
import { applyChanges, checkChanges } from '../git/treeEdit.ts';
import { type InspectOptions, inspectTree } from '../git/treeSafety.ts';
import { localRefusal } from './refusals.ts';
import { headBranch, headCommit, type Snapshot, snapshotter } from './snapshot.ts';
import { writeWorkingTree } from './workingTree.ts';

/** The one draft's id in local mode (a valid draft id, so every route takes it). */
export const LOCAL_DRAFT_ID = 'estapastalocal22';

export interface LocalRepositoryOptions {
  /** The developer's checkout (its working tree's root). */
  checkout: string;
  /** Where the studio keeps its own index file (local mode's data folder). */
  dataDir: string;
}

export interface LocalRepository extends Repository {
  readonly checkout: string;
  /** The working tree now, as a commit (and the HEAD it is measured from). */
  snapshot(): Promise<Snapshot>;
  /** The last save this studio wrote: the snapshot it started from and the one it made (null: none since it started). */
  lastSave(): LastSave | null;
}

export interface LastSave {
  before: string;
  after: string;
}

function absoluteGitDir(checkout: string): string {
  return execFileSync('git', ['rev-parse', '--absolute-git-dir'], { cwd: checkout, encoding: 'utf8' }).trim();
}

interface Parts {
  ctx: GitContext;
  checkout: string;
  /** A snapshot in the queue. */
  snapshot(): Promise<Snapshot>;
  /** A snapshot already inside the queue (a save's own). */
  take(): Promise<Snapshot>;
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** HEAD's commit: one git process, no snapshot. */
  head(): Promise<string>;
  /** Where the last save started and ended (Desfazer's only "before"). */
  last: LastSave | null;
}

const mine = (draftId: string) => {
  if (draftId !== LOCAL_DRAFT_ID) throw new DraftNotFoundError(draftId);
};

async function stale(ctx: GitContext, expectedHead: string, current: string): Promise<StaleHeadError> {
  const known = await commitExists(ctx, expectedHead);
  return new StaleHeadError(LOCAL_DRAFT_ID, expectedHead, current, known ? await changedPaths(ctx, expectedHead, current) : null);
}

/** Reads: the draft's and the published ref names resolve to the working tree and HEAD now. */
function reads(p: Parts) {
  const { ctx } = p;
  const resolve = async (rev: string) => {
    if (rev === draftRef(LOCAL_DRAFT_ID)) return (await p.snapshot()).commit;
    if (rev === ctx.publishedRef) return p.head();
    return rev;
  };
  // The published line starts at HEAD's commit, whatever branch (or none) it is on now.
  const atHead = async (): Promise<GitContext> => ({ ...ctx, publishedRef: await p.head() });
  return {
    fetch: async () => ({ publishedHead: await p.head(), moved: false }),
    publishedHead: () => p.head(),
    headOf: async (rev: string) => headOf(ctx, await resolve(rev)),
    readFile: async (rev: string, path: string) => readFile(ctx, await resolve(rev), path),
    listTree: async (rev: string, prefix?: string) => listTree(ctx, await resolve(rev), prefix),
    changedPaths: (from: string, to: string) => changedPaths(ctx, from, to),
    inspectTree: async (rev: string, inspect?: InspectOptions) => inspectTree(ctx, await resolve(rev), inspect),
    history: async (path: string, options?: HistoryOptions) => history(await atHead(), path, options),
    keyHistory: async (path: string, key: readonly string[], options?: KeyHistoryOptions) => keyHistory(await atHead(), path, key, options),
    firstParent: async (commit: string) => (await firstParents(ctx, [commit])).get(commit) ?? null,
    isAncestor: (ancestor: string, descendant: string) => isAncestor(ctx, ancestor, descendant),
  };
}

/** A save: checked against a fresh snapshot, written to disk, answered with the snapshot after. */
function commitFiles(p: Parts, request: SaveRequest): Promise<SaveResult> {
  return p.exclusive(async () => {
    mine(request.draftId);
    assertOid(request.expectedHead);
    const files = checkChanges(p.ctx, request.files);
    const before = await p.take();
    if (before.commit !== request.expectedHead) throw await stale(p.ctx, request.expectedHead, before.commit);
    const expected = await applyChanges(p.ctx, before.tree, files);
    if (expected === before.tree) return { head: before.commit, tree: before.tree, changed: false };
    writeWorkingTree(p.checkout, files);
    const after = await p.take();
    if (after.tree !== before.tree) p.last = { before: before.commit, after: after.commit };
    return { head: after.commit, tree: after.tree, changed: after.tree !== before.tree };
  });
}

/** The one draft: its head, its saves; merged with HEAD it is itself, never in conflict. */
function drafts(p: Parts) {
  return {
    createDraft: () => Promise.reject(localRefusal()),
    deleteDraft: () => Promise.reject(localRefusal()),
    publish: () => Promise.reject(localRefusal()),
    draftHead: async (draftId: string) => {
      mine(draftId);
      return (await p.snapshot()).commit;
    },
    listDrafts: async () => [{ draftId: LOCAL_DRAFT_ID, head: (await p.snapshot()).commit }],
    commitFiles: (request: SaveRequest) => commitFiles(p, request),
    mergeDraft: async ({ draftId }: { draftId: string }) => {
      mine(draftId);
      const now = await p.snapshot();
      return { clean: true as const, tree: now.tree, publishedHead: now.head, draftHead: now.commit };
    },
    followPublished: async ({ draftId, expectedHead }: FollowRequest): Promise<FollowResult> => {
      mine(draftId);
      const now = await p.snapshot();
      if (now.commit !== expectedHead) throw await stale(p.ctx, expectedHead, now.commit);
      return { status: 'current', head: now.commit, publishedHead: now.head };
    },
  };
}

export async function openLocalRepository(options: LocalRepositoryOptions): Promise<LocalRepository> {
  const gitDir = absoluteGitDir(options.checkout);
  const run = createRunner({ gitDir });
  // Detached HEAD: no branch to name; reads go by HEAD's commit anyway.
  const branchRef = (await headBranch(run)) ?? 'refs/heads/HEAD';
  const ctx: GitContext = {
    run,
    gitDir,
    branch: branchRef.replace(/^refs\/heads\//, ''),
    publishedRef: branchRef,
    trackingRef: branchRef,
    studio: DEFAULT_STUDIO_IDENTITY,
    contentPaths: DEFAULT_CONTENT_PATHS,
    maxBlobBytes: DEFAULT_MAX_BLOB_BYTES,
  };
  // One at a time: snapshots share an index file, and a save is check, write, snapshot in one go.
  const exclusive = serial();
  const take = snapshotter({ root: options.checkout, run, indexFile: join(options.dataDir, 'local-index') });
  // Callers that arrive while a snapshot waits its turn share it: it starts after all of them asked.
  let waiting: Promise<Snapshot> | null = null;
  const snapshot = () => {
    waiting ??= exclusive(() => {
      waiting = null;
      return take();
    });
    return waiting;
  };
  const parts: Parts = { ctx, checkout: options.checkout, take, exclusive, snapshot, head: () => headCommit(run), last: null };
  return {
    checkout: options.checkout,
    dir: gitDir,
    branch: ctx.branch,
    publishedRef: ctx.publishedRef,
    draftRef,
    snapshot: parts.snapshot,
    lastSave: () => parts.last,
    ...reads(parts),
    ...drafts(parts),
  };
}
