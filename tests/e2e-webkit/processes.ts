// The WebKit suite's own processes (Xvfb, `vite preview`, WebKitWebDriver), each started in its own
// process group and stopped by its PID: stopping a group also ends what it started (the driver's
// browser window and WebKit's web and network processes). A watchdog shell ends them too if the
// test runner itself is killed before it could stop them.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface Started {
  pid: number;
  /** The first lines it printed (to say why it did not start). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `command` as the leader of a new process group, printing nothing to the test's output. */
export function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Started & { child: ChildProcess } {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    if (printed.length < 4000) printed += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const pid = child.pid;
  const watchdog = guardAgainstOrphans(pid);
  return {
    child,
    pid,
    output: () => printed,
    stop: async () => {
      await stopGroup(child);
      killGroup(watchdog, 'SIGKILL');
    },
  };
}

/** SIGTERM to the group, SIGKILL after 3 s if its leader is still there. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child.pid!, 'SIGKILL'); // the leader is gone; what it started may not be
    return;
  }
  const exited = once(child, 'exit');
  killGroup(child.pid!, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  killGroup(child.pid!, 'SIGKILL'); // children that ignored SIGTERM
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has already gone
  }
}

/** A detached shell that ends the group once this process is gone (killed before its teardown). */
function guardAgainstOrphans(groupPid: number): number {
  const script = `while kill -0 ${process.pid} 2>/dev/null && kill -0 -${groupPid} 2>/dev/null; do sleep 1; done; kill -KILL -${groupPid} 2>/dev/null; exit 0`;
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return watchdog.pid!;
}

/** Waits until `url` answers any HTTP status (the server is up), or the process exits, or `ms` pass. */
export async function waitForHttp(url: string, started: Started & { child: ChildProcess }, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${url}: the server exited (${started.child.exitCode}):\n${started.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s:\n${started.output()}`);
}

/** Xvfb on a free display (it picks the number and prints it: -displayfd). */
export async function startXvfb(): Promise<Started & { display: string }> {
  const started = startGroup('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp']);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const number = /^(\d+)\s*$/m.exec(started.output())?.[1];
    if (number) return { ...started, display: `:${number}` };
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await started.stop();
  throw new Error(`Xvfb did not start (apt-get install xvfb):\n${started.output()}`);
}
