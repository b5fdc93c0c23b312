// The whole machine's processor time, from Linux's /proc/stat: what every process used, browsers'
// renderers and servers started in process groups of their own included, which a stage's own
// accounting (bash's `times`) misses. On CI the run is the machine's only work, so the difference
// between two readings is the run's real cost. Undefined where /proc/stat does not exist.
import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/stat (USER_HZ, 100 on every mainstream build). */
const TICKS_PER_SECOND = 100;

/** Seconds of processor the machine has spent busy since it started (every core, idle and I/O wait excluded). */
export function machineBusySeconds(read: (path: string) => string = (path) => readFileSync(path, 'utf8')): number | undefined {
  let text: string;
  try {
    text = read('/proc/stat');
  } catch {
    return undefined;
  }
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal …
  const [user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}
