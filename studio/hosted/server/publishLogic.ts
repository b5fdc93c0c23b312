// Publishing an approved draft, the one code path for a publisher's click (reviewRoutes.ts) and a
// scheduled run (../schedule/scheduledPublish.ts): the publisher's right, a valid approval of the
// current head by someone still allowed to approve, the full gate on the draft merged over the
// current published head, then merge + compare-and-swap + push, the draft marked Publicado, any
// schedule removed, and the audit row.
import type { Person } from '../auth/roles.ts';
import { PushFailedError } from '../git/index.ts';
import { deleteSchedule } from '../schedule/scheduleStore.ts';
import { appendAudit } from '../store/audit.ts';
import { requireAdminApproval } from './adminApproval.ts';
import { type LoadedDraft, draftChanges, requireCan } from './draftLogic.ts';
import { updateDraft } from './draftStore.ts';
import { followInBackground } from './followDrafts.ts';
import { requireFullGate } from './fullGateAnswer.ts';
import { requireAllApprovals } from './approvalCheck.ts';
import { HttpError } from './routeTable.ts';
import { identityOf, type Services } from './services.ts';

export interface PublishOptions {
  publisher: Person;
  /** The published head the publisher saw (a scheduled run: the one it just fetched). */
  expectedPublishedHead: string;
  /** Set on a scheduled run: recorded in the audit row. */
  scheduledAt?: number;
}

/** Publishes or throws the refusal (HttpError, or the git layer's PublishRefusedError / PushFailedError). */
export async function publishApproved(s: Services, draft: LoadedDraft, options: PublishOptions): Promise<{ commit: string }> {
  const changed = await draftChanges(s, draft);
  requireCan(options.publisher, 'publish', changed);
  // Every approval the approval rules (read from the published branch now) ask, of this head, by
  // people who still may give it: disabled or no longer a reviewer, an approval is void.
  const approvers = await requireAllApprovals(s, draft);
  const approval = draft.record.approval;
  if (draft.record.state !== 'aprovado' || !approval || approval.head !== draft.head) {
    throw new HttpError(409, 'sem_aprovacao_valida', 'Este rascunho precisa de uma aprovação da versão atual antes de ser publicado.', {
      state: draft.record.state,
    });
  }
  // A change that can harm visitors needs an administrator's approval (adminApproval.ts).
  await requireAdminApproval(s, draft, approval.by);
  await requireFullGate(s, draft);
  const result = await s.repo
    .publish({
      draftId: draft.record.id,
      expectedPublishedHead: options.expectedPublishedHead,
      approvedHead: approval.head,
      publisher: identityOf(options.publisher),
      approvers: approvers.map(identityOf),
    })
    .catch(async (error: unknown) => {
      // The remote moved (a developer pushed): follow it, so the publisher's refresh shows the new head.
      if (error instanceof PushFailedError && error.remoteMoved) await s.repo.fetch().catch(() => undefined);
      throw error;
    });
  if (!updateDraft(s.store, draft.record.id, ['aprovado'], { state: 'publicado', publishedCommit: result.commit })) {
    throw new HttpError(409, 'estado_invalido', 'O rascunho mudou enquanto você agia: recarregue a página.');
  }
  deleteSchedule(s.store, draft.record.id);
  appendAudit(s.store, {
    actor: options.publisher.email,
    action: 'publish',
    target: draft.record.id,
    details: {
      commit: result.commit,
      approvedHead: approval.head,
      approvedBy: approvers.map((one) => one.email).join(', '),
      previousHead: result.previousHead,
      ...(options.scheduledAt === undefined ? {} : { scheduledFor: new Date(options.scheduledAt).toISOString() }),
    },
  });
  // The other open drafts catch up with what is now live, without holding this answer (followDrafts.ts).
  void followInBackground(s);
  return { commit: result.commit };
}
