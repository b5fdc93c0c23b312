// The only names this module hands to git: draft ids it generated itself, the published branch
// the operator configured, commit ids, and the refs built from those. Each is checked with a strict
// pattern first (ASCII, no leading dash, no `..`, no `@{`) and, for refs, with
// `git check-ref-format` as a second opinion — so nothing a browser sends can become an option
// (`--upload-pack=…`) or a revision expression.
import { randomBytes } from 'node:crypto';
import { InvalidRefError } from './errors.ts';
import type { GitRunner } from './runGit.ts';

export const DRAFT_PREFIX = 'refs/heads/studio/';
const DRAFT_ID = /^[a-z2-7]{16}$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const BRANCH_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
export const ZERO_OID = '0000000000000000000000000000000000000000';

/** 80 random bits in lowercase base32: 16 characters a ref, a URL and a file name all accept. */
export function newDraftId(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff; // only the bits not yet used matter
    bits += 8;
    while (bits >= 5) {
      id += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return id;
}

export function assertDraftId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !DRAFT_ID.test(id)) throw new InvalidRefError(String(id), 'not a draft id (16 characters a-z, 2-7)');
}

export function draftRef(id: string): string {
  assertDraftId(id);
  return DRAFT_PREFIX + id;
}

/** The draft id of `refs/heads/studio/<id>`, or null for any other ref. */
export function draftIdOf(ref: string): string | null {
  if (!ref.startsWith(DRAFT_PREFIX)) return null;
  const id = ref.slice(DRAFT_PREFIX.length);
  return DRAFT_ID.test(id) ? id : null;
}

export function assertOid(value: unknown, what = 'commit id'): asserts value is string {
  if (typeof value !== 'string' || !OID.test(value)) throw new InvalidRefError(String(value), `not a ${what} (40 or 64 lowercase hex digits)`);
}

/** The published branch: plain ASCII segments, not under studio/ (drafts live there), at most 100 characters. */
export function assertBranchName(name: unknown): asserts name is string {
  const value = String(name);
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) throw new InvalidRefError(value, 'a branch name is 1 to 100 characters');
  const segments = name.split('/');
  if (!segments.every((segment) => BRANCH_SEGMENT.test(segment) && !segment.endsWith('.') && !segment.endsWith('.lock'))) {
    throw new InvalidRefError(value, 'a branch name is ASCII letters, digits, _ . - in segments separated by /');
  }
  if (name.includes('..')) throw new InvalidRefError(value, 'a branch name has no ".."');
  if (segments[0] === 'studio' || name === 'HEAD') throw new InvalidRefError(value, 'reserved name');
}

/**
 * What reads accept: a commit id, a draft's ref, or the published branch's local or remote-tracking
 * ref. Anything else — a revision expression (`main~1`, `@{-1}`, `:/text`), a short name, an option —
 * is refused before git sees it.
 */
export function assertRevision(rev: unknown): asserts rev is string {
  if (typeof rev !== 'string') throw new InvalidRefError(String(rev), 'not a revision');
  if (OID.test(rev)) return;
  if (rev.startsWith(DRAFT_PREFIX)) {
    if (draftIdOf(rev) === null) throw new InvalidRefError(rev, 'not a draft ref');
    return;
  }
  const branch = /^refs\/(?:heads|remotes\/origin)\/(.+)$/.exec(rev);
  if (!branch) throw new InvalidRefError(rev, 'only commit ids and refs/heads/… or refs/remotes/origin/… are read');
  assertBranchName(branch[1]);
}

/** Names git already accepted: its answer for a string never changes. */
const accepted = new Set<string>();

/** The second check: git's own rules for a full ref name (asked once per name). */
export async function checkRefFormat(run: GitRunner, ref: string): Promise<void> {
  if (accepted.has(ref)) return;
  if (!ref.startsWith('refs/')) throw new InvalidRefError(ref, 'not a full ref name');
  const result = await run(['check-ref-format', ref], { okExitCodes: [0, 1] });
  if (result.exitCode !== 0) throw new InvalidRefError(ref, 'git check-ref-format refuses it');
  if (accepted.size < 10_000) accepted.add(ref);
}

/** A remote the bare clone may fetch from and push to: an absolute path, or a file, https or ssh URL. */
export function assertRemote(remote: unknown): asserts remote is string {
  const value = String(remote);
  if (typeof remote !== 'string' || remote.length === 0 || remote.length > 1000) throw new InvalidRefError(value, 'a remote is 1 to 1000 characters');
  if (/[\0-\x20\x7f]/.test(remote)) throw new InvalidRefError(value, 'a remote has no spaces or control characters');
  if (remote.startsWith('/') && !remote.includes('/-')) return;
  if (/^(?:file|https|ssh):\/\/[^-]/.test(remote)) return;
  if (/^[A-Za-z0-9_][A-Za-z0-9_.-]*@[A-Za-z0-9][A-Za-z0-9.-]*:[A-Za-z0-9_]/.test(remote)) return;
  throw new InvalidRefError(value, 'a remote is an absolute path or a file://, https:// or ssh:// URL (or user@host:path)');
}
