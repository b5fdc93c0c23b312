// Problems found in flow and variant files, and how they are printed. Every problem carries the
// file, line and column an editor jumps to; printing is shared by the CLI and the Vite overlay.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Path relative to the checked root, with forward slashes: flows/lead.yaml. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  severity: Severity;
  message: string;
  /** What kind of problem, stable across wordings (`step.unregistered`): the hosted studio says
   *  each kind in Portuguese (studio/hosted/gate/diagnosticWords.ts). Never printed by the CLI. */
  code?: string;
  /** The names the message quotes, by role (`name`, `kind`, `suggestion`…), for those sentences. */
  args?: Record<string, string>;
}

/** One line per problem, locations aligned, then the summary line:
 *  `flows/lead.yaml:41:11  error  step "lead-add-email": validator "emial" is not registered`. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], elapsedMs?: number): string {
  const locations = diagnostics.map((d) => `${d.file}:${d.line}:${d.col}`);
  const width = Math.max(0, ...locations.map((l) => l.length));
  const lines = diagnostics.map((d, i) => `${locations[i].padEnd(width)}  ${d.severity}  ${d.message}`);
  lines.push(summarize(diagnostics) + (elapsedMs === undefined ? '' : ` (${Math.round(elapsedMs)} ms)`));
  return lines.join('\n');
}

/** "2 errors, 1 warning". */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = countErrors(diagnostics);
  const warnings = diagnostics.length - errors;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

export function countErrors(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.filter((d) => d.severity === 'error').length;
}

/** The diagnostic as the CLI's JSON prints it: the fields it always had, code and args left out. */
export function printable({ file, line, col, severity, message }: Diagnostic): Diagnostic {
  return { file, line, col, severity, message };
}

/** --strict: every warning counts as an error. */
export function strictify(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' } : d));
}

/** Stable order an editor can walk: by file, then position. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.col - b.col);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
