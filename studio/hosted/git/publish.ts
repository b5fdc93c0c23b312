// Publishing a draft: refused unless the draft is still at the approved head and the published
// branch is still where the publisher saw it; then one merge commit (the published head and the
// draft as parents, the draft's author as author, the studio as committer, the approvers and the
// publisher as trailers), the local published ref moved by compare-and-swap, and the push. A push
// that fails puts the local ref back: the next publish starts from a clean state.
import type { GitContext, Identity } from './context.ts';
import { PublishRefusedError, PushFailedError } from './errors.ts';
import { DRAFT_TRAILER, draftHead } from './drafts.ts';
import { mergeCommits } from './merge.ts';
import { authorOf, changedPaths, commitExists, commitsBetween, mustHead } from './objects.ts';
import { assertDraftId, assertOid } from './refNames.ts';
import { pushPublished } from './remote.ts';
import { assertIdentity, casRef, commitTree, identityTrailer, type Trailers } from './writes.ts';

export interface PublishRequest {
  draftId: string;
  /** The published head the publisher's view showed. */
  expectedPublishedHead: string;
  /** The draft head the valid approval names. */
  approvedHead: string;
  publisher: Identity;
  /** The reviewers whose approval of approvedHead allows this publish. */
  approvers?: Identity[];
  /** Default: "Publish studio draft <id>". */
  message?: string;
  /** Default: the author of the draft's first commit. */
  author?: Identity;
}

export interface PublishResult {
  commit: string;
  tree: string;
  previousHead: string;
  draftHead: string;
}

/** Publishes a draft or throws PublishRefusedError (nothing moved) or PushFailedError (put back). */
export async function publish(ctx: GitContext, request: PublishRequest): Promise<PublishResult> {
  checkRequest(request);
  const head = await draftHead(ctx, request.draftId);
  if (head !== request.approvedHead) throw new PublishRefusedError('head-not-approved', { draftHead: head });
  const published = await mustHead(ctx, ctx.publishedRef);
  if (published !== request.expectedPublishedHead) throw await publishedMoved(ctx, request.expectedPublishedHead, published);
  const own = await commitsBetween(ctx, published, head);
  if (own.length === 0) throw new PublishRefusedError('nothing-to-publish', { draftHead: head, publishedHead: published });
  const merged = await mergeCommits(ctx, published, head);
  if ('conflicts' in merged) throw new PublishRefusedError('conflict', { draftHead: head, publishedHead: published, conflicts: merged.conflicts });
  const trailers: Trailers = [
    [DRAFT_TRAILER, request.draftId],
    ...(request.approvers ?? []).map((approver) => ['Approved-by', identityTrailer(approver)] as const),
    ['Published-by', identityTrailer(request.publisher)],
  ];
  const commit = await commitTree(ctx, {
    tree: merged.tree,
    parents: [published, head],
    author: request.author ?? (await authorOf(ctx, own[0])),
    message: request.message ?? `Publish studio draft ${request.draftId}`,
    trailers,
  });
  if (!(await casRef(ctx, ctx.publishedRef, commit, published, `studio: publish ${request.draftId}`))) {
    throw await publishedMoved(ctx, request.expectedPublishedHead, await mustHead(ctx, ctx.publishedRef));
  }
  try {
    await pushPublished(ctx, commit, published);
  } catch (error) {
    if (!(error instanceof PushFailedError)) throw error;
    const rolledBack = await casRef(ctx, ctx.publishedRef, published, commit, `studio: publish ${request.draftId} not pushed`);
    throw new PushFailedError(commit, error.remoteMoved, rolledBack, error.stderr);
  }
  return { commit, tree: merged.tree, previousHead: published, draftHead: head };
}

function checkRequest(request: PublishRequest): void {
  assertDraftId(request.draftId);
  assertOid(request.expectedPublishedHead);
  assertOid(request.approvedHead);
  assertIdentity(request.publisher, 'publisher');
  for (const approver of request.approvers ?? []) assertIdentity(approver, 'approver');
  if (request.author !== undefined) assertIdentity(request.author, 'author');
}

async function publishedMoved(ctx: GitContext, expected: string, current: string): Promise<PublishRefusedError> {
  const known = await commitExists(ctx, expected);
  return new PublishRefusedError('published-moved', { publishedHead: current, changedPaths: known ? await changedPaths(ctx, expected, current) : null });
}
