// A draft over the current published head, merged in the object database only: git's line merge
// (`merge-tree --write-tree`, git ≥ 2.38), then the merge by YAML key for the files git calls
// conflicting (keyMergeTree.ts). A clean merge gives the tree a publish would commit and the gate
// compiles; a conflict gives the paths and, per file, the keys. No ref moves either way.
import type { GitContext } from './context.ts';
import { draftHead } from './drafts.ts';
import { type FileConflict, mergeByKey } from './keyMergeTree.ts';
import { mustHead } from './objects.ts';
import { assertBranchName } from './refNames.ts';

export type MergeResult =
  | { clean: true; tree: string; publishedHead: string; draftHead: string }
  | { clean: false; conflicts: string[]; details: FileConflict[]; base: string | null; publishedHead: string; draftHead: string };

/** Merges two commits' trees: the tree, or the conflicting paths (by line, then by key). */
export async function mergeCommits(
  ctx: GitContext,
  ours: string,
  theirs: string,
): Promise<{ tree: string } | { conflicts: string[]; details: FileConflict[] }> {
  return mergeByKey(ctx, ours, theirs);
}

/** The draft merged over the head of `into` (default: the published branch). */
export async function mergeDraft(ctx: GitContext, request: { draftId: string; into?: string }): Promise<MergeResult> {
  const into = request.into ?? ctx.branch;
  assertBranchName(into);
  const publishedHead = await mustHead(ctx, `refs/heads/${into}`);
  const head = await draftHead(ctx, request.draftId);
  const merged = await mergeByKey(ctx, publishedHead, head);
  if ('tree' in merged) return { clean: true, tree: merged.tree, publishedHead, draftHead: head };
  return { clean: false, conflicts: merged.conflicts, details: merged.details, base: merged.base, publishedHead, draftHead: head };
}
