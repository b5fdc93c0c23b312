// execFile through a small long-lived helper process (spawnRelayChild.mjs). Starting a process
// forks the one that asks, and a fork costs in proportion to the asker's memory: measured here,
// 4 ms of processor a `git` from a 50 MB Node process, 20 ms from 425 MB, 53 ms from 1.3 GB. The
// studio (and a test worker holding it) grows large and runs a dozen git processes per save, so
// they are started by the relay, which stays at a few tens of MB. Same semantics as execFile:
// no shell, buffers out, a timeout that kills, a cap on the output.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RelayOptions {
  cwd: string;
  env: Record<string, string>;
  timeout: number;
  maxBuffer: number;
  input: string | Buffer | undefined;
}

/** What execFile's callback receives: the error's fields execFile sets, and both outputs. */
export interface RelayResult {
  error: { code?: number | string | null; killed?: boolean; signal?: NodeJS.Signals | null; message: string } | null;
  stdout: Buffer;
  stderr: Buffer;
}

interface Answer {
  id: number;
  stdout: string;
  stderr: string;
  error: RelayResult['error'];
}

const CHILD = join(import.meta.dirname, 'spawnRelayChild.mjs');

let relay: ChildProcess | null = null;
let nextId = 0;
const pending = new Map<number, (result: RelayResult) => void>();

export function relayExecFile(file: string, args: string[], options: RelayOptions): Promise<RelayResult> {
  const child = relay ?? startRelay();
  if (!child) return directExecFile(file, args, options);
  const id = nextId++;
  const input = options.input === undefined ? null : Buffer.from(options.input).toString('base64');
  const { cwd, env, timeout, maxBuffer } = options;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    holdOpen(child, true);
    child.stdin?.write(`${JSON.stringify({ id, file, args, input, options: { cwd, env, timeout, maxBuffer } })}\n`);
  });
}

/** The relay's process, if one runs (for tests and diagnostics). */
export const currentRelay = (): ChildProcess | null => relay;

function startRelay(): ChildProcess | null {
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [CHILD], { stdio: ['pipe', 'pipe', 'inherit'], env: { PATH: process.env.PATH ?? '' } });
  } catch {
    return null;
  }
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    const resolve = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) holdOpen(child, false);
    resolve?.({ error: answer.error, stdout: Buffer.from(answer.stdout, 'base64'), stderr: Buffer.from(answer.stderr, 'base64') });
  });
  // The relay gone (killed, crashed): what it was running fails as a spawn failure; the next call starts another.
  child.on('exit', () => {
    if (relay === child) relay = null;
    for (const [id, resolve] of pending) {
      pending.delete(id);
      resolve({ error: { code: 'ERR_SPAWN_RELAY_EXITED', message: 'the spawn relay exited' }, stdout: Buffer.alloc(0), stderr: Buffer.alloc(0) });
    }
  });
  child.stdin?.on('error', () => {});
  holdOpen(child, false);
  relay = child;
  return child;
}

/** An idle relay does not keep the studio (or a test run) alive; a pending request does. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  for (const handle of [child, child.stdout, child.stdin] as Array<{ ref?(): void; unref?(): void } | null>) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

function directExecFile(file: string, args: string[], options: RelayOptions): Promise<RelayResult> {
  return new Promise((resolve) => {
    const { cwd, env, timeout, maxBuffer } = options;
    const child = execFile(file, args, { cwd, env, timeout, maxBuffer, encoding: 'buffer', killSignal: 'SIGKILL', shell: false }, (error, stdout, stderr) =>
      resolve({ error: error ? { code: error.code, killed: error.killed, signal: error.signal, message: error.message } : null, stdout, stderr }),
    );
    child.stdin?.on('error', () => {});
    child.stdin?.end(options.input);
  });
}
