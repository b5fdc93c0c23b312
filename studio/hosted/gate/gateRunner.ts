// Runs the full gate in child processes, so one editor's gate cannot take the server down: each
// process's heap is capped (--max-old-space-size) and its resident memory watched while it works,
// and each job's time is limited — past either limit the process is killed and the job refused
// with GateStoppedError. At most `processes` exist at once; a job waits its turn. A process serves
// jobs one after another (loading the compiler and the harness costs seconds; flows:test itself
// runs many tests in one process) and leaves after a while idle.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RegistryNames } from '../../../scripts/compiler/index.ts';
import type { FullGateReport } from './fullGate.ts';

export interface GateLimits {
  /** Wall time of one job, ms, from its process being ready (a new process has START_LIMIT_MS more to load). */
  timeoutMs: number;
  /** A process's memory (heap cap and resident size), MB. */
  memoryMb: number;
  /** Gate processes at once. */
  processes: number;
}

export const DEFAULT_GATE_LIMITS: GateLimits = { timeoutMs: 120_000, memoryMb: 768, processes: 2 };

/** STUDIO_GATE_TIMEOUT_S, STUDIO_GATE_MEMORY_MB, STUDIO_GATE_PROCESSES over the defaults. */
export function gateLimitsFromEnv(env: NodeJS.ProcessEnv): GateLimits {
  const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
  return {
    timeoutMs: positive(env.STUDIO_GATE_TIMEOUT_S, DEFAULT_GATE_LIMITS.timeoutMs / 1000) * 1000,
    memoryMb: positive(env.STUDIO_GATE_MEMORY_MB, DEFAULT_GATE_LIMITS.memoryMb),
    processes: Math.max(1, Math.floor(positive(env.STUDIO_GATE_PROCESSES, DEFAULT_GATE_LIMITS.processes))),
  };
}

export interface GateJob {
  id: number;
  gitDir: string;
  /** The compiler's empty root folder. */
  root: string;
  publishedHead: string;
  /** The merged tree. */
  tree: string;
  registries?: RegistryNames;
}

/** What a worker process says: loaded, a job's report (FullGateReport for the gate), or a job that crashed. */
export type GateMessage<Report = FullGateReport> =
  | { type: 'ready' }
  | { type: 'report'; id: number; report: Report }
  | { type: 'crash'; id: number; message: string };

export type StopReason = 'tempo' | 'memoria' | 'falha';

/** A job stopped by a limit ('tempo', 'memoria') or whose process died ('falha'). */
export class GateStoppedError extends Error {
  constructor(
    readonly reason: StopReason,
    readonly limits: GateLimits,
    detail: string,
  ) {
    super(`gate stopped (${reason}): ${detail}`);
  }
}

/** Worker processes under the gate's limits, serving jobs of one kind (the gate's, or the copy deck parser's). */
export interface WorkerPool<Job, Report> {
  run(job: Job): Promise<Report>;
  /** Starts a gate process now if none exists, so the first submit does not wait for it to load. */
  warm(): void;
  /** Kills every gate process (the server stops). */
  close(): void;
}

export type GateRunner = WorkerPool<Omit<GateJob, 'id'>, FullGateReport>;

const ENTRY = fileURLToPath(new URL('./gateProcess.ts', import.meta.url));
// The child runs TypeScript as the server does: through tsx's loader, resolved from here.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WATCH_MS = 200;
/** Loading the compiler and the harness: seconds, a minute at most even on a saturated machine. */
const START_LIMIT_MS = 90_000;
const IDLE_MS = 5 * 60_000;

interface Worker {
  child: ChildProcess;
  ready: boolean;
  idle?: NodeJS.Timeout;
}

export function createGateRunner(limits: GateLimits = DEFAULT_GATE_LIMITS): GateRunner {
  return createWorkerPool(limits, ENTRY);
}

/** A pool of processes forked from `entry` (a module that answers ready, then one report per job). */
export function createWorkerPool<Job extends object, Report>(limits: GateLimits, entry: string): WorkerPool<Job, Report> {
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  let nextId = 1;
  const drop = (worker: Worker) => {
    if (!all.delete(worker)) return;
    clearTimeout(worker.idle);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    worker.child.kill('SIGKILL');
    // A slot is free: the next job in line gets a new process.
    const next = waiting.shift();
    if (next) next(spawn(entry, limits, all, drop));
  };
  const acquire = (): Promise<Worker> => {
    const ready = idle.pop();
    if (ready) clearTimeout(ready.idle);
    if (ready) return Promise.resolve(ready);
    if (all.size < limits.processes) return Promise.resolve(spawn(entry, limits, all, drop));
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) return next(worker);
    worker.idle = setTimeout(() => drop(worker), IDLE_MS).unref();
    idle.push(worker);
  };
  return {
    async run(job) {
      const worker = await acquire();
      try {
        const report = await runJob<Report>(worker, { ...job, id: nextId++ }, limits);
        release(worker);
        return report;
      } catch (error) {
        drop(worker);
        throw error;
      }
    },
    warm() {
      if (all.size === 0) release(spawn(entry, limits, all, drop));
    },
    close() {
      for (const worker of [...all]) drop(worker);
    },
  };
}

function spawn(entry: string, limits: GateLimits, all: Set<Worker>, drop: (worker: Worker) => void): Worker {
  // Only what git and tsx need: the server's secrets (SMTP, OIDC) stay out of the gate.
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  const child = fork(entry, [], {
    execArgv: ['--import', TSX, `--max-old-space-size=${limits.memoryMb}`],
    env: { PATH, HOME, TMPDIR, LANG, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const worker: Worker = { child, ready: false };
  all.add(worker);
  child.on('message', (message: GateMessage) => {
    if (message.type === 'ready') worker.ready = true;
  });
  // An idle gate process never keeps the server (or a test run) from exiting.
  child.unref();
  for (const handle of [child.channel, child.stderr] as Array<{ unref?: () => void } | null | undefined>) handle?.unref?.();
  child.on('exit', () => drop(worker));
  return worker;
}

function runJob<Report>(worker: Worker, job: { id: number }, limits: GateLimits): Promise<Report> {
  const { child } = worker;
  let stderr = '';
  const keep = (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  };
  child.stderr?.on('data', keep);
  return new Promise<Report>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      clearInterval(watch);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.stderr?.off('data', keep);
      outcome();
    };
    const stop = (reason: StopReason, detail: string) => finish(() => reject(new GateStoppedError(reason, limits, detail)));
    const jobTimer = () => setTimeout(() => stop('tempo', `over ${limits.timeoutMs} ms`), limits.timeoutMs);
    let timer = worker.ready ? jobTimer() : setTimeout(() => stop('falha', `not loaded in ${START_LIMIT_MS} ms`), START_LIMIT_MS);
    const watch = setInterval(() => {
      const rss = residentMb(child.pid);
      if (rss > limits.memoryMb) stop('memoria', `resident ${rss} MB over ${limits.memoryMb} MB`);
    }, WATCH_MS);
    const onMessage = (message: GateMessage<Report>) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        timer = jobTimer();
      }
      if (message.type === 'report' && message.id === job.id) finish(() => resolve(message.report));
      if (message.type === 'crash' && message.id === job.id) stop('falha', message.message);
    };
    const onExit = (code: number | null, signal: string | null) => {
      if (/heap out of memory|Allocation failed/i.test(stderr)) return stop('memoria', 'heap limit reached');
      stop('falha', `exit ${code ?? signal}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    if (child.connected) child.send(job);
    else stop('falha', 'the process had ended');
  });
}

/** The process's resident memory in MB (Linux /proc; 0 where it cannot be read). */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Math.round((pages * 4096) / (1024 * 1024));
  } catch {
    return 0;
  }
}
