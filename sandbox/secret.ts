// The token secret: random per data folder, made on first start and kept beside the database
// (never in the repository), so nobody can recompute another visitor's lead token or
// authorisation code. SANDBOX_SECRET overrides it (e.g. several machines sharing tokens).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'token-secret';

/** The data folder's secret: read, or created once (32 random bytes, owner-only file). */
export function loadSecret(dataDir: string, override?: string): string {
  if (override) return override;
  const file = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists: two servers starting at once cannot overwrite each other's.
    writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it to make a new one`);
  return secret;
}
