// What a review compares (issue 25 item 3: review diffs are always against what is live): the
// published head as it is now, and the draft merged over it — the tree publishing would put live.
// A draft that conflicts, or one already published, is compared with where it started.
import { draftChanges, type LoadedDraft } from './draftLogic.ts';
import type { Services } from './services.ts';

export interface Comparison {
  /** The commit the review's "Antes" is read from. */
  before: string;
  /** The commit or tree of "Depois". */
  after: string;
  paths: string[];
}

export async function againstLive(s: Services, draft: LoadedDraft): Promise<Comparison> {
  const own = async (): Promise<Comparison> => ({ before: draft.record.baseHead, after: draft.head, paths: await draftChanges(s, draft) });
  if (draft.record.state === 'publicado') return own();
  const merged = await s.repo.mergeDraft({ draftId: draft.record.id });
  if (!merged.clean) return own();
  return { before: merged.publishedHead, after: merged.tree, paths: await s.repo.changedPaths(merged.publishedHead, merged.tree) };
}
