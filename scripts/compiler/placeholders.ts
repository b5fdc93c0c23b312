// Checks the {slice.field} and {slice.field|formatter} placeholders of a text. The grammar is
// the runtime's (src/engine/interpolate.ts): anything else in braces would reach the visitor
// verbatim, so it is reported rather than ignored.
import { suggestion } from '../../src/text/didYouMean.ts';
import type { StateShape } from './stateShape.ts';
import { variantPaths } from './variantPaths.ts';
import { RULE_VALUES } from '../../src/contracts/ruleValues.ts';

const RULE_PATHS = Object.keys(RULE_VALUES).map((name) => `regras.${name}`);

export interface TextProblem {
  /** The offending piece of the text, used to point at its column. */
  fragment: string;
  message: string;
}

const BRACES = /\{([^{}]*)\}/g;
const PLACEHOLDER = /^([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)(?:\|([a-zA-Z][a-zA-Z0-9]*))?$/;

export function checkPlaceholders(text: string, shape: StateShape, formatterNames: readonly string[]): TextProblem[] {
  if (!text.includes('{')) return [];
  const problems: TextProblem[] = [];
  for (const match of text.matchAll(BRACES)) {
    const fragment = match[0];
    const parsed = PLACEHOLDER.exec(match[1]);
    if (!parsed) {
      problems.push({ fragment, message: `malformed placeholder ${fragment}: write {slice.field} or {slice.field|formatter}` });
      continue;
    }
    const [, path, formatter] = parsed;
    if (!shape.paths.has(path) && !variantPaths().includes(path) && !RULE_PATHS.includes(path)) {
      problems.push({
        fragment,
        message: `placeholder ${fragment}: "${path}" is not ${path.startsWith('variant.') ? 'a variant setting' : 'in the conversation state'}${suggestion(path, [...shape.fields, ...variantPaths(), ...RULE_PATHS])}`,
      });
    }
    if (formatter !== undefined && !formatterNames.includes(formatter)) {
      problems.push({
        fragment,
        message: `placeholder ${fragment}: formatter "${formatter}" is not defined${suggestion(formatter, formatterNames)}`,
      });
    }
  }
  return problems;
}
