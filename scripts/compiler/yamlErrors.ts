// YAML syntax errors as an editor needs them. The parser reports what it could not read, often on
// the line before the mistake and followed by errors that only echo it (one tab: a dozen
// errors). Here a tab gives one error per tab line, an over-indented key is reported on its own
// line, and after the first other error the rest of the file is not trusted (it is fixed first).
import type { YAMLError } from 'yaml';
import type { Diagnostic } from './diagnostics.ts';

type Pos = (offset: number) => { line: number; col: number };

export function yamlErrorDiagnostics(file: string, text: string, errors: readonly YAMLError[], pos: Pos): Diagnostic[] {
  if (errors.length === 0) return [];
  const lines = text.split('\n');
  const at = (line: number, col: number, message: string, code = 'yaml.syntax'): Diagnostic => ({
    file,
    line,
    col,
    severity: 'error',
    message: `YAML: ${message}`,
    code,
  });

  // Tabs first: every other error is an echo of them.
  const tabLines = [...new Set(errors.filter((e) => e.code === 'TAB_AS_INDENT').map((e) => pos(e.pos[0]).line))];
  if (tabLines.length > 0) {
    return tabLines.map((line) =>
      at(line, lines[line - 1].indexOf('\t') + 1, 'a tab is used for indentation; YAML needs spaces (replace the tab with spaces)', 'yaml.tab'),
    );
  }

  const first = errors[0];
  const { line, col } = pos(first.pos[0]);
  switch (first.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      // "key: value" followed by a line indented deeper: the deeper line is the mistake.
      const deeper = nextContentLine(lines, line);
      if (deeper !== undefined && indent(lines[deeper - 1]) > keyColumn(lines[line - 1])) {
        const key = keyOf(lines[line - 1]);
        const here = keyOf(lines[deeper - 1]);
        const message = `${here ? `"${here}:"` : 'this line'} is indented deeper than ${key ? `"${key}:"` : 'the line'} above it; keys of one map start at the same column (column ${keyColumn(lines[line - 1]) + 1})`;
        return [at(deeper, indent(lines[deeper - 1]) + 1, message, 'yaml.indent')];
      }
      break;
    }
    case 'MISSING_CHAR':
    case 'BAD_INDENT': {
      if (first.message.startsWith('All mapping items must start at the same column') || first.message.startsWith('Sequence item without - indicator')) {
        const own = indent(lines[line - 1]);
        const sibling = nearestKeyAbove(lines, line, own);
        const key = keyOf(lines[line - 1]);
        const what = key ? `"${key}:"` : 'this line';
        const message = sibling
          ? `${what} starts at column ${own + 1}, but "${sibling.key}:" above it at column ${sibling.indent + 1}; keys of one map start at the same column`
          : `${what} starts at column ${own + 1}, not lined up with the keys of its map`;
        return [at(line, own + 1, message, 'yaml.indent')];
      }
      break;
    }
  }
  return [at(line, col, firstLine(first.message))];
}

function nextContentLine(lines: readonly string[], after: number): number | undefined {
  for (let i = after; i < lines.length; i++) if (isContent(lines[i])) return i + 1;
  return undefined;
}

/** The closest key line above, indented differently but by at most two columns (its sibling). */
function nearestKeyAbove(lines: readonly string[], line: number, own: number): { key: string; indent: number } | undefined {
  for (let i = line - 2; i >= 0; i--) {
    if (!isContent(lines[i])) continue;
    const other = keyColumn(lines[i]);
    const key = keyOf(lines[i]);
    if (key && other !== own && Math.abs(other - own) <= 2) return { key, indent: other };
    if (other < own - 2) return undefined;
  }
  return undefined;
}

function isContent(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

function indent(line: string): number {
  return line.length - line.trimStart().length;
}

/** Where a line's key starts: after the indent and a list item's "- ". */
function keyColumn(line: string): number {
  return indent(line) + (/^\s*-\s+/.exec(line)?.[0].length ?? indent(line)) - indent(line);
}

function keyOf(line: string): string | undefined {
  return /^\s*(?:-\s+)?([^\s:#][^:#]*?):(\s|$)/.exec(line)?.[1];
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}
