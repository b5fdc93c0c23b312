// One server per data folder. The database's own "<file>.lock" only lives during a write, so a
// second server used to clear it as "stale" under the first one's feet. Now a server owns the
// folder through "server.lock" (its pid): a second one refuses to start while that process lives,
// and takes over a lock whose process is gone (a killed server).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_LOCK_FILE = 'server.lock';

export class DataFolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Another sandbox server (pid ${pid}) already uses the data folder ${dataDir}; stop it or set another DATA_DIR.`);
    this.name = 'DataFolderBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder for this process; release() in close(). Throws DataFolderBusyError. */
export function acquireServerLock(dataDir: string): { release(): void } {
  const file = join(dataDir, SERVER_LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataFolderBusyError(dataDir, pid);
    rmSync(file, { force: true });
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      // Only our own lock: never a file another server wrote after ours was taken over.
      try {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
      } catch {
        // already gone, or the folder is unreadable: nothing to release
      }
    },
  };
}
