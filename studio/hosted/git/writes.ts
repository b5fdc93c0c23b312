// The three ways the studio writes: a blob (hash-object -w), a commit (commit-tree, the editor as
// author and the studio as committer), and a ref moved with compare-and-swap (update-ref NEW OLD),
// which is the only step that makes anything visible — everything before it is unreferenced
// objects a crash leaves behind harmlessly.
import type { GitContext, Identity } from './context.ts';
import { GitCommandError, InvalidCommitInputError } from './errors.ts';
import { assertOid, checkRefFormat, ZERO_OID } from './refNames.ts';
import { text } from './runGit.ts';

export type Trailers = ReadonlyArray<readonly [key: string, value: string]>;

const CONTROL = /[\0-\x1f\x7f]/;
const EMAIL = /^[^\s<>@]+@[^\s<>@]+$/;
const TRAILER_KEY = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
const MAX_MESSAGE = 10_000;

export function assertIdentity(who: unknown, role: string): asserts who is Identity {
  const identity = who as Partial<Identity> | null;
  const name = identity?.name;
  const email = identity?.email;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100 || CONTROL.test(name) || /[<>]/.test(name)) {
    throw new InvalidCommitInputError(`${role}: a name is 1 to 100 characters, without < > or control characters`);
  }
  if (typeof email !== 'string' || email.length > 254 || CONTROL.test(email) || !EMAIL.test(email)) {
    throw new InvalidCommitInputError(`${role}: not an e-mail address`);
  }
}

/** The message, a blank line, then one `Key: value` line per trailer. */
export function commitMessage(message: string, trailers: Trailers = []): string {
  if (typeof message !== 'string' || message.trim() === '') throw new InvalidCommitInputError('a commit message is required');
  if (message.length > MAX_MESSAGE || message.includes('\0'))
    throw new InvalidCommitInputError(`a commit message is at most ${MAX_MESSAGE} characters, without NUL`);
  for (const [key, value] of trailers) {
    if (!TRAILER_KEY.test(key)) throw new InvalidCommitInputError(`trailer key ${JSON.stringify(key)} is not a word`);
    if (typeof value !== 'string' || value.trim() === '' || value.length > 300 || CONTROL.test(value)) {
      throw new InvalidCommitInputError(`trailer ${key}: one line of at most 300 characters`);
    }
  }
  const body = message.replace(/\r\n?/g, '\n').trim();
  return trailers.length === 0 ? `${body}\n` : `${body}\n\n${trailers.map(([key, value]) => `${key}: ${value}`).join('\n')}\n`;
}

export function identityTrailer(who: Identity): string {
  return `${who.name} <${who.email}>`;
}

/** Stores bytes as a blob, exactly as given (no filter, no end-of-line conversion). */
export async function hashBlob(ctx: GitContext, content: string | Buffer): Promise<string> {
  return text(await ctx.run(['hash-object', '-w', '-t', 'blob', '--no-filters', '--stdin'], { input: content }));
}

export interface CommitInput {
  tree: string;
  parents: string[];
  author: Identity;
  message: string;
  trailers?: Trailers;
}

/** A commit object (no ref moves): authored by `author`, committed by the studio. */
export async function commitTree(ctx: GitContext, input: CommitInput): Promise<string> {
  assertOid(input.tree, 'tree id');
  for (const parent of input.parents) assertOid(parent);
  assertIdentity(input.author, 'author');
  const message = commitMessage(input.message, input.trailers);
  const env = {
    GIT_AUTHOR_NAME: input.author.name,
    GIT_AUTHOR_EMAIL: input.author.email,
    GIT_COMMITTER_NAME: ctx.studio.name,
    GIT_COMMITTER_EMAIL: ctx.studio.email,
  };
  const parents = input.parents.flatMap((parent) => ['-p', parent]);
  return text(await ctx.run(['commit-tree', input.tree, ...parents], { env, input: message }));
}

const LOST_RACE = /cannot lock ref|but expected|reference already exists|unable to resolve reference/;

/**
 * Compare-and-swap: moves `ref` to `next` only if it is at `previous` (null: only if it does not
 * exist; next null: deletes it). Answers false when the ref was elsewhere; nothing moved then.
 */
export async function casRef(ctx: GitContext, ref: string, next: string | null, previous: string | null, reason: string): Promise<boolean> {
  await checkRefFormat(ctx.run, ref);
  if (next !== null) assertOid(next);
  if (previous !== null) assertOid(previous);
  const reflog = reason.replace(/[\0-\x1f\x7f]/g, ' ').slice(0, 200);
  const args = next === null ? ['update-ref', '-m', reflog, '-d', ref, previous ?? ZERO_OID] : ['update-ref', '-m', reflog, ref, next, previous ?? ZERO_OID];
  try {
    await ctx.run(args);
    return true;
  } catch (error) {
    if (error instanceof GitCommandError && error.failure === 'exit' && LOST_RACE.test(error.stderr)) return false;
    throw error;
  }
}
