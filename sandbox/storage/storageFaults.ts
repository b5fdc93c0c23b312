// A data folder that cannot be written (read-only, full, gone) must not turn into 500 pages with
// stack traces, nor poison the connection for good. Faults are recognised here; the app answers
// the calls that needed the disk with a 503 in Portuguese, logs the cause once and reopens the
// database on the next call that needs it (dataFolder.ts); calls that need no disk keep answering.

/** Node's codes for a folder we cannot write (EEXIST: a file where the folder should be), and SQLite's messages for the same. */
const FS_CODES = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT', 'EIO', 'ENOENT', 'ENOTDIR', 'EEXIST']);
const SQLITE_MESSAGES =
  /disk I\/O error|database or disk is full|readonly database|unable to open|Could not open the database|database is locked|disk image is malformed|cannot start a transaction within a transaction|Could not reset statement/i;

export function isStorageFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code && FS_CODES.has(code)) return true;
  return error.name === 'SQLite3Error' && SQLITE_MESSAGES.test(error.message);
}

export const STORAGE_UNAVAILABLE = {
  message: 'Não foi possível gravar os dados agora. Tente novamente em alguns instantes.',
  code: 'ARMAZENAMENTO_INDISPONIVEL',
} as const;

/** Logs a fault once per outage and says when the folder works again. */
export class StorageHealth {
  private failing = false;

  constructor(
    private readonly dataDir: string,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  get isFailing(): boolean {
    return this.failing;
  }

  fault(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    const detail = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}` : String(error);
    this.log(`[sandbox] cannot use the data folder ${this.dataDir} (${detail}); answering 503 to the calls that need it until it works again`);
  }

  recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log(`[sandbox] the data folder ${this.dataDir} works again`);
  }
}
