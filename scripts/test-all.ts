// `npm test`: every check (scripts/ci/stages.ts), run in parallel where the machine has room, each
// stage's output printed whole when it ends, then a table of what passed and how long it took.
//   npm test                      everything
//   npm test -- unit browsers     those stages and what they need
// TEST_CAPACITY sets how much weight runs at once: by default the cores' worth. The weights are each
// stage's measured share of a core. More was worse when measured: at a quarter over, unit took twice
// as long and the run was longer; at twice the cores every stage ran about three times slower (and
// running the processor-bound stages at a low priority beside the browser suites did not help:
// scripts/ci/stages.ts).
import { availableParallelism, loadavg } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { machineBusySeconds } from './ci/machineProcessor.ts';
import { runStages, type Stage, type StageResult } from './ci/scheduler.ts';
import { STAGES } from './ci/stages.ts';

const root = resolve(import.meta.dirname, '..');

async function main(): Promise<number> {
  const stages = selected(process.argv.slice(2));
  const capacity = Number(process.env.TEST_CAPACITY ?? availableParallelism());
  const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`, FORCE_COLOR: '0', NO_COLOR: '1' };
  const began = Date.now();
  const busyBefore = machineBusySeconds();
  const results = await runStages(stages, { capacity, logDir: join(root, 'test-results', 'logs'), env, print: (text) => process.stdout.write(text) });
  const busyAfter = machineBusySeconds();
  const machine = busyBefore === undefined || busyAfter === undefined ? undefined : busyAfter - busyBefore;
  process.stdout.write(summary(stages, results, (Date.now() - began) / 1000, machine));
  return stages.every((s) => results.some((r) => r.name === s.name && r.ok)) ? 0 : 1;
}

/** The named stages and, transitively, the stages they need; all of them when none is named. */
function selected(names: readonly string[]): Stage[] {
  if (names.length === 0) return [...STAGES];
  const byName = new Map(STAGES.map((s) => [s.name, s]));
  const wanted = new Set<string>();
  const add = (name: string) => {
    const stage = byName.get(name);
    if (!stage) throw new Error(`unknown stage "${name}"; the stages are: ${[...byName.keys()].join(', ')}`);
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of stage.needs ?? []) add(need);
  };
  for (const name of names) add(name);
  return STAGES.filter((s) => wanted.has(s.name));
}

function summary(stages: readonly Stage[], results: readonly StageResult[], seconds: number, machineSeconds: number | undefined): string {
  const rows = stages.map((stage) => {
    const result = results.find((r) => r.name === stage.name);
    const verdict = !result ? 'not run' : result.ok ? 'passed' : result.cancelled ? 'stopped' : 'FAILED';
    const wall = result ? `${result.seconds.toFixed(1).padStart(6)} s` : '';
    const cpu = result?.cpuSeconds === undefined ? '' : `${result.cpuSeconds.toFixed(0).padStart(6)} s`;
    return `  ${stage.name.padEnd(28)} ${verdict.padEnd(8)} ${wall.padEnd(9)}  ${cpu}`.trimEnd();
  });
  const cpuTotal = results.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0);
  const header = `  ${'stage'.padEnd(28)} ${'result'.padEnd(8)} ${'took'.padStart(8)}  ${'processor'}`;
  // The stages' column misses what runs outside their process trees' accounting (Chromium's
  // renderers, servers in process groups of their own): the machine's figure is the run's real cost.
  const machine =
    machineSeconds === undefined
      ? ''
      : `the whole machine was busy ${(machineSeconds / 60).toFixed(1)} processor-min (${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)} at the end)\n`;
  return `\nnpm test — ${(seconds / 60).toFixed(1)} min, ${(cpuTotal / 60).toFixed(1)} processor-min in the stages' own accounting\n${machine}${header}\n${rows.join('\n')}\n`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
