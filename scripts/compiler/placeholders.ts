// Checks the {slice.field} and {slice.field|formatter} placeholders of a text. The grammar is
// the runtime's (src/engine/interpolate.ts): anything else in braces would reach the visitor
// verbatim, so it is reported rather than ignored. A placeholder must name a value that reads as
// text (a string or a number, money and dates through a formatter): a boolean would put "true" in
// the sentence. What a text may read, and each value's kind: textValueKinds.ts.
import { distance, suggestion } from '../../src/text/didYouMean.ts';
import { textValueKinds, readsAsText, whyNotText } from './textValueKinds.ts';

export interface TextProblem {
  /** The offending piece of the text, used to point at its column. */
  fragment: string;
  message: string;
  /** The kind of problem (Diagnostic.code) and the names it quotes. */
  code: string;
  args?: Record<string, string>;
}

const BRACES = /\{([^{}]*)\}/g;
const PLACEHOLDER = /^([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)(?:\|([a-zA-Z][a-zA-Z0-9]*))?$/;

export function checkPlaceholders(text: string, formatterNames: readonly string[]): TextProblem[] {
  if (!text.includes('{')) return [];
  const problems: TextProblem[] = [];
  for (const match of text.matchAll(BRACES)) {
    const fragment = match[0];
    const parsed = PLACEHOLDER.exec(match[1]);
    if (!parsed) {
      problems.push({
        fragment,
        message: `malformed placeholder ${fragment}: write {slice.field} or {slice.field|formatter}`,
        code: 'text.placeholder-malformed',
        args: { name: fragment },
      });
      continue;
    }
    const [, path, formatter] = parsed;
    const problem = pathProblem(path);
    if (problem !== undefined)
      problems.push({ fragment, message: `placeholder ${fragment}: ${problem.message}`, code: problem.code, args: { name: fragment } });
    if (formatter !== undefined && !formatterNames.includes(formatter)) {
      problems.push({
        fragment,
        message: `placeholder ${fragment}: formatter "${formatter}" is not defined${suggestion(formatter, formatterNames)}`,
        code: 'text.formatter-unknown',
        args: { name: formatter },
      });
    }
  }
  return problems;
}

/** What is wrong with the value a placeholder names, or undefined. Suggestions read as text only. */
function pathProblem(path: string): { code: string; message: string } | undefined {
  const { kinds, textual } = textValueKinds();
  const found = kinds.get(path);
  if (found === undefined) {
    const message = `"${path}" is not ${path.startsWith('variant.') ? 'a variant setting' : 'in the conversation state'}${suggestion(path, textual)}`;
    return { code: 'text.placeholder-unknown', message };
  }
  if (readsAsText(found)) return undefined;
  const closest = closestText(path, textual);
  const message = `"${path}" is ${whyNotText(found)}; a placeholder must be a text or a number${closest === undefined ? '' : ` (did you mean "${closest}"?)`}`;
  return { code: 'text.placeholder-not-text', message };
}

/** For a value of the wrong kind, the text-valued one it was probably meant to be: in the same
 * slice, the shortest whose field contains its field (variant.desconto → variant.descontoPercentual),
 * else one within two edits. Nothing rather than any field of the slice (theme → name). */
function closestText(path: string, textual: readonly string[]): string | undefined {
  const slice = path.slice(0, path.indexOf('.') + 1);
  const field = path.slice(slice.length).toLowerCase();
  const siblings = textual.filter((p) => p.startsWith(slice));
  const containing = siblings.filter((p) => p.slice(slice.length).toLowerCase().includes(field)).sort((a, b) => a.length - b.length);
  return containing[0] ?? siblings.find((p) => distance(p, path) <= 2);
}
