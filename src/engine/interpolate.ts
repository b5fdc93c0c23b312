// Fills `{slice.field}` and `{slice.field|formatter}` placeholders of a flow text from the state.
// Flow texts are trusted HTML; values come from the visitor or the API, so they are escaped.
import type { Formatter } from './formatters.ts';
import { getPath } from './paths.ts';
import { logProblem, type ReportProblem } from './problems.ts';

export const PLACEHOLDER = /\{([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)(?:\|([a-zA-Z][a-zA-Z0-9]*))?\}/g;

/** `formatters`: the registry (src/engine/formatters.ts), a binding of the conversation's: the first screen's texts name none. */
export function interpolate(
  text: string,
  state: unknown,
  formatters: Readonly<Partial<Record<string, Formatter>>>,
  report: ReportProblem = logProblem,
): string {
  // Most texts have no placeholder: skip the regex replace for them.
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (_match, path: string, formatterName: string | undefined, offset: number) => {
    const value = getPath(state, path);
    // A value that opens a link's address must be a web, mail or phone address: escaping alone
    // would let a `javascript:` value through.
    if (URL_ATTRIBUTE.test(text.slice(Math.max(0, offset - 8), offset))) return escapeHtml(safeUrl(plain(value)));
    if (formatterName === undefined) return escapeHtml(plain(value));
    const formatter = Object.hasOwn(formatters, formatterName) ? formatters[formatterName] : undefined;
    if (!formatter) {
      // The flow compiler rejects unknown formatters; at runtime show the value rather than nothing.
      report({ kind: 'unknown-formatter', name: formatterName, message: `unknown formatter "${formatterName}" in {${path}|${formatterName}}` });
      return escapeHtml(plain(value));
    }
    return escapeHtml(formatter(value));
  });
}

const URL_ATTRIBUTE = /href=["']$/i;
const SAFE_SCHEME = /^(https?:|mailto:|tel:|\/|\.|#|[^:]*$)/i;

/** The address if it is http(s), mailto, tel or relative; `#` (goes nowhere) otherwise. */
function safeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_SCHEME.test(trimmed) ? trimmed : '#';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}
