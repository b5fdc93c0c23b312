// A save the gate refuses (422), in the editor's words: each broken rule as a Portuguese sentence
// with its place (gate/diagnosticWords.ts) in `failures`, as submit's and publish's refusals carry
// them, and the compiler's diagnostics as they were in `diagnostics` for developers and tools.
import type { Diagnostic } from '../../../scripts/compiler/index.ts';
import { ruleInWords } from '../gate/inWords.ts';
import { HttpError } from './routeTable.ts';

/** `lead` says what was not saved; `files` are the content the problems were found in. */
export function saveRefused(lead: string, problems: readonly Diagnostic[], files: Readonly<Record<string, string>>): HttpError {
  const failures = problems.map((d) => ruleInWords(d, files));
  return new HttpError(422, 'conteudo_com_problemas', `${lead} ${failures.map((failure) => failure.message).join(' ')}`, {
    diagnostics: problems,
    failures,
  });
}
