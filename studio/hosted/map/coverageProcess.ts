// A coverage process's entry (forked through gateRunner.ts's pool, under the gate's time and
// memory limits): running every conversation test takes seconds of processor, so it never runs in
// the server's own event loop. Like gateProcess.ts, it leaves when the server goes away and says
// it is ready once the test runner is loaded.
import type { CoverageJob } from './coverageJob.ts';

process.on('disconnect', () => process.exit(1));
if (!process.connected) process.exit(1);
const loading = import('./coverageJob.ts');
loading.then(() => process.send?.({ type: 'ready' }));
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (job: CoverageJob) => {
  queue = queue.then(async () => {
    const { handleCoverageJob } = await loading;
    process.send?.(await handleCoverageJob(job));
  });
});
