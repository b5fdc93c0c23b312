// The gate without its conversation tests and its child process, for files that test what the
// server does around the gate (roles, four eyes, heads, schedules), not the gate itself: the same
// strict compile of the merged tree the full gate starts with, in this process. The full gate is
// tested whole in serverGate*.test.ts and in the two-person browser test.
import { ruleInWords } from '../../../../studio/hosted/gate/inWords.ts';
import { changedFiles } from '../../../../studio/hosted/gate/treeFiles.ts';
import type { Gate } from '../../../../studio/hosted/server/gate.ts';

export function compileOnlyGate(gate: Gate): Gate {
  return {
    ...gate,
    warm() {},
    async full({ publishedHead, tree }) {
      const [published, merged] = await Promise.all([gate.read(publishedHead), gate.read(tree)]);
      const { problems } = gate.check(merged, true);
      const failures = problems.map((d) => ruleInWords(d, merged));
      return { ok: failures.length === 0, failures, changed: changedFiles(published, merged), ran: [] };
    },
  };
}
