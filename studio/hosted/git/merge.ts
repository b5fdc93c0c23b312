// A draft over the current published head, merged in the object database only
// (`merge-tree --write-tree`, git ≥ 2.38): a clean merge gives the tree a publish would commit and
// the gate compiles; a conflict gives the paths. No ref moves either way.
import type { GitContext } from './context.ts';
import { draftHead } from './drafts.ts';
import { mustHead } from './objects.ts';
import { assertBranchName, assertOid } from './refNames.ts';
import { fields } from './runGit.ts';

export type MergeResult =
  | { clean: true; tree: string; publishedHead: string; draftHead: string }
  | { clean: false; conflicts: string[]; publishedHead: string; draftHead: string };

/** Merges two commits' trees: the tree, or the conflicting paths. */
export async function mergeCommits(ctx: GitContext, ours: string, theirs: string): Promise<{ tree: string } | { conflicts: string[] }> {
  assertOid(ours);
  assertOid(theirs);
  const result = await ctx.run(['merge-tree', '--write-tree', '-z', '--name-only', '--no-messages', ours, theirs], { okExitCodes: [0, 1] });
  // -z --name-only --no-messages: the tree id, then (on a conflict) each conflicting path, NUL-terminated.
  const [tree, ...paths] = fields(result);
  assertOid(tree, 'tree id');
  if (result.exitCode === 0) return { tree };
  return { conflicts: [...new Set(paths.filter((path) => path !== ''))] };
}

/** The draft merged over the head of `into` (default: the published branch). */
export async function mergeDraft(ctx: GitContext, request: { draftId: string; into?: string }): Promise<MergeResult> {
  const into = request.into ?? ctx.branch;
  assertBranchName(into);
  const publishedHead = await mustHead(ctx, `refs/heads/${into}`);
  const head = await draftHead(ctx, request.draftId);
  const merged = await mergeCommits(ctx, publishedHead, head);
  if ('tree' in merged) return { clean: true, tree: merged.tree, publishedHead, draftHead: head };
  return { clean: false, conflicts: merged.conflicts, publishedHead, draftHead: head };
}
