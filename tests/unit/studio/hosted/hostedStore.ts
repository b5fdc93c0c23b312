// A studio store in a temporary folder with a clock the test moves: each test file opens its own.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeStudioStore, openStudioStore, type StudioStore } from '../../../../studio/hosted/store/db.ts';
import { insertPerson } from '../../../../studio/hosted/store/people.ts';
import type { Person, Role } from '../../../../studio/hosted/auth/roles.ts';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface TestStore {
  store: StudioStore;
  dir: string;
  /** Moves the store's clock forward. */
  advance(ms: number): void;
  /** Closes and opens the database again (as a restarted server would), on the same clock. */
  reopen(): StudioStore;
  /** Every file of the data folder, concatenated (the database and its journal). */
  bytesAtRest(): Buffer;
  person(email: string, role: Role, scope?: string[] | null): Person;
  cleanup(): void;
}

export function tempStore(start = Date.UTC(2026, 0, 15, 12, 0, 0)): TestStore {
  const dir = mkdtempSync(join(tmpdir(), 'studio-hosted-'));
  let now = start;
  const clock = () => now;
  const handle: TestStore = {
    store: openStudioStore({ dataDir: dir, now: clock }),
    dir,
    advance(ms) {
      now += ms;
    },
    reopen() {
      if (handle.store.db.isOpen) closeStudioStore(handle.store);
      handle.store = openStudioStore({ dataDir: dir, now: clock });
      return handle.store;
    },
    bytesAtRest() {
      return Buffer.concat(
        readdirSync(dir)
          .filter((name) => !name.endsWith('.lock'))
          .map((name) => readFileSync(join(dir, name))),
      );
    },
    person(email, role, scope = null) {
      return insertPerson(handle.store, { email, role, scope, name: email.split('@')[0] });
    },
    cleanup() {
      if (handle.store.db.isOpen) closeStudioStore(handle.store);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}
