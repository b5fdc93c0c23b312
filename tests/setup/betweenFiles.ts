// The plain-Node test files share a worker's modules (vitest.config.ts, isolate: false): whatever a
// file left behind — fake timers, stubbed globals — must not reach the next one.
import { afterAll, vi } from 'vitest';

// The worker's own Date, kept once per worker: a file that failed with Date faked (seen on a loaded
// CI machine: a timed-out test, then "Date is not defined" in every later file of that worker) must
// not take it from the files after it.
const REAL_DATE = Symbol.for('consorcio.tests.realDate');
const worker = globalThis as unknown as Record<symbol, DateConstructor | undefined> & { Date: DateConstructor };
worker[REAL_DATE] ??= worker.Date;

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const real = worker[REAL_DATE];
  if (real && worker.Date !== real) worker.Date = real;
});
