// Idle work that does not serve the first tap (analytics, saving, the first click's prefetch)
// waits until the app has taken the prerendered page over (issue 29), and still runs if that
// takeover never comes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAKEOVER_PATIENCE_MS, createTakeover } from '../../../src/afterTakeover.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterTakeover', () => {
  it('holds idle work until the takeover, then hands it to the idle queue in order', async () => {
    const idle: Array<() => void> = [];
    const takeover = createTakeover((run) => idle.push(run));
    const ran: string[] = [];
    takeover.afterTakeover(() => ran.push('analytics'));
    takeover.afterTakeover(() => ran.push('prefetch'));
    await Promise.resolve();
    expect(idle).toHaveLength(0);

    takeover.tookOver();
    await vi.waitFor(() => expect(idle).toHaveLength(2));
    for (const run of idle) run();
    expect(ran).toEqual(['analytics', 'prefetch']);
  });

  it('runs the work anyway once the patience delay since the start has passed without a takeover', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const takeover = createTakeover((run) => run());
    await vi.advanceTimersByTimeAsync(1000);
    takeover.afterTakeover(() => ran.push('saving'));
    await vi.advanceTimersByTimeAsync(TAKEOVER_PATIENCE_MS - 1001);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['saving']);
  });

  it('work asked for after the takeover goes straight to the idle queue', async () => {
    const ran: string[] = [];
    const takeover = createTakeover((run) => run());
    takeover.tookOver();
    takeover.afterTakeover(() => ran.push('later visits'));
    await vi.waitFor(() => expect(ran).toEqual(['later visits']));
  });
});
