// A copy deck parser process's entry (forked through gateRunner.ts's pool, under the gate's time
// and memory limits): an uploaded spreadsheet is parsed here, never in the server, so a file that
// slips past the size checks can only take this process down. Like gateProcess.ts, it leaves when
// the server goes away and says it is ready once the parser is loaded.
import type { SheetJob } from './sheetJob.ts';

process.on('disconnect', () => process.exit(1));
if (!process.connected) process.exit(1);
const loading = import('./sheetJob.ts');
loading.then(() => process.send?.({ type: 'ready' }));
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (job: SheetJob) => {
  queue = queue.then(async () => {
    const { handleSheetJob } = await loading;
    process.send?.(await handleSheetJob(job));
  });
});
