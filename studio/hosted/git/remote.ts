// The two moments the bare clone talks to its remote: fetch (the published branch as the remote
// has it; the local published ref follows, the remote being the truth) and push (the published
// branch moved to a new commit only if the remote is still where the studio saw it:
// --force-with-lease is the remote's compare-and-swap).
import type { GitContext } from './context.ts';
import { GitCommandError, PushFailedError, StudioGitError } from './errors.ts';
import { headOf, mustHead } from './objects.ts';
import { assertOid } from './refNames.ts';
import { text } from './runGit.ts';
import { casRef } from './writes.ts';

export interface FetchResult {
  publishedHead: string;
  /** The local published ref moved to follow the remote. */
  moved: boolean;
}

/** Fetches the published branch; the local published ref is set to the remote's head. */
export async function fetchPublished(ctx: GitContext): Promise<FetchResult> {
  const refspec = `+refs/heads/${ctx.branch}:${ctx.trackingRef}`;
  await ctx.run(['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', '--no-recurse-submodules', 'origin', refspec]);
  const remoteHead = await mustHead(ctx, ctx.trackingRef);
  const local = await headOf(ctx, ctx.publishedRef);
  if (local === remoteHead) return { publishedHead: remoteHead, moved: false };
  // A publish that crashed between its local move and its push left the local ref ahead: the remote
  // wins, the draft is still there to publish again.
  if (!(await casRef(ctx, ctx.publishedRef, remoteHead, local, 'studio: follow the remote'))) {
    throw new StudioGitError('the published branch moved while fetching: fetch again');
  }
  return { publishedHead: remoteHead, moved: true };
}

const REMOTE_MOVED = /stale info|non-fast-forward|fetch first/;

/**
 * Pushes `commit` to the remote's published branch if the remote is at `expected`; then the
 * remote-tracking ref follows. A refusal or a network failure throws PushFailedError (the caller
 * puts the local branch back).
 */
export async function pushPublished(ctx: GitContext, commit: string, expected: string): Promise<void> {
  assertOid(commit);
  assertOid(expected);
  const target = `refs/heads/${ctx.branch}`;
  const args = ['push', '--porcelain', '--no-verify', `--force-with-lease=${target}:${expected}`, 'origin', `${commit}:${target}`];
  let failure: { stderr: string; remoteMoved: boolean } | null = null;
  try {
    const result = await ctx.run(args, { okExitCodes: [0, 1] });
    const report = `${text(result)}\n${result.stderr}`;
    if (result.exitCode !== 0) failure = { stderr: report, remoteMoved: REMOTE_MOVED.test(report) };
  } catch (error) {
    if (!(error instanceof GitCommandError)) throw error;
    failure = { stderr: error.stderr || error.message, remoteMoved: false };
  }
  if (failure) throw new PushFailedError(commit, failure.remoteMoved, false, failure.stderr);
  const tracking = await headOf(ctx, ctx.trackingRef);
  if (tracking !== commit) await casRef(ctx, ctx.trackingRef, commit, tracking, 'studio: pushed');
}
