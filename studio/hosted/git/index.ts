// The hosted studio's git layer: a bare repository it owns, drafts as branches, saves as
// commits, publish as merge + compare-and-swap + push — all with git plumbing through execFile.
// See docs/studio-hosted-git.md.
export { assertContentPath, assertRepoPath, DEFAULT_CONTENT_PATHS, globMatch } from './contentPaths.ts';
export type { Identity } from './context.ts';
export type { Draft, SaveRequest, SaveResult } from './drafts.ts';
export {
  DraftNotFoundError,
  GitCommandError,
  InvalidCommitInputError,
  InvalidPathError,
  InvalidRefError,
  PublishRefusedError,
  PushFailedError,
  StaleHeadError,
  StudioGitError,
  type TreeProblem,
  UnsafeTreeError,
} from './errors.ts';
export type { FollowRequest, FollowResult } from './follow.ts';
export type { HistoryEntry, HistoryOptions } from './history.ts';
export type { FileConflict, Resolutions } from './keyMergeTree.ts';
export type { KeyChange, KeyHistoryOptions } from './keyHistory.ts';
export type { MergeResult } from './merge.ts';
export type { TreeEntry } from './objects.ts';
export type { PublishRequest, PublishResult } from './publish.ts';
export { assertBranchName, assertDraftId, assertRevision, newDraftId } from './refNames.ts';
export type { FetchResult } from './remote.ts';
export { defaultRemote, type OpenOptions, openRepository, type Repository } from './repository.ts';
export type { FileChange } from './treeEdit.ts';
export type { InspectedTree, InspectOptions } from './treeSafety.ts';
