// The data folder's resources — the server lock, the token secret, the database connection —
// opened on first need and replaced after a storage fault (issue 28 item 9). The app used to reopen
// the connection before serving any call, so while the disk failed every endpoint answered 503:
// health, categories and the catalogue too, which never touch the disk. Now a call that needs no
// disk never waits for it, and one that does answers 503 alone while the folder fails. A folder
// unusable at start (read-only, full, a file where the folder should be) no longer stops the start
// either: the fault is logged and the first call that needs the disk tries again.
import { mkdirSync } from 'node:fs';
import { closeDatabase, type Database, openDatabase } from '../db.ts';
import { loadSecret } from '../secret.ts';
import { createTokens, type Tokens } from '../tokens.ts';
import { acquireServerLock } from './serverLock.ts';
import { isStorageFault } from './storageFaults.ts';

export class DataFolder {
  private lock: { release(): void } | undefined;
  private connection: Database | undefined;
  private tokenSource: Tokens | undefined;
  /** A storage fault may have left the connection mid-transaction: it is replaced on its next use. */
  private broken = false;
  /** Set by any use of the disk; the app clears it per call, so only a call that used the folder says it works again. */
  used = false;

  constructor(
    private readonly dataDir: string,
    private readonly secret: string | undefined,
  ) {}

  /**
   * Everything at start, as a server should: the storage fault that stopped it is returned (to be
   * logged) and retried by the first call that needs the disk. A folder another server holds
   * (DataFolderBusyError) or a bad secret file still stops the start.
   */
  open(): Error | undefined {
    try {
      void this.tokens;
      void this.db;
      this.used = false;
      return undefined;
    } catch (error) {
      if (error instanceof Error && isStorageFault(error)) return error;
      this.close();
      throw error;
    }
  }

  /** The connection; opened (after the folder's lock) on first use or after a fault. Throws while the disk fails. */
  get db(): Database {
    this.used = true;
    if (this.connection && this.broken) {
      closeQuietly(this.connection);
      this.connection = undefined;
    }
    if (!this.connection) {
      this.takeFolder();
      this.connection = openDatabase(this.dataDir, { clearStaleLock: true });
      this.broken = false;
    }
    return this.connection;
  }

  /** Lead tokens and authorisation codes under the folder's secret, read (or made) on first use. */
  get tokens(): Tokens {
    this.used = true;
    if (!this.tokenSource) {
      this.takeFolder();
      this.tokenSource = createTokens(loadSecret(this.dataDir, this.secret));
    }
    return this.tokenSource;
  }

  /** A call failed on the disk: the connection is replaced on its next use. */
  markBroken(): void {
    this.broken = true;
  }

  close(): void {
    if (this.connection) closeQuietly(this.connection);
    this.connection = undefined;
    this.lock?.release();
    this.lock = undefined;
  }

  /** The folder, and this server's hold on it (one server per folder: serverLock.ts). */
  private takeFolder(): void {
    if (this.lock) return;
    mkdirSync(this.dataDir, { recursive: true });
    this.lock = acquireServerLock(this.dataDir);
  }
}

function closeQuietly(db: Database): void {
  try {
    closeDatabase(db);
  } catch {
    // a broken connection may refuse to close cleanly; it is dropped either way
  }
}
