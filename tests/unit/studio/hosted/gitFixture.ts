// Temporary repositories for the hosted studio's git layer: an `origin` bare repository holding a
// few content files (pushed from a scratch clone, the way a developer would), and a folder for the
// studio's own bare clone. Git here runs with no system or global config, like the studio's.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { type Identity, openRepository, type Repository } from '../../../../studio/hosted/git/index.ts';

export const EDITOR: Identity = { name: 'Ana Editora', email: 'ana@example.com' };
export const OTHER_EDITOR: Identity = { name: 'Bruno Parceiros', email: 'bruno@example.com' };
export const REVIEWER: Identity = { name: 'Carla Revisora', email: 'carla@example.com' };
export const PUBLISHER: Identity = { name: 'Davi Publicador', email: 'davi@example.com' };
export const STUDIO: Identity = { name: 'Test Studio', email: 'studio@example.com' };

export const INITIAL_FILES: Record<string, string> = {
  'flows/intro.yaml': 'steps:\n  greet:\n    say: Olá! Vamos simular seu consórcio?\n  ask:\n    say: Qual categoria?\n',
  'flows/lead.yaml': 'steps:\n  name:\n    say: Como você se chama?\n',
  'variants/defaults.yaml': 'greeting: Olá\ncolour: "#123456"\n',
  'variants/rota99.yaml': 'greeting: Olá, motorista 99!\n',
  'schemas/flow.schema.json': '{"type":"object"}\n',
};

const ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: tmpdir(),
  LANG: 'C',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Dev',
  GIT_AUTHOR_EMAIL: 'dev@example.com',
  GIT_COMMITTER_NAME: 'Dev',
  GIT_COMMITTER_EMAIL: 'dev@example.com',
};

/** Runs git in `cwd` (a developer's plain git, not the studio's) and returns stdout trimmed. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();
}

/** The same, with stdin and extra environment (GIT_INDEX_FILE …). */
export function gitWith(cwd: string, options: { input?: string | Buffer; env?: Record<string, string> }, ...args: string[]): string {
  const env = { ...ENV, ...options.env };
  return execFileSync('git', args, { cwd, env, input: options.input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();
}

export interface Fixture {
  root: string;
  /** The remote: a bare repository with main. */
  origin: string;
  /** A developer's clone of origin, to push changes behind the studio's back. */
  work: string;
  /** Where the studio keeps its bare clone (already cloned from origin). */
  studioDir: string;
  open(): Promise<Repository>;
  /** Commits files in the developer's clone and pushes them to origin's main; returns the commit. */
  pushFromDeveloper(files: Record<string, string>, message?: string): string;
  cleanup(): void;
}

/** origin, work and studio.git, built from nothing with the studio's first clone. */
async function buildTemplate(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'studio-git-template-'));
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', join(root, 'origin.git'));
  git(root, 'clone', '--quiet', join(root, 'origin.git'), join(root, 'work'));
  git(join(root, 'work'), 'checkout', '--quiet', '-b', 'main');
  commitAndPush(join(root, 'work'), INITIAL_FILES, 'Initial content');
  await openRepository({ dir: join(root, 'studio.git'), remote: join(root, 'origin.git'), branch: 'main', studio: STUDIO });
  // Each test copies the template: without git's sample hooks there are a third as many files.
  for (const hooks of ['origin.git/hooks', 'work/.git/hooks', 'studio.git/hooks']) rmSync(join(root, hooks), { recursive: true, force: true });
  return root;
}

function commitAndPush(work: string, files: Record<string, string>, message: string): string {
  // Up to date with what the studio published first, as a developer would be.
  if (git(work, 'ls-remote', 'origin', 'main') !== '') git(work, 'pull', '--quiet', '--ff-only', 'origin', 'main');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), content);
  }
  git(work, 'add', '--all');
  git(work, 'commit', '--quiet', '-m', message);
  git(work, 'push', '--quiet', 'origin', 'main');
  return git(work, 'rev-parse', 'HEAD');
}

/**
 * Fixtures for one test file: the repositories are built once (about a second of git), each
 * fixture is a copy of them (a few ms); the template is removed after the file's tests.
 */
export function gitFixtures(): { make(): Promise<Fixture> } {
  let template: Promise<string> | null = null;
  afterAll(async () => {
    if (template) rmSync(await template, { recursive: true, force: true });
  });
  return {
    make: async () => {
      template ??= buildTemplate();
      return copyOf(await template);
    },
  };
}

function copyOf(template: string): Fixture {
  const root = mkdtempSync(join(tmpdir(), 'studio-git-'));
  cpSync(template, root, { recursive: true });
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  const studioDir = join(root, 'studio.git');
  git(work, 'remote', 'set-url', 'origin', origin);
  return {
    root,
    origin,
    work,
    studioDir,
    // Reopening points the studio's clone at this copy's origin.
    open: () => openRepository({ dir: studioDir, remote: origin, branch: 'main', studio: STUDIO }),
    pushFromDeveloper: (files, message = 'Developer change') => commitAndPush(work, files, message),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The author and committer of a commit in any repository, as `Name <email>`. */
export function whoMade(gitDir: string, commit: string): { author: string; committer: string } {
  const [author, committer] = git(gitDir, 'log', '-1', '--format=%an <%ae>%n%cn <%ce>', commit).split('\n');
  return { author, committer };
}
