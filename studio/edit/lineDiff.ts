// The before/after lines of a write, as the studio shows them and a reviewer reads them in git.
import { structuredPatch } from 'diff';

export interface DiffHunk {
  /** 1-based first line of the hunk in the old and the new text. */
  oldStart: number;
  newStart: number;
  /** Each line prefixed like a unified diff: ' ' context, '-' removed, '+' added. */
  lines: string[];
}

export function lineDiff(before: string, after: string, context = 2): DiffHunk[] {
  return structuredPatch('before', 'after', before, after, '', '', { context }).hunks.map((hunk) => ({
    oldStart: hunk.oldStart,
    newStart: hunk.newStart,
    lines: hunk.lines,
  }));
}

/** Unified-diff text of the hunks, for the CLI. */
export function renderDiff(file: string, hunks: readonly DiffHunk[]): string {
  return [`--- ${file}`, `+++ ${file}`, ...hunks.flatMap((h) => [`@@ -${h.oldStart} +${h.newStart} @@`, ...h.lines])].join('\n');
}
