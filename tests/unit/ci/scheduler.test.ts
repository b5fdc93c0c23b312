// `npm test`'s scheduler: what a developer reading CI's log relies on — a stage waits for what it
// needs, the machine is never asked for more than its capacity, the first failure stops the rest
// and is printed whole.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds, runStages, type Stage } from '../../../scripts/ci/scheduler.ts';

/** A stage that appends "start name" and "end name" to a shared journal, after a short pause. */
function journaled(journal: string, name: string, extra: Partial<Stage> = {}, script = ''): Stage {
  const body = `const fs=require('fs');fs.appendFileSync(${JSON.stringify(journal)},'start ${name}\\n');setTimeout(()=>{fs.appendFileSync(${JSON.stringify(journal)},'end ${name}\\n');${script}},150)`;
  return { name, command: `node -e ${JSON.stringify(body)}`, weight: 1, ...extra };
}

function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'scheduler-'));
  const journal = join(dir, 'journal.txt');
  const printed: string[] = [];
  const options = { capacity: 2, logDir: join(dir, 'logs'), env: process.env, print: (text: string) => printed.push(text) };
  const lines = () => readFileSync(journal, 'utf8').trim().split('\n');
  return { journal, printed, options, lines };
}

describe('the stages npm test runs', () => {
  it('starts a stage only after the stages it needs have passed', async () => {
    const { journal, options, lines } = setup();
    const results = await runStages([journaled(journal, 'build'), journaled(journal, 'browsers', { needs: ['build'] })], options);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(lines()).toEqual(['start build', 'end build', 'start browsers', 'end browsers']);
  });

  it('never runs more weight at once than the capacity', async () => {
    const { journal, options, lines } = setup();
    const heavy = (name: string) => journaled(journal, name, { weight: 2 });
    await runStages([heavy('unit'), heavy('browsers'), journaled(journal, 'lint')], options);
    let load = 0;
    let peak = 0;
    const weight: Record<string, number> = { unit: 2, browsers: 2, lint: 1 };
    for (const line of lines()) {
      const [event, name] = line.split(' ');
      load += event === 'start' ? weight[name] : -weight[name];
      peak = Math.max(peak, load);
    }
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('keeps the table order as priority: a lighter stage does not overtake a ready heavy one that does not fit yet', async () => {
    const { journal, printed, options } = setup();
    await runStages(
      [journaled(journal, 'typecheck'), journaled(journal, 'unit', { weight: 1.5 }), journaled(journal, 'conversations', { weight: 0.5 })],
      options,
    );
    // The order the scheduler started them in (its own lines, written as it starts each one).
    const started = printed.filter((text) => text.startsWith('▶')).map((text) => text.split(':')[0]);
    expect(started).toEqual(['▶ typecheck', '▶ unit', '▶ conversations']);
  });

  it('stops the other stages at the first failure and prints the failing log whole', async () => {
    const { journal, printed, options } = setup();
    const failing: Stage = { name: 'lint', command: `node -e "console.log('src/x.ts:3:1 error'); process.exit(3)"`, weight: 1 };
    const slow: Stage = { name: 'unit', command: `node -e "setTimeout(()=>{},20000)"`, weight: 1 };
    const later = journaled(journal, 'browsers', { needs: ['lint'] });
    const results = await runStages([failing, slow, later], options);
    expect(results.find((r) => r.name === 'lint')).toMatchObject({ ok: false, cancelled: false });
    expect(results.find((r) => r.name === 'unit')).toMatchObject({ ok: false, cancelled: true });
    expect(results.some((r) => r.name === 'browsers')).toBe(false);
    expect(printed.join('')).toContain('src/x.ts:3:1 error');
    expect(printed.join('')).toContain('lint failed (exit 3)');
  });

  it('stops, at the first failure, the servers a stage started in process groups of their own', async () => {
    const { options } = setup();
    const pidFile = join(mkdtempSync(join(tmpdir(), 'scheduler-server-')), 'server.pid');
    // Like a Playwright web server: its own session and group, so signalling the stage's group misses it.
    const server: Stage = { name: 'browsers', command: `setsid sleep 300 & echo $! > ${pidFile}; wait`, weight: 1 };
    const failing: Stage = { name: 'lint', command: `sleep 1; exit 3`, weight: 1 };
    await runStages([server, failing], options);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
  });

  it('reports the processor time each stage used, its child processes included, apart from its wall time', async () => {
    const { options } = setup();
    // A stage whose child burns a second of processor time (by its own count, however loaded the
    // machine is), and one that only waits a second.
    const busy: Stage = { name: 'busy', command: `node -e "while(process.cpuUsage().user<1e6){}"`, weight: 1 };
    const idle: Stage = { name: 'idle', command: `node -e "setTimeout(()=>{},1000)"`, weight: 1 };
    const results = await runStages([busy, idle], options);
    const cpu = (name: string) => results.find((r) => r.name === name)?.cpuSeconds ?? Number.NaN;
    expect(cpu('busy')).toBeGreaterThanOrEqual(1);
    expect(cpu('idle')).toBeLessThan(0.9);
    expect(childrenCpuSeconds('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBeCloseTo(65.75);
    expect(childrenCpuSeconds('')).toBeUndefined();
  });

  it('refuses a stage that needs a stage missing from the run', async () => {
    const { options } = setup();
    await expect(runStages([{ name: 'browsers', command: 'true', needs: ['build'], weight: 1 }], options)).rejects.toThrow(/needs "build"/);
  });
});

/** A process that still runs (a zombie waiting for its parent to read its status has ended). */
function alive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
