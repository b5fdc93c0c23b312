// How a flows:test run is printed: text for people (one line per test, then each failure with its
// transcript, then coverage), JSON, JUnit XML and GitHub annotations for CI.
import { githubAnnotation, junitXml, type JUnitCase, type OutputFormat } from '../compiler/ciFormats.ts';
import { formatDiagnostics, printable } from '../compiler/diagnostics.ts';
import type { CoverageReport, Ratio } from './coverage.ts';
import type { FlowTestRun } from './runFlowTests.ts';
import type { TestResult } from './runTest.ts';

export interface Thresholds {
  /** Minimum step coverage in percent. */
  minSteps?: number;
  minBranches?: number;
}

/** Coverage below a threshold, as messages (empty when met or not asked). */
export function thresholdProblems(report: CoverageReport | undefined, thresholds: Thresholds): string[] {
  if (!report) return [];
  const out: string[] = [];
  const { steps, branches } = report.totals;
  if (thresholds.minSteps !== undefined && steps.percent < thresholds.minSteps)
    out.push(`step coverage ${steps.percent}% is below --min-steps ${thresholds.minSteps}`);
  if (thresholds.minBranches !== undefined && branches.percent < thresholds.minBranches)
    out.push(`branch coverage ${branches.percent}% is below --min-branches ${thresholds.minBranches}`);
  return out;
}

export function formatRun(run: FlowTestRun, format: OutputFormat, thresholds: Thresholds = {}): string {
  switch (format) {
    case 'json':
      return JSON.stringify(
        {
          ok: isClean(run, thresholds),
          elapsedMs: Math.round(run.elapsedMs),
          diagnostics: run.diagnostics.map(printable),
          tests: run.results.map((r) => ({
            name: r.test.name,
            file: r.test.file,
            line: r.test.line,
            route: r.test.route,
            status: r.status,
            ms: Math.round(r.ms),
            ...(r.failure && {
              failure: {
                file: r.failure.item.file,
                line: r.failure.item.line,
                col: r.failure.item.col,
                message: r.failure.message,
                transcript: r.failure.transcript,
              },
            }),
          })),
          coverage: run.coverage && { totals: run.coverage.totals, files: run.coverage.files },
          thresholds: thresholdProblems(run.coverage, thresholds),
        },
        null,
        2,
      );
    case 'junit':
      return formatJunit(run);
    case 'github':
      return formatGithub(run, thresholds);
    default:
      return formatText(run, thresholds);
  }
}

export function isClean(run: FlowTestRun, thresholds: Thresholds): boolean {
  return (
    !run.diagnostics.some((d) => d.severity === 'error') &&
    run.results.every((r) => r.status !== 'failed') &&
    thresholdProblems(run.coverage, thresholds).length === 0
  );
}

function formatText(run: FlowTestRun, thresholds: Thresholds): string {
  if (run.diagnostics.length > 0 && run.results.length === 0) return formatDiagnostics(run.diagnostics, run.elapsedMs);
  const lines: string[] = [];
  for (const r of run.results) lines.push(resultLine(r));
  for (const r of run.results.filter((x) => x.failure)) lines.push('', ...failureBlock(r));
  if (run.coverage) lines.push('', ...coverageText(run.coverage));
  const passed = run.results.filter((r) => r.status === 'passed').length;
  const failed = run.results.filter((r) => r.status === 'failed').length;
  const skipped = run.results.filter((r) => r.status === 'skipped').length;
  lines.push('', ...thresholdProblems(run.coverage, thresholds).map((p) => `coverage: ${p}`));
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${(run.elapsedMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}

function resultLine(r: TestResult): string {
  const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '-';
  const suffix = r.status === 'skipped' ? `skipped: ${r.test.skip}` : `${Math.round(r.ms)} ms`;
  return `${mark} ${r.test.file}:${r.test.line}  ${r.test.name}  (${suffix})`;
}

/** The failing move's location, what was expected, what happened, and the conversation so far. */
export function failureBlock(r: TestResult): string[] {
  const f = r.failure!;
  return [
    `✗ ${r.test.name}`,
    `  at ${f.item.file}:${f.item.line}:${f.item.col}  (${f.item.kind}: ${JSON.stringify(f.item.value)})`,
    ...(f.move && !['type', 'click', 'choose', 'reload'].includes(f.item.kind)
      ? [`  after the move at ${f.move.file}:${f.move.line}:${f.move.col}  (${f.move.kind}: ${JSON.stringify(f.move.value)})`]
      : []),
    ...f.message.split('\n').map((line) => `  ${line}`),
    '  transcript so far:',
    ...f.transcript.map((line) => `    ${line.replace(/\n/g, '\n      ')}`),
    ...(f.logs.length > 0 ? ['  the app logged:', ...f.logs.map((l) => `    ${l.split('\n')[0]}`)] : []),
  ];
}

export function coverageText(report: CoverageReport): string[] {
  const lines = ['coverage (steps entered, branches taken):'];
  const width = Math.max(...Object.keys(report.files).map((f) => f.length), 5);
  for (const [file, c] of Object.entries(report.files)) lines.push(`  ${file.padEnd(width)}  steps ${pct(c.steps)}  branches ${pct(c.branches)}`);
  lines.push(`  ${'total'.padEnd(width)}  steps ${pct(report.totals.steps)}  branches ${pct(report.totals.branches)}`);
  const variants = Object.entries(report.variants).map(
    ([name, v]) => `${name} (${v.route}, ${v.tests} test${v.tests === 1 ? '' : 's'}: ${v.steps.covered} steps, ${v.branches.covered} branches)`,
  );
  if (variants.length > 0) lines.push(`  variants: ${variants.join('; ')}`);
  const missedSteps = report.steps.filter((s) => s.hits === 0);
  const missedBranches = report.branches.filter((b) => b.hits === 0);
  if (missedSteps.length > 0) {
    lines.push('  steps no test reaches:');
    for (const s of missedSteps) lines.push(`    ${s.file}:${s.line}:${s.col}  ${s.id}`);
  }
  if (missedBranches.length > 0) {
    lines.push('  branches no test takes:');
    for (const b of missedBranches) lines.push(`    ${b.file}:${b.line}:${b.col}  ${b.step}: ${b.name}`);
  }
  return lines;
}

function pct(r: Ratio): string {
  return `${r.percent.toFixed(1).padStart(5)}% (${r.covered}/${r.total})`;
}

function formatJunit(run: FlowTestRun): string {
  const suites: Record<string, JUnitCase[]> = {};
  for (const d of run.diagnostics.filter((x) => x.severity === 'error')) {
    (suites[d.file] ??= []).push({
      name: `${d.file}:${d.line}:${d.col}`,
      classname: d.file,
      file: d.file,
      line: d.line,
      failure: { message: d.message, details: d.message },
    });
  }
  for (const r of run.results) {
    (suites[r.test.file] ??= []).push({
      name: r.test.name,
      classname: r.test.file,
      file: r.test.file,
      line: r.failure?.item.line ?? r.test.line,
      ms: r.ms,
      ...(r.failure && { failure: { message: r.failure.message.split('\n')[0], details: failureBlock(r).join('\n') } }),
      ...(r.status === 'skipped' && { skipped: r.test.skip ?? '' }),
    });
  }
  return junitXml(suites);
}

function formatGithub(run: FlowTestRun, thresholds: Thresholds): string {
  const lines = run.diagnostics.map((d) => githubAnnotation(d));
  for (const r of run.results.filter((x) => x.failure)) {
    const f = r.failure!;
    lines.push(
      githubAnnotation(
        { file: f.item.file, line: f.item.line, col: f.item.col, severity: 'error', message: failureBlock(r).join('\n') },
        `conversation test failed: ${r.test.name}`,
      ),
    );
  }
  if (run.coverage && thresholdProblems(run.coverage, thresholds).length > 0) {
    for (const s of run.coverage.steps.filter((x) => x.hits === 0))
      lines.push(githubAnnotation({ ...s, severity: 'warning', message: `no conversation test reaches step "${s.id}"` }));
  }
  for (const p of thresholdProblems(run.coverage, thresholds)) lines.push(`::error title=flows coverage::${p}`);
  const passed = run.results.filter((r) => r.status === 'passed').length;
  lines.push(`${passed}/${run.results.length} conversation tests passed`);
  return lines.join('\n');
}
