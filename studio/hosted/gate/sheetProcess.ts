// A copy deck parser process's entry (forked through gateRunner.ts's pool, under the gate's time
// and memory limits): an uploaded spreadsheet is parsed here, never in the server, so a file that
// slips past the size checks can only take this process down. Served like every job process
// (jobProcess.ts).
import { serveJobs } from './jobProcess.ts';
import type { SheetJob } from './sheetJob.ts';

serveJobs<SheetJob>(async () => (await import('./sheetJob.ts')).handleSheetJob);
