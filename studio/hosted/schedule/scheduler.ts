// The studio's one timer loop for scheduled publishes. It reads the clock it is given (tests inject
// one and call runDue() themselves), sleeps until the next scheduled time (at most a minute, so a
// schedule made meanwhile or a clock that jumped is seen soon), and runs what is due one at a time,
// oldest first. Schedules live in SQLite: at start, a time missed while the server was down is due
// at once.
import type { Services } from '../server/services.ts';
import { runSchedule, type RunOutcome } from './scheduledPublish.ts';
import { dueSchedules, nextRunAt } from './scheduleStore.ts';

const LONGEST_SLEEP_MS = 60_000;

export interface Scheduler {
  /** Runs every schedule due by the clock now; resolves with what happened to each draft. */
  runDue(): Promise<Map<string, RunOutcome>>;
  /** Starts the loop (a first run at once). */
  start(): void;
  stop(): void;
}

export interface SchedulerOptions {
  now?: () => number;
  /** The longest sleep between looks at the clock (default a minute; a test clock that jumps wants less). */
  longestSleepMs?: number;
}

export function createScheduler(s: Services, options: SchedulerOptions = {}): Scheduler {
  const now = options.now ?? s.store.now;
  const longestSleep = options.longestSleepMs ?? LONGEST_SLEEP_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<Map<string, RunOutcome>> | null = null;
  let stopped = true;

  const runDue = (): Promise<Map<string, RunOutcome>> => {
    // One run at a time: a tick that comes while one is going joins it. (Cleared after the run
    // settles, never inside it: a run with nothing due settles before it could be stored.)
    if (running) return running;
    const run = (async () => {
      const outcomes = new Map<string, RunOutcome>();
      for (const schedule of dueSchedules(s.store, now())) outcomes.set(schedule.draftId, await runSchedule(s, schedule));
      return outcomes;
    })();
    running = run;
    const clear = () => {
      if (running === run) running = null;
    };
    run.then(clear, clear);
    return run;
  };

  const tick = async () => {
    timer = null;
    await runDue().catch((error: unknown) => console.error('[estúdio] agendamentos:', error));
    if (stopped) return;
    const next = nextRunAt(s.store);
    const wait = next === null ? longestSleep : Math.min(Math.max(next - now(), 1000), longestSleep);
    timer = setTimeout(tick, wait);
    timer.unref();
  };

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      void tick();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
