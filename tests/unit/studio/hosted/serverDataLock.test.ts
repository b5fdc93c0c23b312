// One studio process per data folder: a second server is refused, a lock left by a dead process is
// taken over, and releasing frees the folder.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../../../studio/hosted/server/dataLock.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-lock-'));
afterEach(() => rmSync(join(dir, LOCK_FILE), { force: true }));

describe('the data folder lock', () => {
  it('refuses a second process while the first runs, and frees the folder on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    // Another live process holding it: the parent of this test runner is one.
    expect(() => lockDataDir(dir, process.ppid)).toThrow(/outro processo do estúdio/);
    release();
    lockDataDir(dir, process.ppid)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(join(dir, LOCK_FILE), '999999999\n');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    rmSync(dir, { recursive: true, force: true });
  });
});
