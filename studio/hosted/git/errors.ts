// The typed refusals of the hosted studio's git layer. The server maps each to an answer
// (StaleHeadError → 409 with what changed, InvalidPathError → 400, UnsafeTreeError → 422, …);
// none of them leaves a ref half moved.

/** Every error of this module: `instanceof StudioGitError` tells git refusals from bugs. */
export class StudioGitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export type GitFailure = 'exit' | 'timeout' | 'output-too-large' | 'spawn';

/** A git process failed: non-zero exit, killed at the timeout, too much output, or no git binary. */
export class GitCommandError extends StudioGitError {
  constructor(
    readonly command: string,
    readonly failure: GitFailure,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`git ${command} failed (${failure}${exitCode === null ? '' : ` ${exitCode}`}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  }
}

/** A draft id, branch name, revision or remote that is not one this module writes. */
export class InvalidRefError extends StudioGitError {
  constructor(
    readonly value: string,
    readonly reason: string,
  ) {
    super(`refused ref ${JSON.stringify(value)}: ${reason}`);
  }
}

/** A path outside the content folders, not normalised, or naming something git keeps for itself. */
export class InvalidPathError extends StudioGitError {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`refused path ${JSON.stringify(path)}: ${reason}`);
  }
}

/** An author, committer or trailer that could not be written into a commit as given. */
export class InvalidCommitInputError extends StudioGitError {}

export class DraftNotFoundError extends StudioGitError {
  constructor(readonly draftId: string) {
    super(`no draft ${draftId}`);
  }
}

/** A write that started from a head the draft has since left: nothing was written. */
export class StaleHeadError extends StudioGitError {
  constructor(
    readonly draftId: string,
    readonly expectedHead: string,
    /** null when the draft was deleted meanwhile. */
    readonly currentHead: string | null,
    /** The paths that differ between expectedHead and currentHead; null when expectedHead is unknown here. */
    readonly changedPaths: string[] | null,
  ) {
    super(
      `draft ${draftId} is at ${currentHead ?? '(deleted)'}, not ${expectedHead}${changedPaths ? `: changed ${changedPaths.join(', ') || 'nothing'}` : ''}`,
    );
  }
}

export type TreeProblemKind = 'symlink' | 'submodule' | 'directory-as-file' | 'blob-too-large' | 'unsafe-name' | 'unknown-mode';

export interface TreeProblem {
  kind: TreeProblemKind;
  path: string;
  detail: string;
}

/** A tree (or a save) holding something nothing downstream may read: refused before compiling. */
export class UnsafeTreeError extends StudioGitError {
  constructor(readonly problems: TreeProblem[]) {
    const first = problems[0];
    super(`unsafe tree: ${first.kind} at ${first.path} (${first.detail})${problems.length > 1 ? ` and ${problems.length - 1} more` : ''}`);
  }
}

export type PublishRefusal = 'head-not-approved' | 'published-moved' | 'nothing-to-publish' | 'conflict';

/** A publish that was refused before anything moved. */
export class PublishRefusedError extends StudioGitError {
  constructor(
    readonly reason: PublishRefusal,
    readonly details: {
      draftHead?: string;
      publishedHead?: string;
      /** reason 'conflict': the paths both sides changed incompatibly. */
      conflicts?: string[];
      /** reason 'published-moved': what the published branch changed since the publisher's view. */
      changedPaths?: string[] | null;
    },
  ) {
    super(`publish refused: ${reason}${details.conflicts ? ` (${details.conflicts.join(', ')})` : ''}`);
  }
}

/** The merge commit was made but the remote did not take it; the published branch was put back. */
export class PushFailedError extends StudioGitError {
  constructor(
    /** The commit that was not published (kept as an unreferenced object; the next publish makes a new one). */
    readonly commit: string,
    /** The remote's branch is not where the studio last saw it: fetch, then publish again. */
    readonly remoteMoved: boolean,
    /** false only when the local branch could not be put back (it moved meanwhile); fetch() repairs it. */
    readonly rolledBack: boolean,
    readonly stderr: string,
  ) {
    super(`push failed${remoteMoved ? ' (the remote branch moved)' : ''}: ${stderr.trim().split('\n').slice(-2).join(' | ')}`);
  }
}
