// What every job process's entry does (gateProcess.ts, sheetProcess.ts, map/coverageProcess.ts),
// forked through gateRunner.ts's pool: leave as soon as the server goes away — even while still
// loading its job's code, which is why an entry hands over a loader and imports nothing heavy
// itself — say it is ready once loaded (the parent starts counting a job's time from there:
// loading takes seconds on a busy machine), and serve the jobs sent over IPC one at a time.
export function serveJobs<Job>(load: () => Promise<(job: Job) => Promise<unknown>>): void {
  process.on('disconnect', () => process.exit(1));
  if (!process.connected) process.exit(1);
  const loading = load();
  loading.then(() => process.send?.({ type: 'ready' }));
  let queue: Promise<unknown> = Promise.resolve();
  process.on('message', (job: Job) => {
    queue = queue.then(async () => {
      const handle = await loading;
      process.send?.(await handle(job));
    });
  });
}
