// One job of a gate process: read the published version's and the merged tree's content from the
// bare repository's objects, run the full gate, and answer with the report (or what went wrong).
import { createRunner } from '../git/runGit.ts';
import { fullGate } from './fullGate.ts';
import type { GateJob, GateMessage } from './gateRunner.ts';
import { readContentFiles } from './treeFiles.ts';

export async function handleJob(job: GateJob): Promise<GateMessage> {
  try {
    const run = createRunner({ gitDir: job.gitDir });
    const [published, merged] = await Promise.all([readContentFiles(run, job.publishedHead), readContentFiles(run, job.tree)]);
    const report = await fullGate({ root: job.root, published, merged, registries: job.registries });
    return { type: 'report', id: job.id, report };
  } catch (error) {
    return { type: 'crash', id: job.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
