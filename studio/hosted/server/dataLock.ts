// One studio process per data folder: the server holds `server.pid` (created exclusively) while it
// runs. A second server on the same folder is refused; a file left by a process that no longer
// runs is taken over (and then the database's stale lock may be cleared).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.pid';

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; returns the release function. Throws when another server holds it. */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (alive(holder) && holder !== pid) {
        throw new Error(`outro processo do estúdio (pid ${holder}) já usa a pasta de dados ${dataDir}. Um processo por pasta.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`não foi possível reservar a pasta de dados ${dataDir}`);
}
