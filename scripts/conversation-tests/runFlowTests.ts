// The whole run of `npm run flows:test`: compile the flows, load and check the test files, run
// every test (one after another: the API client is process-wide) and compute coverage.
import { type CompileResult, compileFlows } from '../compiler/compileFlows.ts';
import { sortDiagnostics, type Diagnostic } from '../compiler/diagnostics.ts';
import { readContentDir } from '../compiler/readContent.ts';
import { yamlSource, type YamlSource } from '../compiler/yamlSource.ts';
import { coverage, type CoverageReport } from './coverage.ts';
import { loadTests, type ConversationTest } from './loadTests.ts';
import { runTest, type TestResult } from './runTest.ts';

export interface FlowTestOptions {
  /** Directory holding flows/, flows/tests/ and variants/. */
  root: string;
  /** In-memory files (relative path → text) instead of the disk, for the runner's own tests. */
  files?: Record<string, string>;
  /** Runs only tests whose name or file contains this text. */
  filter?: string;
  /** Runs only the tests this says yes to (after `filter`); no coverage is computed then. */
  select?: (test: ConversationTest) => boolean;
  /** The content already compiled from these files (the studio's save gate has just done it). */
  compiled?: CompileResult;
  /** Against the strict-spec sandbox: answers carry only the spec's fields (SANDBOX_STRICT_SPEC). */
  strictSpec?: boolean;
}

export interface FlowTestRun {
  /** Problems in the flows or the test files; tests do not run when any is an error. */
  diagnostics: Diagnostic[];
  results: TestResult[];
  coverage?: CoverageReport;
  /** Test files read. */
  files: string[];
  elapsedMs: number;
}

export async function runFlowTests(options: FlowTestOptions): Promise<FlowTestRun> {
  const started = performance.now();
  const compiled = options.compiled ?? compileFlows({ root: options.root, files: options.files });
  const targets = { flow: compiled.flow, variants: compiled.variants, strictSpec: options.strictSpec };
  const loaded = loadTests(options.root, targets, options.files);
  const diagnostics = sortDiagnostics([...compiled.diagnostics.filter((d) => d.severity === 'error'), ...loaded.diagnostics]);
  if (diagnostics.some((d) => d.severity === 'error')) {
    return { diagnostics, results: [], files: loaded.files, elapsedMs: performance.now() - started };
  }
  const filtered = options.filter ? loaded.tests.filter((t) => t.name.includes(options.filter!) || t.file.includes(options.filter!)) : loaded.tests;
  const selected = options.select ? filtered.filter(options.select) : filtered;
  const results: TestResult[] = [];
  for (const test of selected) results.push(await runTest(targets, test));
  if (options.select) return { diagnostics, results, files: loaded.files, elapsedMs: performance.now() - started };
  const report = coverage({
    flow: compiled.flow,
    sources: flowSources(options.root, options.files),
    runs: results.filter((r) => r.status !== 'skipped').map((r) => ({ variant: r.variant, route: r.test.route, trace: r.trace })),
  });
  return { diagnostics, results, coverage: report, files: loaded.files, elapsedMs: performance.now() - started };
}

function flowSources(root: string, files?: Record<string, string>): YamlSource[] {
  const inFlows = (path: string) => /^flows\/[^/]+\.ya?ml$/.test(path);
  if (files)
    return Object.entries(files)
      .filter(([path]) => inFlows(path))
      .map(([path, text]) => yamlSource(path, text));
  // Only the files the compiler could read: a link, a folder or a file that is not UTF-8 is refused there (readContent.ts).
  return readContentDir(root, 'flows').flatMap(([path, read]) => ('text' in read ? [yamlSource(path, read.text)] : []));
}
