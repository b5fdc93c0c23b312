// The embedded database: one SQLite file under the data dir (node-sqlite3-wasm, no native
// build). Synchronous and single-connection: the sandbox serves one machine.
import sqlite from 'node-sqlite3-wasm';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export type Database = InstanceType<typeof sqlite.Database>;
export type Row = Record<string, string | number | bigint | null | Uint8Array>;

export const DB_FILE = 'sandbox.db';

/** Tables the sandbox writes; reset empties all of them. */
const TABLES = ['idempotency_keys', 'payments', 'surveys', 'word_rejections', 'proposals', 'leads', 'counters'];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY, token TEXT NOT NULL UNIQUE, nome TEXT NOT NULL, email TEXT NOT NULL,
  telefone TEXT NOT NULL, renda_mensal INTEGER NOT NULL, campanha_id INTEGER, compra_id INTEGER,
  categoria_id INTEGER, tipo INTEGER, empresa_id INTEGER, referral_code TEXT, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS proposals (
  id INTEGER PRIMARY KEY, public_id TEXT, contrato TEXT NOT NULL, token TEXT NOT NULL UNIQUE, lead_id INTEGER,
  plano_id INTEGER NOT NULL, bem_id INTEGER NOT NULL, empresa_id INTEGER, tipo_pessoa INTEGER NOT NULL,
  nome_razao TEXT NOT NULL, cpf_cnpj TEXT NOT NULL, email TEXT NOT NULL, cep TEXT NOT NULL,
  primeiro_pagamento INTEGER NOT NULL, formas TEXT NOT NULL, dados TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY, public_id TEXT, proposal_id INTEGER NOT NULL REFERENCES proposals(id), metodo TEXT NOT NULL,
  valor INTEGER NOT NULL, status TEXT NOT NULL, detalhes TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY, proposal_id INTEGER NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS word_rejections (
  id INTEGER PRIMARY KEY, texto TEXT NOT NULL, motivo TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS surveys (
  id INTEGER PRIMARY KEY, proposta_id INTEGER, lead_id INTEGER, dados TEXT NOT NULL, created_at TEXT NOT NULL
);
`;

/** Opens (creating if needed) the database in dataDir and brings its tables up to date. */
export function openDatabase(dataDir: string, options: { clearStaleLock?: boolean } = {}): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DB_FILE);
  // node-sqlite3-wasm locks with a "<file>.lock" directory while it writes; a killed server leaves
  // it behind and every later write would fail as "database is locked". Only the server holding
  // the folder's server.lock (storage/serverLock.ts) may clear it, when it opens the database.
  if (options.clearStaleLock) rmSync(`${file}.lock`, { recursive: true, force: true });
  const db = new sqlite.Database(file);
  // WAL needs shared memory the wasm VFS lacks. A persistent rollback journal survives a
  // crashed process; skipping fsync (only an OS crash could lose the last writes) keeps a
  // write transaction near 0.3 ms, which the 50-connection budget needs.
  db.exec('PRAGMA journal_mode = PERSIST; PRAGMA synchronous = OFF;');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}

/** Database version (PRAGMA user_version): 2 gave proposals and payments random public ids. */
export const DB_VERSION = 2;

/**
 * Brings a data folder written by an older sandbox up to DB_VERSION. Version 1 had no public ids
 * (the API showed the sequential row id): its rows get random ones, so they keep working.
 */
function migrate(db: Database): void {
  const [{ user_version: version }] = db.all('PRAGMA user_version') as Array<{ user_version: number }>;
  if (Number(version) >= DB_VERSION) return;
  for (const table of ['proposals', 'payments']) {
    const columns = db.all(`PRAGMA table_info(${table})`).map((c) => String(c.name));
    if (!columns.includes('public_id')) db.exec(`ALTER TABLE ${table} ADD COLUMN public_id TEXT`);
    db.exec(`UPDATE ${table} SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL`);
    db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_public_id ON ${table} (public_id)`);
  }
  db.exec(`PRAGMA user_version = ${DB_VERSION}`);
}

/** Empties every table (keeps the file, so a running server keeps working). */
export function resetData(dataDir: string): void {
  if (!existsSync(join(dataDir, DB_FILE))) return;
  const db = openDatabase(dataDir);
  try {
    db.exec(TABLES.map((t) => `DELETE FROM ${t};`).join('\n'));
  } finally {
    closeDatabase(db);
  }
}

type Statement = ReturnType<Database['prepare']>;
const statements = new WeakMap<Database, Map<string, Statement>>();

/**
 * A prepared statement kept for the connection's life: hot paths skip re-parsing their SQL.
 * Use run() or all() on it, never get(): get() leaves the statement mid-step, which blocks COMMIT.
 */
export function prepared(db: Database, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}

/** Finalizes the cached statements (node-sqlite3-wasm does not garbage-collect them) and closes. */
export function closeDatabase(db: Database): void {
  for (const statement of statements.get(db)?.values() ?? []) statement.finalize();
  statements.delete(db);
  db.close();
}

/** Next value of a named counter (1, 2, 3, ...): internal row ids and contract numbers, never shown as ids. */
export function nextCounter(db: Database, name: string): number {
  const [row] = prepared(db, 'INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value').all([name]);
  return Number(row.value);
}

/** Runs fn in one transaction: one journal write instead of one per statement, and all or nothing. */
export function transaction<T>(db: Database, fn: () => T): T {
  prepared(db, 'BEGIN IMMEDIATE').run();
  try {
    const result = fn();
    prepared(db, 'COMMIT').run();
    return result;
  } catch (error) {
    // On a failed disk the rollback may fail too: the caller must see the first error, not that one.
    try {
      if (db.inTransaction) db.exec('ROLLBACK');
    } catch {
      // the app reopens the connection after a storage fault
    }
    throw error;
  }
}
