// Sandbox settings, read once from the environment; every field can be overridden per app
// (tests pass their own data dir and "today").
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SandboxOptions {
  /** Value the X-App-Key header must carry. */
  appKey?: string;
  /** Folder holding the database file; created on first start. */
  dataDir?: string;
  /** Fixed "today" (YYYY-MM-DD) used for due dates, assemblies and age checks. */
  today?: string;
  /** Public origin used to build absolute URLs (QR image, boleto page); defaults to the request's origin. */
  publicUrl?: string;
  /** Token secret; defaults to SANDBOX_SECRET, else the data folder's own random one (secret.ts). */
  secret?: string;
  /** Answers carry only the spec's fields (SANDBOX_STRICT_SPEC=1; middleware/strictSpec.ts). */
  strictSpec?: boolean;
}

export interface SandboxConfig {
  appKey: string;
  dataDir: string;
  today: string;
  publicUrl?: string;
  /** Explicit secret (option or SANDBOX_SECRET); undefined: the data folder's file. */
  secret?: string;
  strictSpec: boolean;
}

/** This repository (sandbox/ sits at its top): where the content the standalone sandbox compiles is. */
// From the module's own path string: under jsdom tests the global URL is jsdom's, which Node's
// fileURLToPath rejects.
export const repositoryRoot = (): string => dirname(dirname(fileURLToPath(import.meta.url)));

/** The sandbox's "today" when SANDBOX_TODAY is not set: the real date in Brazil, so a demo shows
 * current due dates and ages. Tests pin SANDBOX_TODAY (or the `today` option) to stay reproducible. */
export function brazilToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** The X-App-Key the sandbox expects: the option, else APP_KEY, else the development default. */
export function resolveAppKey(options: SandboxOptions = {}, env: NodeJS.ProcessEnv = process.env): string {
  return options.appKey ?? env.APP_KEY ?? 'sandbox-app-key';
}

export function resolveConfig(options: SandboxOptions = {}, env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const today = options.today ?? env.SANDBOX_TODAY ?? brazilToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`SANDBOX_TODAY must be YYYY-MM-DD, got "${today}"`);
  return {
    appKey: resolveAppKey(options, env),
    dataDir: resolve(options.dataDir ?? env.DATA_DIR ?? '.data'),
    today,
    publicUrl: options.publicUrl ?? env.SANDBOX_PUBLIC_URL,
    secret: options.secret ?? (env.SANDBOX_SECRET || undefined),
    strictSpec: options.strictSpec ?? env.SANDBOX_STRICT_SPEC === '1',
  };
}
