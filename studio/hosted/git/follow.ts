// A draft catching up with the published version (issue 25 item 3): one merge commit on the draft
// (its head and the published head as parents), whose tree is exactly what publishing the draft
// would put live — the published head merged with the draft by line, then by YAML key, with any
// keys a person decided. Moved by compare-and-swap from the head the caller saw; a draft with no
// change of its own simply moves to the published head. Nothing moves on a conflict.
import type { GitContext, Identity } from './context.ts';
import { DRAFT_TRAILER, draftHead, staleHead } from './drafts.ts';
import { type FileConflict, mergeByKey, type Resolutions } from './keyMergeTree.ts';
import { isAncestor, mustHead } from './objects.ts';
import { assertDraftId, assertOid, draftRef } from './refNames.ts';
import { assertIdentity, casRef, commitTree } from './writes.ts';

export interface FollowRequest {
  draftId: string;
  /** The head the caller saw: a draft that moved since is refused (StaleHeadError). */
  expectedHead: string;
  /** The commit's author: the editor who decided, or the studio in the background. */
  author: Identity;
  message?: string;
  resolutions?: Resolutions;
  /** Runs on the merged tree before anything moves (the save gate); throws to refuse. */
  check?: (tree: string) => Promise<void>;
}

export type FollowResult =
  /** Already on top of the published head. */
  | { status: 'current'; head: string; publishedHead: string }
  | { status: 'followed'; head: string; publishedHead: string; tree: string }
  | { status: 'conflict'; head: string; publishedHead: string; conflicts: string[]; details: FileConflict[] };

export async function followPublished(ctx: GitContext, request: FollowRequest): Promise<FollowResult> {
  assertDraftId(request.draftId);
  assertOid(request.expectedHead);
  assertIdentity(request.author, 'author');
  const head = await draftHead(ctx, request.draftId);
  if (head !== request.expectedHead) throw await staleHead(ctx, request.draftId, request.expectedHead, head);
  const publishedHead = await mustHead(ctx, ctx.publishedRef);
  if (await isAncestor(ctx, publishedHead, head)) return { status: 'current', head, publishedHead };
  const merged = await mergeByKey(ctx, publishedHead, head, request.resolutions);
  if ('conflicts' in merged) return { status: 'conflict', head, publishedHead, conflicts: merged.conflicts, details: merged.details };
  await request.check?.(merged.tree);
  const next = (await isAncestor(ctx, head, publishedHead))
    ? publishedHead
    : await commitTree(ctx, {
        tree: merged.tree,
        parents: [head, publishedHead],
        author: request.author,
        message: request.message ?? 'Atualiza o rascunho com a versão publicada',
        trailers: [
          [DRAFT_TRAILER, request.draftId],
          ['Published-head', publishedHead],
        ],
      });
  if (!(await casRef(ctx, draftRef(request.draftId), next, head, `studio: draft ${request.draftId} follows ${publishedHead}`))) {
    throw await staleHead(ctx, request.draftId, request.expectedHead);
  }
  return { status: 'followed', head: next, publishedHead, tree: merged.tree };
}
