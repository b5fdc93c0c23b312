// Every problem the compiler finds in the draft's files (the old studio's overview listed
// flows:check's), in the editor's words (gate/diagnosticWords.ts), each with the etapa it is
// about when its line is inside one — a step of a conversation file, or a partner's text for a
// step — so the list can open that etapa. The file:line:col stays for developers.
import type { Diagnostic } from '../../../scripts/compiler/index.ts';
import { diagnosticInWords } from '../gate/diagnosticWords.ts';
import { keysAtLine } from '../gate/placeInWords.ts';

export interface MapProblem {
  severity: 'error' | 'warning';
  message: string;
  detail: string;
  file: string;
  line: number;
  /** The etapa the problem is in, when it is in one that exists. */
  step?: string;
}

export function mapProblems(diagnostics: readonly Diagnostic[], files: Readonly<Record<string, string>>, steps: ReadonlySet<string>): MapProblem[] {
  return diagnostics.map((d) => {
    const { message, detail } = diagnosticInWords(d, files);
    const step = stepAt(files[d.file], d.line);
    return {
      severity: d.severity === 'error' ? 'error' : 'warning',
      message,
      detail,
      file: d.file,
      line: d.line,
      ...(step && steps.has(step) ? { step } : {}),
    };
  });
}

/** The key under `steps:` (a flow) or `texts:` (a partner) whose lines hold `line`. */
function stepAt(text: string | undefined, line: number): string | undefined {
  if (text === undefined || line < 1) return undefined;
  const [section, key] = keysAtLine(text, line).keys;
  return section === 'steps' || section === 'texts' ? key : undefined;
}
