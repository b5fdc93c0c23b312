// The full gate, CI's `flows:check --strict` then `flows:test`, on a draft merged over the
// published version: given both sets of files, the strict compile of the merged ones (any error or
// warning refuses, and the tests do not run, as in CI), then the conversation tests the draft can
// affect (affectedTests.ts) on the merged content. Runs inside the gate process (gateProcess.ts).
import { compileFlows, type Diagnostic, type RegistryNames, strictify } from '../../../scripts/compiler/index.ts';
import { runFlowTests } from '../../../scripts/conversation-tests/index.ts';
import { affectedTests } from './affectedTests.ts';
import { type GateFailure, ruleInWords, testFailureInWords } from './inWords.ts';
import { changedFiles } from './treeFiles.ts';

export interface FullGateInput {
  /** An empty folder: the compiler's root (nothing of a checkout is read). */
  root: string;
  published: Record<string, string>;
  merged: Record<string, string>;
  registries?: RegistryNames;
}

export interface FullGateReport {
  ok: boolean;
  /** `regra` failures (the strict check) or, when none, `teste` failures. */
  failures: GateFailure[];
  /** The files the draft changes over the published version. */
  changed: string[];
  /** The conversation tests run, by name. */
  ran: string[];
}

export async function fullGate(input: FullGateInput): Promise<FullGateReport> {
  const changed = changedFiles(input.published, input.merged);
  const compiled = compileFlows({ root: input.root, files: input.merged, registries: input.registries });
  const rules = strictify(compiled.diagnostics).filter((d) => d.severity === 'error');
  const inWords = (d: Diagnostic) => ruleInWords(d, input.merged);
  if (rules.length > 0) return { ok: false, failures: rules.map(inWords), changed, ran: [] };
  const select = affectedTests(changed, input.merged, compiled.variants);
  const run = await runFlowTests({ root: input.root, files: input.merged, compiled, select });
  // A test file the merge makes invalid (a click on a label that is gone) is a rule failure, at its line.
  const invalid = run.diagnostics.filter((d) => d.severity === 'error');
  if (invalid.length > 0) return { ok: false, failures: invalid.map(inWords), changed, ran: [] };
  const failures = run.results.filter((r) => r.status === 'failed').map(testFailureInWords);
  return { ok: failures.length === 0, failures, changed, ran: run.results.map((r) => r.test.name) };
}
