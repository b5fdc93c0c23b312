// A gate process's entry (forked by gateRunner.ts): it serves jobs sent over IPC, one at a time
// (gateJob.ts). Its heap is capped by the parent (--max-old-space-size) and it is killed past a
// job's time or memory limit. It leaves as soon as the server goes away — even while still loading
// the compiler and the harness, which is why those are imported only after these handlers exist.
import type { GateJob } from './gateRunner.ts';

process.on('disconnect', () => process.exit(1));
if (!process.connected) process.exit(1);
const loading = import('./gateJob.ts');
// Loaded: the parent starts counting a job's time from here (loading takes seconds on a busy machine).
loading.then(() => process.send?.({ type: 'ready' }));
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (job: GateJob) => {
  queue = queue.then(async () => {
    const { handleJob } = await loading;
    process.send?.(await handleJob(job));
  });
});
