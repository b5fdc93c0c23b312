// A draft is a branch, refs/heads/studio/<id>; a save is a commit on it. Every write names the
// head it started from and moves the ref with compare-and-swap: a save that lost a race, or that
// started from a head the draft has left, is refused with the paths changed since — never merged
// silently, never overwritten.
import type { GitContext, Identity } from './context.ts';
import { DraftNotFoundError, StaleHeadError, StudioGitError } from './errors.ts';
import { changedPaths, commitExists, headOf, mustHead, treeOf } from './objects.ts';
import { assertDraftId, assertOid, DRAFT_PREFIX, draftIdOf, draftRef, newDraftId } from './refNames.ts';
import { text } from './runGit.ts';
import { applyChanges, checkChanges, type FileChange } from './treeEdit.ts';
import { assertIdentity, casRef, commitTree, type Trailers } from './writes.ts';

export const DRAFT_TRAILER = 'Studio-Draft';

export interface Draft {
  draftId: string;
  head: string;
}

/** A new draft at `from` (default: the published head). */
export async function createDraft(ctx: GitContext, options: { from?: string } = {}): Promise<Draft> {
  const head = options.from === undefined ? await mustHead(ctx, ctx.publishedRef) : options.from;
  assertOid(head);
  if (!(await commitExists(ctx, head))) throw new StudioGitError(`no commit ${head} to start a draft from`);
  for (let attempt = 0; attempt < 3; attempt++) {
    const draftId = newDraftId();
    if (await casRef(ctx, draftRef(draftId), head, null, `studio: draft ${draftId} created`)) return { draftId, head };
  }
  throw new StudioGitError('could not create a draft ref');
}

export async function draftHead(ctx: GitContext, draftId: string): Promise<string> {
  const head = await headOf(ctx, draftRef(draftId));
  if (head === null) throw new DraftNotFoundError(draftId);
  return head;
}

export async function listDrafts(ctx: GitContext): Promise<Draft[]> {
  const out = text(await ctx.run(['for-each-ref', '--format=%(refname)%00%(objectname)', DRAFT_PREFIX]));
  if (out === '') return [];
  return out.split('\n').flatMap((line) => {
    const [ref, head] = line.split('\0');
    const draftId = draftIdOf(ref);
    return draftId === null ? [] : [{ draftId, head }];
  });
}

/** Removes a draft's branch, only if it is still at `expectedHead`. */
export async function deleteDraft(ctx: GitContext, request: { draftId: string; expectedHead: string }): Promise<void> {
  assertDraftId(request.draftId);
  assertOid(request.expectedHead);
  if (!(await casRef(ctx, draftRef(request.draftId), null, request.expectedHead, `studio: draft ${request.draftId} deleted`))) {
    throw await staleHead(ctx, request.draftId, request.expectedHead);
  }
}

export interface SaveRequest {
  draftId: string;
  /** The head the editor's view started from; a save from any other head is refused. */
  expectedHead: string;
  files: FileChange[];
  /** The signed-in editor: the commit's author. */
  author: Identity;
  message: string;
  /** Added after Studio-Draft. */
  trailers?: Trailers;
}

export interface SaveResult {
  head: string;
  tree: string;
  /** false when the files already held these bytes: no commit was made. */
  changed: boolean;
}

/** One save: one commit on the draft, moved there only if the draft is still at expectedHead. */
export async function commitFiles(ctx: GitContext, request: SaveRequest): Promise<SaveResult> {
  const { draftId, expectedHead } = request;
  assertDraftId(draftId);
  assertOid(expectedHead);
  assertIdentity(request.author, 'author');
  const files = checkChanges(ctx, request.files);
  const current = await draftHead(ctx, draftId);
  if (current !== expectedHead) throw await staleHead(ctx, draftId, expectedHead, current);
  const baseTree = await treeOf(ctx, current);
  const tree = await applyChanges(ctx, baseTree, files);
  if (tree === baseTree) return { head: current, tree, changed: false };
  const trailers: Trailers = [[DRAFT_TRAILER, draftId], ...(request.trailers ?? [])];
  const commit = await commitTree(ctx, { tree, parents: [current], author: request.author, message: request.message, trailers });
  if (!(await casRef(ctx, draftRef(draftId), commit, current, `studio: save by ${request.author.email}`))) {
    throw await staleHead(ctx, draftId, expectedHead);
  }
  return { head: commit, tree, changed: true };
}

/** The refusal of a write that started from `expectedHead`: where the draft is, and what changed since. */
export async function staleHead(ctx: GitContext, draftId: string, expectedHead: string, current?: string | null): Promise<StaleHeadError> {
  const head = current === undefined ? await headOf(ctx, draftRef(draftId)) : current;
  const known = head !== null && (await commitExists(ctx, expectedHead));
  return new StaleHeadError(draftId, expectedHead, head, known && head !== null ? await changedPaths(ctx, expectedHead, head) : null);
}
