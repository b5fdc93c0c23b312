// Who changed a file on the published branch, when, and in which draft: the commits that touched
// the path, newest first, with their trailers (Studio-Draft, Approved-by, Published-by) — the first
// step of "who changed this text". By default the published line only (--first-parent): each
// publish (authored by the draft's editor) and each developer commit; `saves: true` adds the
// saves inside each published draft (--full-history).
import { assertRepoPath } from './contentPaths.ts';
import type { GitContext } from './context.ts';
import { StudioGitError } from './errors.ts';
import { mustHead } from './objects.ts';
import { assertRevision } from './refNames.ts';

export interface HistoryEntry {
  commit: string;
  author: { name: string; email: string };
  /** ISO 8601, the author's date. */
  date: string;
  /** The first line of the message. */
  subject: string;
  message: string;
  /** Trailer key → values, in order. */
  trailers: Record<string, string[]>;
  /** More than one parent: a publish. */
  merge: boolean;
}

export interface HistoryOptions {
  /** At most this many entries (default 20, at most 1000). */
  limit?: number;
  /** Default: the published branch. */
  rev?: string;
  /** Also the drafts' own saves, not only what went live. */
  saves?: boolean;
}

const FIELD = '%x00';
const FORMAT = ['%H', '%P', '%an', '%ae', '%aI', '%(trailers:only,unfold)', '%B'].join(FIELD);
const RECORD = '\x1e';

export async function history(ctx: GitContext, path: string, options: HistoryOptions = {}): Promise<HistoryEntry[]> {
  assertRepoPath(path);
  const rev = options.rev ?? ctx.publishedRef;
  assertRevision(rev);
  const limit = options.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new StudioGitError('a history limit is 1 to 1000');
  const head = await mustHead(ctx, rev);
  const walk = options.saves ? '--full-history' : '--first-parent';
  const args = ['rev-list', walk, `--max-count=${limit}`, '--no-commit-header', `--format=${RECORD}${FORMAT}`, head, '--', path];
  const out = (await ctx.run(args)).stdout.toString('utf8');
  // A message cannot hold NUL, so a record separator followed by a commit id and NUL starts a record.
  return out
    .split(/\x1e(?=[0-9a-f]{40,64}\0)/)
    .filter((record) => record !== '')
    .map(parseRecord);
}

function parseRecord(record: string): HistoryEntry {
  const [commit, parents, name, email, date, trailerText, ...rest] = record.split('\0');
  const message = rest.join('\0').replace(/\n+$/, '');
  const trailers: Record<string, string[]> = {};
  for (const line of trailerText.split('\n')) {
    const match = /^([A-Za-z][A-Za-z0-9-]*): (.*)$/.exec(line);
    if (match) (trailers[match[1]] ??= []).push(match[2]);
  }
  return {
    commit,
    author: { name, email },
    date,
    subject: message.split('\n')[0],
    message,
    trailers,
    merge: parents.trim().split(' ').length > 1,
  };
}
