// Machine formats for flows:check and flows:test, so CI shows an editor's mistake where it is:
// GitHub workflow annotations (on the changed line of a pull request) and JUnit XML (test report
// panels of most CI systems). JSON is plain JSON.stringify at the call sites.
import type { Diagnostic } from './diagnostics.ts';

export const OUTPUT_FORMATS = ['text', 'json', 'junit', 'github'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Exit codes shared by flows:check and flows:test (documented in the README). */
export const EXIT = { clean: 0, problems: 1, crashed: 2 } as const;

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** `::error file=flows/lead.yaml,line=41,col=11,title=…::message` (newlines escaped as GitHub wants). */
export function githubAnnotation(d: Pick<Diagnostic, 'file' | 'line' | 'col' | 'severity' | 'message'>, title?: string): string {
  const props = [`file=${escapeProperty(d.file)}`, `line=${d.line}`, `col=${d.col}`, ...(title ? [`title=${escapeProperty(title)}`] : [])];
  return `::${d.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(d.message)}`;
}

export interface JUnitCase {
  name: string;
  /** Suite-relative class: the file the case comes from. */
  classname: string;
  file?: string;
  line?: number;
  ms?: number;
  failure?: { message: string; details: string };
  skipped?: string;
}

/** One <testsuites> document with a suite per name. */
export function junitXml(suites: Record<string, JUnitCase[]>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites>'];
  for (const [name, cases] of Object.entries(suites)) {
    const failures = cases.filter((c) => c.failure).length;
    const skipped = cases.filter((c) => c.skipped !== undefined).length;
    const seconds = cases.reduce((sum, c) => sum + (c.ms ?? 0), 0) / 1000;
    lines.push(`  <testsuite name="${xml(name)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(3)}">`);
    for (const c of cases) {
      const attrs = [
        `name="${xml(c.name)}"`,
        `classname="${xml(c.classname)}"`,
        ...(c.file ? [`file="${xml(c.file)}"`] : []),
        ...(c.line ? [`line="${c.line}"`] : []),
        `time="${((c.ms ?? 0) / 1000).toFixed(3)}"`,
      ];
      if (!c.failure && c.skipped === undefined) {
        lines.push(`    <testcase ${attrs.join(' ')}/>`);
        continue;
      }
      lines.push(`    <testcase ${attrs.join(' ')}>`);
      if (c.failure) lines.push(`      <failure message="${xml(c.failure.message)}">${xml(c.failure.details)}</failure>`);
      if (c.skipped !== undefined) lines.push(`      <skipped message="${xml(c.skipped)}"/>`);
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n');
}

/** Diagnostics as JUnit: one case per file, failing with its problems (a clean file passes). */
export function diagnosticsJunit(suite: string, files: readonly string[], diagnostics: readonly Diagnostic[]): string {
  const names = [...new Set([...files, ...diagnostics.map((d) => d.file)])].sort();
  return junitXml({
    [suite]: names.map((file) => {
      const mine = diagnostics.filter((d) => d.file === file && d.severity === 'error');
      return {
        name: file,
        classname: suite,
        file,
        ...(mine.length > 0 && {
          line: mine[0].line,
          failure: { message: mine[0].message, details: mine.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join('\n') },
        }),
      };
    }),
  });
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
