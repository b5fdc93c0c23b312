// Every git process of the hosted studio starts here: `execFile` (never a shell), a bare
// repository named with --git-dir (no discovery, no working tree), and an environment built from
// nothing — no system or global config, no hooks, no attributes, no replace refs, no prompts,
// literal pathspecs, only the transports asked for — with a timeout and a cap on its output.
import { tmpdir } from 'node:os';
import { GitCommandError } from './errors.ts';
import { relayExecFile } from './spawnRelay.ts';

export interface GitRunOptions {
  /** Written to the process's stdin. */
  input?: string | Buffer;
  /** Added over the hardened environment (GIT_INDEX_FILE, GIT_AUTHOR_NAME, …). */
  env?: Record<string, string>;
  /** Exit codes that are answers, not failures (merge-tree answers 1 for a conflict). */
  okExitCodes?: number[];
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

export type GitRunner = (args: string[], options?: GitRunOptions) => Promise<GitResult>;

export interface RunnerSettings {
  /** The bare repository; null only for commands that need none. */
  gitDir: string | null;
  /** The git binary (default `git` on PATH). */
  git?: string;
  /** Per process (default 30 s; fetch and push get the same). */
  timeoutMs?: number;
  /** stdout cap in bytes (default 64 MB); more is a failure, not a truncation. */
  maxOutputBytes?: number;
  /** Transports fetch and push may use (default file, https, ssh). */
  protocols?: readonly string[];
  /** Added to every process: a deploy key (GIT_SSH_COMMAND), an askpass for the push credential. */
  remoteEnv?: Record<string, string>;
}

export const DEFAULT_PROTOCOLS = ['file', 'https', 'ssh'] as const;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_OUTPUT = 64 * 1024 * 1024;
const PROTOCOL = /^[a-z][a-z0-9+.-]*$/;

/** The configuration every process runs with, whatever the repository's own config says. */
function hardeningArgs(protocols: readonly string[]): string[] {
  const settings = [
    'core.hooksPath=/dev/null',
    'core.attributesFile=/dev/null',
    'core.fsmonitor=false',
    'commit.gpgSign=false',
    'transfer.fsckObjects=true',
    'fetch.recurseSubmodules=false',
    'submodule.recurse=false',
    'protocol.allow=never',
    ...protocols.map((protocol) => `protocol.${protocol}.allow=always`),
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

/** Nothing of the server's own environment reaches git but PATH and HOME (ssh reads ~/.ssh). */
export function hardenedEnv(remoteEnv: Record<string, string> = {}, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? tmpdir(),
    LANG: 'C',
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_ATTR_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_LITERAL_PATHSPECS: '1',
    GIT_PROTOCOL_FROM_USER: '0',
    GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
    ...remoteEnv,
    ...extra,
  };
}

/** A runner bound to one repository and its limits. */
export function createRunner(settings: RunnerSettings): GitRunner {
  const protocols = settings.protocols ?? DEFAULT_PROTOCOLS;
  for (const protocol of protocols) {
    if (!PROTOCOL.test(protocol) || protocol === 'ext') throw new Error(`refused git protocol ${JSON.stringify(protocol)}`);
  }
  const prefix = [...(settings.gitDir ? [`--git-dir=${settings.gitDir}`] : []), ...hardeningArgs(protocols)];
  const limits = { timeout: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxBuffer: settings.maxOutputBytes ?? DEFAULT_MAX_OUTPUT };
  const cwd = settings.gitDir ?? tmpdir();
  return (args, options = {}) =>
    spawnGit(settings.git ?? 'git', [...prefix, ...args], {
      cwd,
      env: hardenedEnv(settings.remoteEnv, options.env),
      ...limits,
      input: options.input,
      okExitCodes: options.okExitCodes ?? [0],
      command: args[0] ?? '',
    });
}

interface SpawnOptions {
  cwd: string;
  env: Record<string, string>;
  timeout: number;
  maxBuffer: number;
  input: string | Buffer | undefined;
  okExitCodes: number[];
  command: string;
}

async function spawnGit(git: string, argv: string[], options: SpawnOptions): Promise<GitResult> {
  // Through the relay: a fork from the (large) studio process costs far more than from it.
  const { cwd, env, timeout, maxBuffer, input } = options;
  const { error, stdout, stderr } = await relayExecFile(git, argv, { cwd, env, timeout, maxBuffer, input });
  const errText = stderr.toString('utf8');
  if (!error) return { stdout, stderr: errText, exitCode: 0 };
  const code = error.code;
  if (typeof code === 'number' && options.okExitCodes.includes(code)) return { stdout, stderr: errText, exitCode: code };
  // git may exit before reading its input (a refusal): that is its answer, not an EPIPE crash (the relay ignores it).
  throw new GitCommandError(options.command, failureOf(error, code), typeof code === 'number' ? code : null, errText);
}

function failureOf(error: { killed?: boolean; signal?: NodeJS.Signals | null }, code: unknown): GitCommandError['failure'] {
  if (code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') return 'output-too-large';
  if (error.killed || error.signal === 'SIGKILL') return 'timeout';
  if (typeof code === 'string') return 'spawn';
  return 'exit';
}

/** stdout as text without the final newline. */
export function text(result: GitResult): string {
  return result.stdout.toString('utf8').replace(/\n$/, '');
}

/** NUL-separated stdout (-z), without the empty last field. */
export function fields(result: GitResult): string[] {
  const parts = result.stdout.toString('utf8').split('\0');
  if (parts.at(-1) === '') parts.pop();
  return parts;
}
