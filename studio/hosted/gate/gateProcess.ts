// A gate process's entry (forked by gateRunner.ts): it serves jobs sent over IPC, one at a time
// (gateJob.ts). Its heap is capped by the parent (--max-old-space-size) and it is killed past a
// job's time or memory limit; the compiler and the harness load only once it can leave
// (jobProcess.ts).
import type { GateJob } from './gateRunner.ts';
import { serveJobs } from './jobProcess.ts';

serveJobs<GateJob>(async () => (await import('./gateJob.ts')).handleJob);
