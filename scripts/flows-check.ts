// npm run flows:check [--strict] [--format text|json|junit|github] [--root dir] [--registries names.json]
// Checks flows/*.yaml and variants/*.yaml: schema, every name against the registries the code
// exports, texts, reachability. Prints every problem with file:line:col (or as JSON, JUnit XML or
// GitHub annotations for CI) and exits 1 on errors (on warnings too with --strict), 2 when the
// checker itself could not run. On a real project it also rejects visitor-facing words written
// into src/ui, src/domain or src/actions instead of the content (scripts/hardcoded-copy.ts).
// Also the library entry for npm run bench.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFlows } from './compiler/compileFlows.ts';
import { diagnosticsJunit, EXIT, githubAnnotation, isOutputFormat, type OutputFormat } from './compiler/ciFormats.ts';
import { countErrors, type Diagnostic, formatDiagnostics, printable, sortDiagnostics, strictify, summarize } from './compiler/diagnostics.ts';
import { loadRegistries } from './compiler/loadRegistries.ts';
import type { RegistryNames } from './compiler/registryNames.ts';
import { findHardcodedCopy } from './hardcoded-copy.ts';

export { syntheticProject, type SyntheticProject } from './compiler/syntheticProject.ts';
// Kept here for the CLI's callers; its home is the compiler (scripts/compiler/loadRegistries.ts).
export { type ImportModule, loadRegistries } from './compiler/loadRegistries.ts';
export type { Diagnostic, RegistryNames };

export interface CheckOptions {
  /** Directory holding flows/ and variants/ (and, unless `registries` is given, src/ with the registries). */
  root: string;
  strict?: boolean;
  /** Names to check against; when left out they are loaded from the registries under root. */
  registries?: RegistryNames;
  /** In-memory sources instead of the disk (relative path → text). */
  files?: Record<string, string>;
}

export interface CheckResult {
  ok: boolean;
  errors: number;
  warnings: number;
  diagnostics: Diagnostic[];
  /** Time spent checking, registry loading excluded. */
  elapsedMs: number;
  /** The printed report: one line per problem and the summary line with the elapsed time. */
  report: string;
  /** The files checked, relative to root. */
  sources: string[];
}

export async function checkFlows(options: CheckOptions): Promise<CheckResult> {
  const loaded = options.registries ? { registries: options.registries, diagnostics: [] } : await loadRegistries(options.root);
  const started = performance.now();
  const result = compileFlows({ root: options.root, registries: loaded.registries, files: options.files });
  // In-memory sources (tests, the bench) come without code to scan.
  const copyIds = new Set([...Object.keys(result.flow.ui ?? {}), ...Object.keys(result.flow.messages)]);
  const hardcoded = options.files ? [] : findHardcodedCopy(options.root, copyIds);
  let diagnostics = sortDiagnostics([...loaded.diagnostics, ...result.diagnostics, ...hardcoded]);
  if (options.strict) diagnostics = strictify(diagnostics);
  const elapsedMs = performance.now() - started;
  const errors = countErrors(diagnostics);
  return {
    ok: errors === 0,
    errors,
    warnings: diagnostics.length - errors,
    diagnostics,
    elapsedMs,
    report: formatDiagnostics(diagnostics, elapsedMs),
    sources: result.sources,
  };
}

/** The result in a CI format; text is the report above. */
export function formatCheck(result: CheckResult, format: OutputFormat): string {
  switch (format) {
    case 'json':
      return JSON.stringify(
        {
          ok: result.ok,
          errors: result.errors,
          warnings: result.warnings,
          elapsedMs: Math.round(result.elapsedMs),
          diagnostics: result.diagnostics.map(printable),
        },
        null,
        2,
      );
    case 'junit':
      return diagnosticsJunit('flows:check', result.sources, result.diagnostics);
    case 'github':
      return [...result.diagnostics.map((d) => githubAnnotation(d)), summarize(result.diagnostics)].join('\n');
    default:
      return result.report;
  }
}

interface CliArgs {
  root: string;
  strict: boolean;
  format: OutputFormat;
  registriesFile?: string;
}

function parseArgs(argv: readonly string[]): CliArgs | string {
  const args: CliArgs = { root: process.cwd(), strict: false, format: 'text' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--strict') args.strict = true;
    else if (arg === '--root' && argv[i + 1]) args.root = resolve(argv[++i]);
    else if (arg === '--registries' && argv[i + 1]) args.registriesFile = resolve(argv[++i]);
    else if (arg === '--format' && argv[i + 1] && isOutputFormat(argv[i + 1])) args.format = argv[++i] as OutputFormat;
    else return `unknown argument "${arg}"`;
  }
  return args;
}

const USAGE = 'usage: flows-check [--strict] [--format text|json|junit|github] [--root dir] [--registries names.json]';

export async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return EXIT.crashed;
  }
  let registries: RegistryNames | undefined;
  if (args.registriesFile) {
    try {
      registries = JSON.parse(readFileSync(args.registriesFile, 'utf8')) as RegistryNames;
    } catch (error) {
      console.error(`cannot read ${args.registriesFile}: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT.crashed;
    }
  }
  const result = await checkFlows({ root: args.root, strict: args.strict, registries });
  (result.ok ? console.log : console.error)(formatCheck(result, args.format));
  return result.ok ? EXIT.clean : EXIT.problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // Content problems are diagnostics; reaching here is a bug in the checker itself.
      console.error('flows-check crashed:', error);
      process.exit(EXIT.crashed);
    },
  );
}
