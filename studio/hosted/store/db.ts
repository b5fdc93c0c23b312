// The hosted studio's own data: one SQLite file under STUDIO_DATA_DIR (default .studio/), through
// node-sqlite3-wasm like the sandbox (no native build). Synchronous and single-connection per
// process; the invite command may write while the server runs, so a write waits for the other's
// lock (busy_timeout) instead of failing.
import sqlite from 'node-sqlite3-wasm';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIGRATIONS, SCHEMA, STUDIO_DB_VERSION } from './schema.ts';

export type Database = InstanceType<typeof sqlite.Database>;
export type Row = Record<string, string | number | bigint | null | Uint8Array>;

export const STUDIO_DB_FILE = 'studio.db';

/** The database and the clock every rule reads (tests inject one; expiries are computed from it). */
export interface StudioStore {
  readonly db: Database;
  readonly dataDir: string;
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface OpenOptions {
  /** Default: studioDataDir(). */
  dataDir?: string;
  /** Default: Date.now. */
  now?: () => number;
  /**
   * Clears the "<file>.lock" directory a killed process left behind. Only the process that owns
   * the data folder (the studio server, once it holds a folder lock) may ask for this.
   */
  clearStaleLock?: boolean;
}

/** STUDIO_DATA_DIR, or .studio/ under the current directory. */
export function studioDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.STUDIO_DATA_DIR || '.studio');
}

/** Opens (creating if needed) the studio's database and brings its tables up to date. */
export function openStudioStore(options: OpenOptions = {}): StudioStore {
  const dataDir = options.dataDir ?? studioDataDir();
  // People's addresses and the session hashes: readable by the studio's own user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, STUDIO_DB_FILE);
  if (options.clearStaleLock) rmSync(`${file}.lock`, { recursive: true, force: true });
  const db = new sqlite.Database(file);
  chmodSync(file, 0o600);
  // As in the sandbox: the wasm VFS has no shared memory for WAL; a persistent rollback journal
  // survives a crashed process. Unlike the sandbox, fsync stays on: people and the audit log are
  // worth the millisecond, and the studio writes rarely.
  db.exec('PRAGMA journal_mode = PERSIST; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  transaction(db, () => {
    db.exec(SCHEMA);
    migrate(db);
  });
  return { db, dataDir, now: options.now ?? Date.now };
}

function migrate(db: Database): void {
  const [{ user_version: version }] = db.all('PRAGMA user_version') as Array<{ user_version: number }>;
  if (Number(version) >= STUDIO_DB_VERSION) return;
  // A new folder (version 0) and an older one alike run every step above their version.
  for (let next = Math.max(2, Number(version) + 1); next <= STUDIO_DB_VERSION; next++) {
    if (MIGRATIONS[next]) db.exec(MIGRATIONS[next]);
  }
  db.exec(`PRAGMA user_version = ${STUDIO_DB_VERSION}`);
}

type Statement = ReturnType<Database['prepare']>;
type Values = Array<string | number | null>;
const statements = new WeakMap<Database, Map<string, Statement>>();

/**
 * Runs a statement kept prepared for the connection's life. A statement whose step failed (a
 * constraint, a trigger's RAISE, "database is locked") is dropped from the cache: node-sqlite3-wasm
 * would refuse its next use ("Could not reset statement") because reset() repeats the old error.
 * Never get() on a kept statement: it leaves it mid-step, which blocks COMMIT.
 */
function withStatement<T>(db: Database, sql: string, use: (statement: Statement) => T): T {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  try {
    return use(statement);
  } catch (error) {
    cache.delete(sql);
    try {
      statement.finalize();
    } catch {
      // finalize() repeats the step's error: the caller sees the first one
    }
    throw error;
  }
}

export function sqlRun(db: Database, sql: string, values: Values = []): { changes: number } {
  return withStatement(db, sql, (statement) => statement.run(values));
}

export function sqlAll(db: Database, sql: string, values: Values = []): Row[] {
  return withStatement(db, sql, (statement) => statement.all(values) as Row[]);
}

/** The first row of a query, or undefined. */
export function first(db: Database, sql: string, values: Values = []): Row | undefined {
  return sqlAll(db, sql, values)[0];
}

/** Runs fn in one write transaction: all or nothing. Nested calls join the outer one. */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.inTransaction) return fn();
  sqlRun(db, 'BEGIN IMMEDIATE');
  try {
    const result = fn();
    sqlRun(db, 'COMMIT');
    return result;
  } catch (error) {
    try {
      if (db.inTransaction) db.exec('ROLLBACK');
    } catch {
      // the caller must see the first error, not the rollback's
    }
    throw error;
  }
}

/** Finalizes the cached statements (node-sqlite3-wasm does not garbage-collect them) and closes. */
export function closeStudioStore(store: StudioStore): void {
  for (const statement of statements.get(store.db)?.values() ?? []) {
    try {
      statement.finalize();
    } catch {
      // a statement whose last step failed repeats that error here; it is finalized all the same
    }
  }
  statements.delete(store.db);
  store.db.close();
}
