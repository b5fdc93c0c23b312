// The draft's coverage, on demand: computed in a coverage process (coverageProcess.ts, the gate's
// pool and limits) the first time someone asks for a version of the files, then remembered by a
// digest of those files, so the next visit, another editor or another partner's map of the same
// version gets it at once, and a running computation is shared rather than started twice.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesDigest } from '../gate/filesDigest.ts';
import { createWorkerPool, type GateLimits, type WorkerPool } from '../gate/gateRunner.ts';
import type { CoverageJob, MapCoverage } from './coverageJob.ts';

const ENTRY = fileURLToPath(new URL('./coverageProcess.ts', import.meta.url));
const KEEP = 16;

type Pool = WorkerPool<Omit<CoverageJob, 'id'>, MapCoverage>;
const pools = new Map<string, Pool>();
const known = new Map<string, Promise<MapCoverage>>();
let root: string | undefined;

/** The coverage of these files if it was computed (or is being computed), without starting it. */
export function knownCoverage(files: Readonly<Record<string, string>>): Promise<MapCoverage> | undefined {
  return known.get(filesDigest(files));
}

/** The coverage of these files: remembered, or computed now in a coverage process. */
export function coverageOf(files: Record<string, string>, limits: GateLimits): Promise<MapCoverage> {
  const key = filesDigest(files);
  const found = known.get(key);
  if (found) return found;
  // An empty folder as the compiler's root: nothing of the server's own checkout is read.
  root ??= mkdtempSync(join(tmpdir(), 'studio-coverage-root-'));
  const running = poolFor(limits).run({ root, files });
  known.set(key, running);
  // A stopped run (time, memory) is not remembered: asking again tries again.
  running.catch(() => known.delete(key));
  if (known.size > KEEP) known.delete(known.keys().next().value as string);
  return running;
}

function poolFor(limits: GateLimits): Pool {
  // One process at most: coverage is a button press, never worth a second core.
  const key = JSON.stringify(limits);
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = createWorkerPool({ ...limits, processes: 1 }, ENTRY)));
  return pool;
}
