// Runs a set of stages, each a command, as soon as the stages it needs have passed and the machine
// has room for its weight. Each stage's output goes to its own log and is printed whole when it
// ends, so parallel stages never interleave lines. The first failure stops everything else: a red
// CI should say why at once, not after the remaining ten minutes.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopTree } from './processTree.ts';

export interface Stage {
  name: string;
  /** The command, run by bash with the repository's node_modules/.bin on PATH (like npm scripts). */
  command: string;
  /** Stages that must pass first. */
  needs?: readonly string[];
  /** How much of the machine it takes while it runs (cores, roughly); stages run together while the sum fits. */
  weight: number;
}

export interface StageResult {
  name: string;
  ok: boolean;
  seconds: number;
  /**
   * The processor time its processes used (user + system, every core), when the shell could say:
   * wall time says how long a stage took beside the others, this says how much of the machine it
   * needed, which is what the weights and any plan to shorten CI should follow.
   */
  cpuSeconds?: number;
  /** Set when the stage was stopped because another failed. */
  cancelled?: boolean;
}

export interface SchedulerOptions {
  /** The sum of weights allowed at once. */
  capacity: number;
  logDir: string;
  env: NodeJS.ProcessEnv;
  print: (text: string) => void;
}

export async function runStages(stages: readonly Stage[], options: SchedulerOptions): Promise<StageResult[]> {
  checkGraph(stages);
  mkdirSync(options.logDir, { recursive: true });
  const waiting = [...stages];
  const running = new Map<string, { stop: () => void; weight: number }>();
  const results: StageResult[] = [];
  let failed = false;

  return new Promise((resolve) => {
    const passed = (name: string) => results.some((r) => r.name === name && r.ok);
    const used = () => [...running.values()].reduce((sum, r) => sum + r.weight, 0);
    const pump = () => {
      for (const stage of [...waiting]) {
        if (failed) break;
        if (!(stage.needs ?? []).every(passed)) continue;
        // The table's order is the priority: a ready stage that does not fit yet is not overtaken by
        // lighter ones after it, which would keep the heavy stages of the longest chain waiting.
        // A stage heavier than the whole capacity still runs, alone.
        if (running.size > 0 && used() + stage.weight > options.capacity) break;
        waiting.splice(waiting.indexOf(stage), 1);
        start(stage);
      }
      if (running.size === 0) resolve(results);
    };
    const start = (stage: Stage) => {
      const began = Date.now();
      options.print(`▶ ${stage.name}: ${stage.command}\n`);
      const run = runLogged(stage, options, (code, cpuSeconds) => {
        running.delete(stage.name);
        const seconds = (Date.now() - began) / 1000;
        const cancelled = failed && code !== 0;
        results.push({ name: stage.name, ok: code === 0, seconds, cpuSeconds, cancelled });
        if (!cancelled) options.print(stageReport(stage, code, seconds, run.logFile));
        if (code !== 0 && !failed) {
          failed = true;
          for (const other of running.values()) other.stop();
        }
        pump();
      });
      running.set(stage.name, { stop: run.stop, weight: stage.weight });
    };
    pump();
  });
}

function runLogged(stage: Stage, options: SchedulerOptions, onExit: (code: number, cpuSeconds?: number) => void) {
  const logFile = join(options.logDir, `${stage.name}.log`);
  const log = createWriteStream(logFile);
  // bash's `times` after the command: the processor time of every process the command waited for
  // (its servers and browsers included), written to a fourth descriptor apart from the log.
  const script = `${stage.command}\ncode=$?\ntimes >&3\nexit $code`;
  // Its own process group, so stopping it stops the servers and browsers it started too.
  const child = spawn('bash', ['-c', script], { detached: true, env: options.env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  let times = '';
  child.stdio[3]?.on('data', (chunk: Buffer) => {
    times += chunk.toString();
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.on('close', (code, signal) => log.end(() => onExit(code ?? (signal ? 1 : 0), childrenCpuSeconds(times))));
  // Its servers and browsers too, those in process groups of their own included (processTree.ts).
  const stop = () => {
    if (child.pid) stopTree(child.pid);
  };
  return { logFile, stop };
}

/** The children's user and system time from bash's `times` (its second line: "1m2.500s 0m3.250s"). */
export function childrenCpuSeconds(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const parts = [...(line ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds));
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
}

function stageReport(stage: Stage, code: number, seconds: number, logFile: string): string {
  const verdict = code === 0 ? '✔' : '✘';
  const rule = '─'.repeat(8);
  return `${rule} ${stage.name} ${rule}\n${readFileSync(logFile, 'utf8')}${verdict} ${stage.name} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s\n\n`;
}

/** A stage that needs an unknown stage would wait forever: refuse the table instead. */
function checkGraph(stages: readonly Stage[]): void {
  const names = new Set(stages.map((s) => s.name));
  for (const stage of stages)
    for (const need of stage.needs ?? []) if (!names.has(need)) throw new Error(`stage "${stage.name}" needs "${need}", which is not in the run`);
}
