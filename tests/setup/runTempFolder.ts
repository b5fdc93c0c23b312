// One temporary folder for the whole run, removed when it ends: what workers build once and share
// between their files (the hosted studio's template remote) goes under it, since a worker is ended
// without running its exit handlers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    runTempFolder: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'consorcio-test-run-'));
  project.provide('runTempFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
