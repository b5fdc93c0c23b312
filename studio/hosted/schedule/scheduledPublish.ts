// One scheduled publish at its hour: the draft must still be Aprovado at the scheduled head (a
// save or a request for changes since voids the schedule, which is then only removed); then the
// very path of a publisher's click (publishApproved: the full gate again on the draft merged over
// the freshly fetched published head, merge + compare-and-swap + push) in the scheduler's name. If
// that refuses, nothing is published: the draft stays Aprovado with the reason on it, and its
// author and the scheduler get a mail.
import { studioPublicUrl } from '../auth/config.ts';
import type { Outbox } from '../auth/outbox.ts';
import { appendAudit } from '../store/audit.ts';
import { getPerson } from '../store/people.ts';
import { loadDraft } from '../server/draftLogic.ts';
import { getDraft } from '../server/draftStore.ts';
import { errorAnswer } from '../server/errors.ts';
import { publishApproved } from '../server/publishLogic.ts';
import type { Services } from '../server/services.ts';
import { brasiliaLabel } from './brasilia.ts';
import { deleteSchedule, markFailed, type Schedule, scheduleInForce } from './scheduleStore.ts';

export type RunOutcome = 'publicado' | 'falhou' | 'descartado';

export async function runSchedule(s: Services, schedule: Schedule): Promise<RunOutcome> {
  const record = getDraft(s.store, schedule.draftId);
  if (!scheduleInForce(schedule, record ?? { state: 'removido', approval: null })) {
    deleteSchedule(s.store, schedule.draftId);
    appendAudit(s.store, {
      actor: null,
      action: 'schedule_dismissed',
      target: schedule.draftId,
      details: { head: schedule.head, state: record?.state ?? null },
    });
    return 'descartado';
  }
  const scheduler = getPerson(s.store, schedule.by);
  try {
    if (!scheduler || scheduler.disabled) throw new Error('sem_publicador');
    await s.repo.fetch().catch(() => undefined);
    const expectedPublishedHead = await s.repo.publishedHead();
    await publishApproved(s, await loadDraft(s, schedule.draftId), { publisher: scheduler, expectedPublishedHead, scheduledAt: schedule.runAt });
    return 'publicado';
  } catch (error) {
    const reason =
      error instanceof Error && error.message === 'sem_publicador' ? 'Quem agendou não tem mais acesso ao estúdio.' : String(errorAnswer(error).body.error);
    markFailed(s.store, schedule.draftId, reason);
    appendAudit(s.store, { actor: null, action: 'schedule_failed', target: schedule.draftId, details: { head: schedule.head, reason } });
    await tell(s, schedule, [record?.authorId, schedule.by], reason);
    return 'falhou';
  }
}

async function tell(s: Services, schedule: Schedule, personIds: Array<string | undefined>, reason: string): Promise<void> {
  const link = `${studioPublicUrl(s.env)}/rascunhos/${schedule.draftId}/revisao`;
  const addresses = new Set(personIds.flatMap((id) => (id ? [getPerson(s.store, id)?.email ?? ''] : [])).filter(Boolean));
  for (const to of addresses) await send(s.outbox, to, schedule, reason, link);
}

function send(outbox: Outbox, to: string, schedule: Schedule, reason: string, link: string): Promise<void> {
  const text = [
    `A publicação agendada para ${brasiliaLabel(schedule.runAt)} não foi feita: nada mudou para os visitantes.`,
    '',
    `Motivo: ${reason}`,
    '',
    `O rascunho continua aprovado. Veja e agende de novo: ${link}`,
  ].join('\n');
  return outbox.send({ to, subject: 'Publicação agendada não foi feita', text }).catch((error: unknown) => {
    console.error(`[estúdio] não foi possível avisar ${to}: ${error instanceof Error ? error.message : String(error)}`);
  });
}
