// A coverage process's entry (forked through gateRunner.ts's pool, under the gate's time and
// memory limits): running every conversation test takes seconds of processor, so it never runs in
// the server's own event loop. Served like every job process (../gate/jobProcess.ts).
import { serveJobs } from '../gate/jobProcess.ts';
import type { CoverageJob } from './coverageJob.ts';

serveJobs<CoverageJob>(async () => (await import('./coverageJob.ts')).handleCoverageJob);
