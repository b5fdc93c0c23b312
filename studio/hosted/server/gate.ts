// The gate, CI's gate: the content compiler (scripts/compiler, through its front door) run on a
// draft's tree straight from git objects — on every save the draft with the file applied, in this
// process; on submit and publish the full gate (strict check, then the conversation tests the
// draft can affect) on the draft merged over the current published head, in a gate process with
// time and memory limits (../gate/). Files are read with two git processes per compile (ls-tree,
// then cat-file --batch), through the git layer's hardened runner.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompileResult, compileFlows, countErrors, type Diagnostic, type RegistryNames, strictify } from '../../../scripts/compiler/index.ts';
import { loadTests } from '../../../scripts/conversation-tests/loadTests.ts';
import { filesDigest } from '../gate/filesDigest.ts';
import type { FullGateReport } from '../gate/fullGate.ts';
import { createGateRunner, createWorkerPool, DEFAULT_GATE_LIMITS, type GateLimits, type GateRunner, type WorkerPool } from '../gate/gateRunner.ts';
import type { SheetJob, SheetReport } from '../gate/sheetJob.ts';
import { readContentFiles } from '../gate/treeFiles.ts';
import { createRunner } from '../git/runGit.ts';

export interface Gate {
  /** The content files of a commit or tree, path → text. */
  read(treeish: string): Promise<Record<string, string>>;
  /** The compiler's result for these files, shared by every caller: a save's check and the preview of the commit it made compile once. */
  compile(files: Record<string, string>): CompileResult;
  /** Compiles the files; problems are the errors (every warning too when strict). */
  check(files: Record<string, string>, strict: boolean): { ok: boolean; problems: Diagnostic[]; warnings: Diagnostic[] };
  /** The full gate on a merged tree, against the published head it was merged over (GateStoppedError past a limit). */
  full(request: { publishedHead: string; tree: string }): Promise<FullGateReport>;
  /** Loads a gate process ahead of the first submit. */
  warm(): void;
  /** The problems of one conversation test file against the files' flows and partners (loaded, not run: the full gate runs it). */
  checkTestFile(files: Record<string, string>, path: string): Diagnostic[];
  /** An uploaded copy deck read into cells in a parser process under the same limits (GateStoppedError past one). */
  sheet(format: SheetJob['format'], bytes: Buffer): Promise<SheetReport>;
}

/** One set of gate processes per set of limits, shared by every gate of this process. */
const runners = new Map<string, GateRunner>();
function runnerFor(limits: GateLimits): GateRunner {
  const key = JSON.stringify(limits);
  let runner = runners.get(key);
  if (!runner) runners.set(key, (runner = createGateRunner(limits)));
  return runner;
}

type SheetPool = WorkerPool<Omit<SheetJob, 'id'>, SheetReport>;
const SHEET_ENTRY = fileURLToPath(new URL('../gate/sheetProcess.ts', import.meta.url));
/** The copy deck parser's processes, one pool per set of limits like the gate's. */
const sheetPools = new Map<string, SheetPool>();
function sheetPoolFor(limits: GateLimits): SheetPool {
  const key = JSON.stringify(limits);
  let pool = sheetPools.get(key);
  if (!pool) sheetPools.set(key, (pool = createWorkerPool(limits, SHEET_ENTRY)));
  return pool;
}

/** Kills the gate processes (the server stops). */
export function closeGates(): void {
  for (const runner of [...runners.values(), ...sheetPools.values()]) runner.close();
}

export function createGate(options: { gitDir: string; workDir: string; registries?: RegistryNames; limits?: GateLimits }): Gate {
  const run = createRunner({ gitDir: options.gitDir });
  // An empty folder as the compiler's root: nothing of the server's own checkout is read.
  const root = join(options.workDir, 'gate-root');
  mkdirSync(root, { recursive: true });
  const compile = recentCompiles((files) => compileFlows({ root, files, registries: options.registries }));
  return {
    read: (treeish) => readContentFiles(run, treeish),
    compile,
    check(files, strict) {
      const result = compile(files);
      const diagnostics = strict ? strictify(result.diagnostics) : result.diagnostics;
      const problems = diagnostics.filter((d) => d.severity === 'error');
      return { ok: countErrors(diagnostics) === 0, problems, warnings: diagnostics.filter((d) => d.severity !== 'error') };
    },
    checkTestFile(files, path) {
      const compiled = compileFlows({ root, files, registries: options.registries });
      const loaded = loadTests(root, { flow: compiled.flow, variants: compiled.variants }, { [path]: files[path] });
      return loaded.diagnostics.filter((d) => d.severity === 'error');
    },
    full: ({ publishedHead, tree }) =>
      runnerFor(options.limits ?? DEFAULT_GATE_LIMITS).run({ gitDir: options.gitDir, root, publishedHead, tree, registries: options.registries }),
    warm: () => runnerFor(options.limits ?? DEFAULT_GATE_LIMITS).warm(),
    sheet: (format, bytes) => sheetPoolFor(options.limits ?? DEFAULT_GATE_LIMITS).run({ format, data: bytes.toString('base64') }),
  };
}

const KEEP_COMPILES = 4;

/** The last few compiles, by a digest of their files: nobody mutates a result, so one serves every caller. */
function recentCompiles(compile: (files: Record<string, string>) => CompileResult): (files: Record<string, string>) => CompileResult {
  const recent = new Map<string, CompileResult>();
  return (files) => {
    const key = filesDigest(files);
    let result = recent.get(key);
    if (result) recent.delete(key);
    else result = compile(files);
    // Most recently used last: the first key is the one to drop.
    recent.set(key, result);
    if (recent.size > KEEP_COMPILES) recent.delete(recent.keys().next().value as string);
    return result;
  };
}

/** A diagnostic as the editor reads it: the place, then the message. */
export function describeDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.message}`;
}
