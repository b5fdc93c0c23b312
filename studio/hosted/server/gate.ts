// The gate, CI's gate: the content compiler (scripts/compiler, through its front door) run on a
// draft's tree straight from git objects — on every save the draft with the file applied, in this
// process; on submit and publish the full gate (strict check, then the conversation tests the
// draft can affect) on the draft merged over the current published head, in a gate process with
// time and memory limits (../gate/). Files are read with two git processes per compile (ls-tree,
// then cat-file --batch), through the git layer's hardened runner.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileFlows, countErrors, type Diagnostic, type RegistryNames, strictify } from '../../../scripts/compiler/index.ts';
import type { FullGateReport } from '../gate/fullGate.ts';
import { createGateRunner, DEFAULT_GATE_LIMITS, type GateLimits, type GateRunner } from '../gate/gateRunner.ts';
import { readContentFiles } from '../gate/treeFiles.ts';
import { createRunner } from '../git/runGit.ts';

export interface Gate {
  /** The content files of a commit or tree, path → text. */
  read(treeish: string): Promise<Record<string, string>>;
  /** Compiles the files; problems are the errors (every warning too when strict). */
  check(files: Record<string, string>, strict: boolean): { ok: boolean; problems: Diagnostic[]; warnings: Diagnostic[] };
  /** The full gate on a merged tree, against the published head it was merged over (GateStoppedError past a limit). */
  full(request: { publishedHead: string; tree: string }): Promise<FullGateReport>;
  /** Loads a gate process ahead of the first submit. */
  warm(): void;
}

/** One set of gate processes per set of limits, shared by every gate of this process. */
const runners = new Map<string, GateRunner>();
function runnerFor(limits: GateLimits): GateRunner {
  const key = JSON.stringify(limits);
  let runner = runners.get(key);
  if (!runner) runners.set(key, (runner = createGateRunner(limits)));
  return runner;
}

/** Kills the gate processes (the server stops). */
export function closeGates(): void {
  for (const runner of runners.values()) runner.close();
}

export function createGate(options: { gitDir: string; workDir: string; registries?: RegistryNames; limits?: GateLimits }): Gate {
  const run = createRunner({ gitDir: options.gitDir });
  // An empty folder as the compiler's root: nothing of the server's own checkout is read.
  const root = join(options.workDir, 'gate-root');
  mkdirSync(root, { recursive: true });
  return {
    read: (treeish) => readContentFiles(run, treeish),
    check(files, strict) {
      const result = compileFlows({ root, files, registries: options.registries });
      const diagnostics = strict ? strictify(result.diagnostics) : result.diagnostics;
      const problems = diagnostics.filter((d) => d.severity === 'error');
      return { ok: countErrors(diagnostics) === 0, problems, warnings: diagnostics.filter((d) => d.severity !== 'error') };
    },
    full: ({ publishedHead, tree }) =>
      runnerFor(options.limits ?? DEFAULT_GATE_LIMITS).run({ gitDir: options.gitDir, root, publishedHead, tree, registries: options.registries }),
    warm: () => runnerFor(options.limits ?? DEFAULT_GATE_LIMITS).warm(),
  };
}

/** A diagnostic as the editor reads it: the place, then the message. */
export function describeDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.message}`;
}
