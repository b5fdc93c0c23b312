// Every string in a flow, variant or fixture file has a length cap for its kind and no control
// characters (issue 28 item 6): a 240 KB variant text made a 24 MB page, and a NUL, a bell or a
// right-to-left override pasted into a text reached the visitor unseen. The caps stand far above
// the longest real text of each kind (measured when they were set, in brackets), see
// docs/content-limits.md. Each problem is reported at the string, once per string.
import type { Diagnostic } from './diagnostics.ts';
import type { DataPath, Said, YamlSource } from './yamlSource.ts';

export type TextKind = 'bubble' | 'option' | 'copy' | 'setting' | 'link' | 'other';

/** Characters (code points) allowed per kind of text. */
export const TEXT_LIMITS: Record<TextKind, { max: number; what: string }> = {
  /** A step's say or a variant's texts override, per bubble [384, proposal-show-data]. */
  bubble: { max: 2000, what: 'a chat bubble' },
  /** An option button's label [27]. */
  option: { max: 100, what: 'an option label' },
  /** Interface copy (ui), a field message, an input placeholder, a tooltip [76]. */
  copy: { max: 300, what: 'an interface text or field message' },
  /** Any other variant setting: title, description, brand… [95, the meta description]. */
  setting: { max: 500, what: 'a variant setting' },
  /** A variant's link or image path (linkWhatsApp, bannerSrc, regulamentoUrl…) [157]. */
  link: { max: 2000, what: 'a link' },
  /** Ids, names, state values in fixtures [116]. */
  other: { max: 1000, what: 'a name or value' },
};

export const LENGTH_RULE =
  'length rule (docs/content-limits.md): at most 2000 characters in a bubble, 100 in an option label, 300 in an interface text or field message, 500 in a variant setting, 2000 in a link, 1000 in any other value';
export const CONTROL_RULE =
  'text rule (docs/content-limits.md): a text holds no control characters (line breaks and tabs aside) and no invisible direction overrides';

/** C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A key or value whose name ends so is a link (linkWhatsApp, bannerSrc, regulamentoUrl…). */
export const LINK_KEY = /(Url|Src|Href)$|^link[A-Z]/;

export function checkTextLimits(source: YamlSource, fileKind: 'flow' | 'variant' | 'fixture', out: Diagnostic[]): void {
  if (source.data === undefined) return;
  const name = source.file.slice(source.file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
  const describe = (path: DataPath) => describePath(fileKind, name, path);
  // Iterative: a deeply nested file must not overflow the stack here.
  const stack: Array<{ value: unknown; path: DataPath }> = [{ value: source.data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      checkString(source, path, value, kindOf(fileKind, path), describe, out);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const control = CONTROL.exec(key);
        if (control) {
          const message = `${describe(path)}the key ${JSON.stringify(key)} has ${named(control[0])} — ${CONTROL_RULE}`;
          out.push(problemAt(source, [...path, key], { code: 'text.control-character', message }, 'key'));
        }
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
}

function checkString(source: YamlSource, path: DataPath, text: string, kind: TextKind, describe: (path: DataPath) => string, out: Diagnostic[]): void {
  const control = CONTROL.exec(text);
  if (control) {
    const at = source.atText(path, control[0]);
    const message = `${describe(path)}${describeValue(path)}has ${named(control[0])} — ${CONTROL_RULE}`;
    out.push({ file: source.file, ...at, severity: 'error', message, code: 'text.control-character' });
  }
  const { max, what } = TEXT_LIMITS[kind];
  // Code points never outnumber UTF-16 units: only a long string needs counting.
  if (text.length <= max) return;
  const length = codePoints(text);
  if (length > max)
    out.push(
      problemAt(source, path, {
        code: 'text.too-long',
        message: `${describe(path)}${describeValue(path)}is ${length} characters, more than the ${max} allowed in ${what} — ${LENGTH_RULE}`,
        args: { length: String(length), max: String(max) },
      }),
    );
}

/** Which cap a string at this path has. */
export function kindOf(fileKind: 'flow' | 'variant' | 'fixture', path: DataPath): TextKind {
  const [first, , third, , fifth] = path;
  if (fileKind === 'fixture') return 'other';
  if (fileKind === 'variant') {
    if (first === 'texts') return 'bubble';
    if (first === 'messages' || first === 'ui') return 'copy';
    return LINK_KEY.test(String(path.at(-1))) ? 'link' : 'setting';
  }
  if (first === 'messages' || first === 'ui') return 'copy';
  if (first !== 'steps') return 'other';
  if (third === 'say') return 'bubble';
  if (third === 'title' || (third === 'input' && path[3] === 'placeholder')) return 'copy';
  if (third === 'options' && fifth === 'label') return 'option';
  return 'other';
}

function describePath(fileKind: 'flow' | 'variant' | 'fixture', name: string, path: DataPath): string {
  if (fileKind === 'variant') return `variant "${name}": `;
  if (fileKind === 'fixture') return `fixture "${name}": `;
  return path[0] === 'steps' && path.length >= 2 ? `step "${path[1]}": ` : '';
}

/** `say[1] `, `options[0].label `, `texts.copy-message-1 `: the value's place after the subject. */
function describeValue(path: DataPath): string {
  const rest = path[0] === 'steps' ? path.slice(2) : path;
  let text = '';
  for (const segment of rest) text += typeof segment === 'number' ? `[${segment}]` : text === '' ? segment : `.${segment}`;
  return text === '' ? '' : `${text} `;
}

function named(char: string): string {
  return `a control character (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}

function problemAt(source: YamlSource, path: DataPath, said: Said, target?: 'key'): Diagnostic {
  return source.report(path, 'error', said, target);
}

function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
