// npm run flows:test [filter] [--format text|json|junit|github] [--min-steps N] [--min-branches N]
//                    [--coverage-file path] [--root dir] [--strict-spec]
// Runs the conversation tests in flows/tests/*.yaml against the real flows, variants, registries
// and the in-process sandbox; prints one line per test, each failure with its transcript and the
// YAML line of the failing move, and the step/branch coverage (also written as JSON for the flow
// map). --strict-spec runs them against a sandbox whose answers carry only the spec's fields (what
// the real API promises; no coverage thresholds, no coverage file). Exit codes: 0 clean, 1 a failing test, a bad test file or coverage under a threshold,
// 2 the runner itself could not run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT, isOutputFormat, type OutputFormat } from './compiler/ciFormats.ts';
import { formatRun, isClean, type Thresholds } from './conversation-tests/report.ts';
import { runFlowTests } from './conversation-tests/runFlowTests.ts';
import { COVERAGE_FILE } from './conversation-tests/coverageFile.ts';

export { runFlowTests } from './conversation-tests/runFlowTests.ts';

/** Where the coverage JSON goes (git-ignored), relative to the root. */
export { COVERAGE_FILE };

interface CliArgs extends Thresholds {
  root: string;
  format: OutputFormat;
  coverageFile: string;
  filter?: string;
  strictSpec: boolean;
}

function parseArgs(argv: readonly string[]): CliArgs | string {
  const args: CliArgs = { root: process.cwd(), format: 'text', coverageFile: COVERAGE_FILE, strictSpec: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--format' && value !== undefined) {
      if (!isOutputFormat(value)) return `unknown format "${value}"`;
      args.format = value;
      i++;
    } else if ((arg === '--min-steps' || arg === '--min-branches') && value !== undefined && !Number.isNaN(Number(value))) {
      args[arg === '--min-steps' ? 'minSteps' : 'minBranches'] = Number(value);
      i++;
    } else if (arg === '--coverage-file' && value !== undefined) {
      args.coverageFile = value;
      i++;
    } else if (arg === '--root' && value !== undefined) {
      args.root = resolve(value);
      i++;
    } else if (arg === '--strict-spec') {
      args.strictSpec = true;
    } else if (!arg.startsWith('-') && args.filter === undefined) {
      args.filter = arg;
    } else {
      return `unknown argument "${arg}"`;
    }
  }
  return args;
}

const USAGE =
  'usage: flows-test [filter] [--format text|json|junit|github] [--min-steps N] [--min-branches N] [--coverage-file path] [--root dir] [--strict-spec]';

export async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return EXIT.crashed;
  }
  const run = await runFlowTests({ root: args.root, filter: args.filter, strictSpec: args.strictSpec });
  // A filtered run covers part of the flow on purpose, and a strict-spec run skips the tests that
  // need the sandbox's additions: no thresholds, no coverage file.
  const partial = args.filter !== undefined || args.strictSpec;
  const thresholds: Thresholds = partial ? {} : args;
  if (args.strictSpec) console.log("Against the strict-spec sandbox: answers carry only the spec's fields.");
  if (run.coverage && !partial) {
    const path = join(args.root, args.coverageFile);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(run.coverage, null, 2) + '\n');
  }
  const clean = isClean(run, thresholds);
  (clean ? console.log : console.error)(formatRun(run, args.format, thresholds));
  return clean ? EXIT.clean : EXIT.problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('flows-test crashed:', error);
      process.exit(EXIT.crashed);
    },
  );
}
