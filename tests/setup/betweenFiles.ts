// The plain-Node test files share a worker's modules (vitest.config.ts, isolate: false): whatever a
// file left behind — fake timers, stubbed globals — must not reach the next one.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
