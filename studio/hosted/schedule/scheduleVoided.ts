// A schedule voided by something other than a save (issue 25): a request for changes, or an
// approval that replaced the one it was made for. The row would only be dropped at its hour, in
// silence (scheduledPublish.ts' "descartado"); the person who scheduled it believes the draft goes
// live then. So the review routes look at the schedule before such a change and, when the change
// voided it, remove it now, audit it and mail the scheduler (unless they made the change).
// A save voids it too, but the one saving sees that on the page (draftRoutes.ts' recordSave).
import { studioPublicUrl } from '../auth/config.ts';
import type { Person } from '../auth/roles.ts';
import { appendAudit } from '../store/audit.ts';
import { getPerson } from '../store/people.ts';
import { getDraft } from '../server/draftStore.ts';
import type { Services } from '../server/services.ts';
import { brasiliaLabel } from './brasilia.ts';
import { deleteSchedule, getSchedule, type Schedule, scheduleInForce } from './scheduleStore.ts';

/** What voided it, as the mail says it: "Rui Revisor {pediu alterações}". */
export type VoidReason = 'pediu alterações' | 'deu uma nova aprovação';

/**
 * Call before the change; the function it returns, after it: when the draft's schedule stood
 * before and no longer does, it is removed, audited, and its scheduler told. True when it did.
 */
export function watchSchedule(s: Services, draftId: string): (actor: Person, reason: VoidReason) => Promise<boolean> {
  const record = getDraft(s.store, draftId);
  const before = getSchedule(s.store, draftId);
  const stood = record !== undefined && scheduleInForce(before, record);
  return async (actor, reason) => {
    const now = getDraft(s.store, draftId);
    if (!stood || !before || (now && scheduleInForce(getSchedule(s.store, draftId), now))) return false;
    deleteSchedule(s.store, draftId);
    appendAudit(s.store, {
      actor: actor.email,
      action: 'schedule_dismissed',
      target: draftId,
      details: { head: before.head, state: now?.state ?? null, reason },
    });
    if (before.by !== actor.id) await tellScheduler(s, before, actor, reason);
    return true;
  };
}

async function tellScheduler(s: Services, schedule: Schedule, actor: Person, reason: VoidReason): Promise<void> {
  const to = getPerson(s.store, schedule.by);
  if (!to || to.disabled) return;
  const who = actor.name || actor.email;
  const text = [
    `A publicação agendada para ${brasiliaLabel(schedule.runAt)} foi cancelada: ${who} ${reason} no rascunho depois do agendamento.`,
    'Nada mudou para os visitantes.',
    '',
    `Quando o rascunho estiver aprovado de novo, agende outra vez: ${studioPublicUrl(s.env)}/rascunhos/${schedule.draftId}/revisao`,
  ].join('\n');
  await s.outbox.send({ to: to.email, subject: 'Publicação agendada cancelada', text }).catch((error: unknown) => {
    console.error(`[estúdio] não foi possível avisar ${to.email}: ${error instanceof Error ? error.message : String(error)}`);
  });
}
