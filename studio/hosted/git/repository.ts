// The hosted studio's repository: a bare clone it owns (made on first use, opened after), with
// `origin` pointing at the content repository and every operation of this folder bound to it.
// Publishing and fetching run one at a time (both move the published ref); saves to drafts run
// freely — the compare-and-swap of each ref is what keeps them honest.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTENT_PATHS } from './contentPaths.ts';
import { DEFAULT_MAX_BLOB_BYTES, DEFAULT_STUDIO_IDENTITY, type GitContext, type Identity } from './context.ts';
import { createDraft, type Draft, deleteDraft, draftHead, listDrafts, type SaveRequest, type SaveResult, commitFiles } from './drafts.ts';
import { StudioGitError } from './errors.ts';
import { type FollowRequest, type FollowResult, followPublished } from './follow.ts';
import { type HistoryEntry, type HistoryOptions, history } from './history.ts';
import { firstParents, type KeyChange, type KeyHistoryOptions, keyHistory } from './keyHistory.ts';
import { type MergeResult, mergeDraft } from './merge.ts';
import { changedPaths, headOf, isAncestor, listTree, readFile, type TreeEntry } from './objects.ts';
import { type PublishRequest, type PublishResult, publish } from './publish.ts';
import { assertBranchName, assertRemote, draftRef } from './refNames.ts';
import { type FetchResult, fetchPublished } from './remote.ts';
import { createRunner, type RunnerSettings, text } from './runGit.ts';
import { type InspectedTree, type InspectOptions, inspectTree } from './treeSafety.ts';
import { assertIdentity } from './writes.ts';

export interface OpenOptions {
  /** The bare repository's folder: created and cloned into when absent or empty. */
  dir: string;
  /** A path or URL (default: the checkout this code runs from). */
  remote?: string;
  /** The published branch (default main). */
  branch?: string;
  /** The committer of every commit (default "Consórcio Studio"). */
  studio?: Identity;
  /** What drafts may write (default flows/**\/*.yaml, variants/*.yaml, public/brands/**, public/banners/**). */
  contentPaths?: readonly string[];
  /** Largest blob a draft may write or hold (default 2 MB). */
  maxBlobBytes?: number;
  runner?: Omit<RunnerSettings, 'gitDir'>;
}

export interface Repository {
  readonly dir: string;
  readonly branch: string;
  /** refs/heads/<branch>. */
  readonly publishedRef: string;
  draftRef(draftId: string): string;
  fetch(): Promise<FetchResult>;
  publishedHead(): Promise<string>;
  headOf(rev: string): Promise<string | null>;
  readFile(rev: string, path: string): Promise<Buffer | null>;
  listTree(rev: string, prefix?: string): Promise<TreeEntry[]>;
  changedPaths(from: string, to: string): Promise<string[]>;
  inspectTree(rev: string, options?: InspectOptions): Promise<InspectedTree>;
  createDraft(options?: { from?: string }): Promise<Draft>;
  draftHead(draftId: string): Promise<string>;
  listDrafts(): Promise<Draft[]>;
  deleteDraft(request: { draftId: string; expectedHead: string }): Promise<void>;
  commitFiles(request: SaveRequest): Promise<SaveResult>;
  mergeDraft(request: { draftId: string; into?: string }): Promise<MergeResult>;
  publish(request: PublishRequest): Promise<PublishResult>;
  history(path: string, options?: HistoryOptions): Promise<HistoryEntry[]>;
  /** Merges the published head into a draft (by line, then by YAML key): follow.ts. */
  followPublished(request: FollowRequest): Promise<FollowResult>;
  /** One YAML key's changes on the published line (keyHistory.ts). */
  keyHistory(path: string, key: readonly string[], options?: KeyHistoryOptions): Promise<KeyChange[]>;
  /** A commit's first parent, or null for a root commit. */
  firstParent(commit: string): Promise<string | null>;
  isAncestor(ancestor: string, descendant: string): Promise<boolean>;
}

/** The repository this code was checked out from: the default remote when the app runs. */
export function defaultRemote(): string {
  return resolve(fileURLToPath(new URL('../../../', import.meta.url)));
}

/** Opens the bare clone at `dir`, cloning `remote` into it first when it is new. */
export async function openRepository(options: OpenOptions): Promise<Repository> {
  const branch = options.branch ?? 'main';
  assertBranchName(branch);
  const remote = options.remote ?? defaultRemote();
  assertRemote(remote);
  if (!isAbsolute(options.dir)) throw new StudioGitError('the repository folder must be an absolute path');
  const studio = options.studio ?? DEFAULT_STUDIO_IDENTITY;
  assertIdentity(studio, 'studio');
  const ctx: GitContext = {
    run: createRunner({ ...options.runner, gitDir: options.dir }),
    gitDir: options.dir,
    branch,
    publishedRef: `refs/heads/${branch}`,
    trackingRef: `refs/remotes/origin/${branch}`,
    studio,
    contentPaths: options.contentPaths ?? DEFAULT_CONTENT_PATHS,
    maxBlobBytes: options.maxBlobBytes ?? DEFAULT_MAX_BLOB_BYTES,
  };
  const fresh = !existsSync(options.dir) || readdirSync(options.dir).length === 0;
  if (fresh) await initialise(ctx, remote);
  else await reopen(ctx, remote);
  if (fresh || (await headOf(ctx, ctx.publishedRef)) === null) await fetchPublished(ctx);
  return bind(ctx);
}

async function initialise(ctx: GitContext, remote: string): Promise<void> {
  mkdirSync(ctx.gitDir, { recursive: true });
  await ctx.run(['init', '--quiet', '--bare']);
  await ctx.run(['config', 'core.logAllRefUpdates', 'always']);
  await ctx.run(['config', 'remote.origin.url', remote]);
  await ctx.run(['config', 'remote.origin.fetch', `+refs/heads/${ctx.branch}:${ctx.trackingRef}`]);
  await ctx.run(['symbolic-ref', 'HEAD', ctx.publishedRef]);
}

async function reopen(ctx: GitContext, remote: string): Promise<void> {
  if (!existsSync(join(ctx.gitDir, 'HEAD'))) throw new StudioGitError(`${ctx.gitDir} is neither empty nor a repository`);
  const bare = text(await ctx.run(['rev-parse', '--is-bare-repository']));
  if (bare !== 'true') throw new StudioGitError(`${ctx.gitDir} is not a bare repository`);
  // The operator may point the studio at another remote between two starts.
  await ctx.run(['config', 'remote.origin.url', remote]);
}

/** One at a time: publishing and fetching both move the published ref (the local mode's saves too). */
export function serial(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}

function bind(ctx: GitContext): Repository {
  const exclusive = serial();
  return {
    dir: ctx.gitDir,
    branch: ctx.branch,
    publishedRef: ctx.publishedRef,
    draftRef,
    fetch: () => exclusive(() => fetchPublished(ctx)),
    publishedHead: async () => (await headOf(ctx, ctx.publishedRef)) ?? Promise.reject(new StudioGitError('no published branch: fetch first')),
    headOf: (rev) => headOf(ctx, rev),
    readFile: (rev, path) => readFile(ctx, rev, path),
    listTree: (rev, prefix) => listTree(ctx, rev, prefix),
    changedPaths: (from, to) => changedPaths(ctx, from, to),
    inspectTree: (rev, options) => inspectTree(ctx, rev, options),
    createDraft: (options) => createDraft(ctx, options),
    draftHead: (draftId) => draftHead(ctx, draftId),
    listDrafts: () => listDrafts(ctx),
    deleteDraft: (request) => deleteDraft(ctx, request),
    commitFiles: (request) => commitFiles(ctx, request),
    mergeDraft: (request) => mergeDraft(ctx, request),
    publish: (request) => exclusive(() => publish(ctx, request)),
    history: (path, options) => history(ctx, path, options),
    followPublished: (request) => followPublished(ctx, request),
    keyHistory: (path, key, options) => keyHistory(ctx, path, key, options),
    firstParent: async (commit) => (await firstParents(ctx, [commit])).get(commit) ?? null,
    isAncestor: (ancestor, descendant) => isAncestor(ctx, ancestor, descendant),
  };
}
