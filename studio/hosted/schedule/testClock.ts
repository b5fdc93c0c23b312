// The scheduler's clock seam for browser tests (issue 25 item 7): with STUDIO_SCHEDULER_CLOCK_FILE
// set, the scheduler reads its time as the real time plus the milliseconds written in that file
// (none, or a file that does not parse: no offset), and looks at it every second. A test schedules a
// publish a few minutes ahead through the pages, then moves the scheduler's clock past that hour
// instead of waiting. Only the scheduler's clock moves: sessions, links and the route's "not in the
// past" check keep the real time. Unset (as in production), the scheduler runs on the store's clock.
import { readFileSync } from 'node:fs';
import type { SchedulerOptions } from './scheduler.ts';

export function schedulerClockFromEnv(env: NodeJS.ProcessEnv): SchedulerOptions {
  const file = env.STUDIO_SCHEDULER_CLOCK_FILE;
  if (!file) return {};
  const offset = () => {
    try {
      const ms = Number(readFileSync(file, 'utf8').trim());
      return Number.isFinite(ms) ? ms : 0;
    } catch {
      return 0;
    }
  };
  return { now: () => Date.now() + offset(), longestSleepMs: 1000 };
}
