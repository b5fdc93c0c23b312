// What every operation of the git layer works with: one bare repository, its hardened runner,
// the published branch, the studio's own identity (the committer of every commit it writes) and
// the limits on what a draft may hold.
import type { GitRunner } from './runGit.ts';

export interface Identity {
  name: string;
  email: string;
}

export interface GitContext {
  run: GitRunner;
  /** The bare repository (absolute). */
  gitDir: string;
  /** The published branch, e.g. main. */
  branch: string;
  /** refs/heads/<branch>: the published head as the studio last saw or wrote it. */
  publishedRef: string;
  /** refs/remotes/origin/<branch>: the remote's branch at the last fetch or push. */
  trackingRef: string;
  /** Committer of every commit the studio writes. */
  studio: Identity;
  /** Glob allow-list of the paths a draft may write. */
  contentPaths: readonly string[];
  /** No blob larger than this is written or passes inspectTree. */
  maxBlobBytes: number;
}

export const DEFAULT_MAX_BLOB_BYTES = 2 * 1024 * 1024;
export const DEFAULT_STUDIO_IDENTITY: Identity = { name: 'Consórcio Studio', email: 'studio@studio.invalid' };
