// Drafts follow the published version (issue 25 item 3): after each publish, every open draft is
// merged with the new published head in the background. A draft being written (Rascunho,
// Alterações pedidas) that merges by key gets the studio's merge commit — the editor's own texts
// stay, the published ones arrive — and is measured from the new head on; one under review or
// approved is not moved (its approval names its head) and only checked. A draft that conflicts is
// marked at once (followStore.ts), for the list's badge and the conflict screen.
import { DEFAULT_STUDIO_IDENTITY } from '../git/context.ts';
import { StaleHeadError } from '../git/index.ts';
import { appendAudit } from '../store/audit.ts';
import { type DraftRecord, listDraftRecords } from './draftStore.ts';
import { clearConflict, markConflict, setBaseHead } from './followStore.ts';
import type { Services } from './services.ts';

export type FollowOutcome = 'seguiu' | 'em_dia' | 'conflito' | 'verificado' | 'ignorado';

const WRITING = new Set(['rascunho', 'alteracoes_pedidas']);

/** One draft against the current published head. */
export async function followDraft(s: Services, record: DraftRecord, head: string): Promise<FollowOutcome> {
  if (!WRITING.has(record.state)) {
    const merged = await s.repo.mergeDraft({ draftId: record.id });
    if (merged.clean) clearConflict(s.store, record.id);
    else markConflict(s.store, record.id, merged.publishedHead, merged.conflicts);
    return merged.clean ? 'verificado' : 'conflito';
  }
  let broken = false;
  const result = await s.repo.followPublished({
    draftId: record.id,
    expectedHead: head,
    author: DEFAULT_STUDIO_IDENTITY,
    message: 'Atualiza o rascunho com a versão publicada',
    // A merge the content rules refuse is left for the editor to see at submit: nothing moves.
    check: async (tree) => {
      broken = !s.gate.check(await s.gate.read(tree), false).ok;
      if (broken) throw new FollowRefused();
    },
  });
  if (result.status === 'conflict') {
    markConflict(s.store, record.id, result.publishedHead, result.conflicts);
    return 'conflito';
  }
  clearConflict(s.store, record.id);
  if (result.status === 'current') return 'em_dia';
  setBaseHead(s.store, record.id, result.publishedHead);
  appendAudit(s.store, {
    actor: null,
    action: 'save',
    target: record.id,
    details: { follow: true, commit: result.head, publishedHead: result.publishedHead, previousHead: head },
  });
  return 'seguiu';
}

class FollowRefused extends Error {}

/** Every open draft, one after the other; a draft saved meanwhile is left for the next time. */
export async function followDrafts(s: Services): Promise<Record<string, FollowOutcome>> {
  const heads = new Map((await s.repo.listDrafts()).map((draft) => [draft.draftId, draft.head]));
  const outcomes: Record<string, FollowOutcome> = {};
  for (const record of listDraftRecords(s.store)) {
    const head = heads.get(record.id);
    if (!head || record.state === 'publicado') continue;
    outcomes[record.id] = await followDraft(s, record, head).catch((error: unknown) => {
      if (error instanceof FollowRefused || error instanceof StaleHeadError) return 'ignorado';
      throw error;
    });
  }
  return outcomes;
}

const running = new WeakMap<Services, Promise<unknown>>();

/** Starts following after a publish without holding the publisher's answer; runs queue one behind the other. */
export function followInBackground(s: Services): Promise<unknown> {
  const previous = running.get(s) ?? Promise.resolve();
  const next = previous.then(() => followDrafts(s)).catch((error: unknown) => console.error('[estúdio] rascunhos não atualizados:', error));
  running.set(s, next);
  return next;
}

/** The background work started so far, done (tests, shutdown). */
export const followed = (s: Services): Promise<unknown> => running.get(s) ?? Promise.resolve();
