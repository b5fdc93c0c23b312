// Stopping a stage must stop every process it started. Signalling the stage's process group is not
// enough: a Playwright web server runs in a process group of its own, and once the runner dies it is
// handed to init, out of reach, still holding its port for the next run. So the whole tree is read
// from /proc first, while every process still has its parent, and then each one is signalled.
import { readdirSync, readFileSync } from 'node:fs';

/** Each live process's parent, from /proc/<pid>/stat (Linux); empty where /proc is absent. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return parentOf;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // It ended while being read.
    }
  }
  return parentOf;
}

/** Every process under `root` (children, their children, …), not `root` itself. */
export function descendantsOf(root: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * Sends SIGTERM to `root`'s process group and to every process under it, then SIGKILL after
 * `graceMs` to whatever of them is still there (a server that ignores SIGTERM still frees its port).
 */
export function stopTree(root: number, graceMs = 5000): void {
  const tree = descendantsOf(root);
  signal(-root, 'SIGTERM');
  for (const pid of tree) signal(pid, 'SIGTERM');
  setTimeout(() => {
    signal(-root, 'SIGKILL');
    for (const pid of tree) signal(pid, 'SIGKILL');
  }, graceMs).unref();
}
