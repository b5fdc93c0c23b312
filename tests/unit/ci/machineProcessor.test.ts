import { describe, expect, it } from 'vitest';
import { machineBusySeconds } from '../../../scripts/ci/machineProcessor.ts';

describe('machineBusySeconds', () => {
  it('sums the busy columns of the all-cores line (user, nice, system, irq, softirq), not idle nor I/O wait', () => {
    const stat = 'cpu  1000 200 300 99999 500 10 20 0 0 0\ncpu0 500 100 150 50000 250 5 10 0 0 0\nintr 1 2 3\n';
    expect(machineBusySeconds(() => stat)).toBe((1000 + 200 + 300 + 10 + 20) / 100);
  });

  it('is undefined where /proc/stat cannot be read or has no all-cores line', () => {
    expect(
      machineBusySeconds(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    expect(machineBusySeconds(() => 'intr 1 2 3\n')).toBeUndefined();
  });

  it('reads this machine when it is Linux', () => {
    const seconds = machineBusySeconds();
    if (process.platform === 'linux') expect(seconds).toBeGreaterThan(0);
    else expect(seconds).toBeUndefined();
  });
});
