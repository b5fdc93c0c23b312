// A draft's schedule as the API's answers show it (schedules.schema.json's ScheduleView), and the
// state it gives the draft: "Agendado" while a schedule is in force over an approved draft
// (a pending view: failure null).
import { getPerson } from '../store/people.ts';
import type { StudioStore } from '../store/db.ts';
import { brasiliaLabel, instantToBrasilia } from './brasilia.ts';
import { getSchedule, type Schedule, scheduleInForce } from './scheduleStore.ts';

interface DraftLike {
  id: string;
  state: string;
  approval: { head: string; at: number } | null;
}

/** The draft's schedule as answers show it: pending while in force, or the last run's failure; else null. */
export function scheduleView(store: StudioStore, record: DraftLike) {
  const found: Schedule | undefined = getSchedule(store, record.id);
  if (!found || (!found.failure && !scheduleInForce(found, record))) return null;
  return {
    at: new Date(found.runAt).toISOString(),
    local: instantToBrasilia(found.runAt),
    label: brasiliaLabel(found.runAt),
    by: getPerson(store, found.by)?.email ?? '',
    failure: found.failure && { at: new Date(found.failure.at).toISOString(), reason: found.failure.reason },
  };
}
