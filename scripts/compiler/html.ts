// Flow texts may hold a little HTML. They are static content, so they are checked here at build
// time against an allowlist instead of being sanitised in every browser; anything outside it is
// an error — never silently stripped, so the editor sees exactly what the visitor would.
import type { TextProblem } from './placeholders.ts';

const ALLOWED: Record<string, readonly string[]> = {
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  br: [],
  small: [],
  ul: [],
  ol: [],
  li: [],
  p: ['class'],
  span: ['class'],
  a: ['href', 'target', 'rel'],
};
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Tags that never hold content, so never need closing. */
const VOID = new Set(['br']);
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

export function checkHtml(text: string): TextProblem[] {
  if (!text.includes('<')) return [];
  const problems: TextProblem[] = [];
  const rejected = new Set<string>();
  // Open tags, innermost last: an unclosed <b> would make the rest of the bubble bold.
  const open: Array<{ name: string; tag: string }> = [];
  // Tags a misnesting closed early: their own closing tag, coming next, is part of that one mistake.
  const closedEarly: string[] = [];
  let from = 0;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', from)) {
    from = at + 1;
    const rest = text.slice(at);
    const next = rest[1] ?? '';
    if (next === '!' || next === '?') {
      problems.push({ fragment: rest.slice(0, 4), message: 'HTML comments and declarations are not allowed in texts', code: 'html.comment' });
      continue;
    }
    // "<" followed by anything but a tag name ("<3", "< 5") is plain text to a browser too.
    if (!/^\/?[a-zA-Z]/.test(rest.slice(1))) continue;
    const tag = TAG.exec(rest);
    if (!tag) {
      problems.push({ fragment: rest.split(/\s/)[0], message: `malformed HTML tag ${JSON.stringify(rest.slice(0, 30))}`, code: 'html.malformed' });
      continue;
    }
    from = at + tag[0].length;
    const [whole, closing, rawName, attributes] = tag;
    const name = rawName.toLowerCase();
    const allowed = ALLOWED[name];
    if (!allowed) {
      // </script> after a reported <script> adds nothing.
      if (closing && rejected.has(name)) continue;
      rejected.add(name);
      problems.push({
        fragment: whole,
        message: `<${closing}${name}> is not allowed in texts (allowed tags: ${Object.keys(ALLOWED).join(', ')})`,
        code: 'html.tag-not-allowed',
        args: {
          name: `<${name}>`,
          allowed: Object.keys(ALLOWED)
            .map((one) => `<${one}>`)
            .join(', '),
        },
      });
      continue;
    }
    if (!VOID.has(name) && !whole.endsWith('/>')) {
      if (!closing) open.push({ name, tag: whole });
      else balance(name, whole, open, closedEarly, problems);
    }
    checkAttributes(name, allowed, attributes, problems);
  }
  for (const { name, tag } of open) {
    const message = `<${name}> is never closed, so the rest of the bubble would be formatted by it (add </${name}>)`;
    problems.push({ fragment: tag, message, code: 'html.unclosed', args: { name: `<${name}>` } });
  }
  return problems;
}

/** A tag's attributes against its allowlist: no event handlers, no link to an unsafe scheme. */
function checkAttributes(name: string, allowed: readonly string[], attributes: string, problems: TextProblem[]): void {
  for (const attr of attributes.matchAll(ATTRIBUTE)) {
    const attrName = attr[1].toLowerCase();
    const value = unquote(attr[2] ?? '');
    if (attrName.startsWith('on')) {
      problems.push({
        fragment: attr[0],
        message: `event-handler attribute "${attrName}" is not allowed in texts`,
        code: 'html.attribute-not-allowed',
        args: { name: attrName },
      });
    } else if (!allowed.includes(attrName)) {
      const hint = allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : '';
      problems.push({
        fragment: attr[0],
        message: `attribute "${attrName}" is not allowed on <${name}>${hint}`,
        code: 'html.attribute-not-allowed',
        args: { name: attrName },
      });
    } else if (attrName === 'href') {
      const scheme = urlScheme(value);
      if (scheme !== undefined && !SAFE_SCHEMES.includes(scheme)) {
        const message = `${scheme}: URLs are not allowed in href (use ${SAFE_SCHEMES.join(', ')} or a relative path)`;
        problems.push({ fragment: attr[0], message, code: 'html.link-scheme', args: { name: `${scheme}:` } });
      }
    }
  }
}

/** Matches a closing tag against the open ones: the innermost must close first. */
function balance(name: string, tag: string, open: Array<{ name: string; tag: string }>, closedEarly: string[], problems: TextProblem[]): void {
  const index = open.map((o) => o.name).lastIndexOf(name);
  if (index === -1) {
    const early = closedEarly.lastIndexOf(name);
    if (early !== -1) {
      closedEarly.splice(early, 1);
      return;
    }
    const message = `</${name}> closes nothing: no <${name}> is open here (remove it, or add <${name}> before)`;
    problems.push({ fragment: tag, message, code: 'html.stray-close', args: { name: `</${name}>` } });
    return;
  }
  const inner = open[open.length - 1];
  if (index !== open.length - 1) {
    const message = `</${name}> closes <${name}> while <${inner.name}> inside it is still open (close </${inner.name}> first)`;
    problems.push({ fragment: tag, message, code: 'html.misnested', args: { name: `<${name}>`, inner: `<${inner.name}>` } });
    closedEarly.push(...open.slice(index + 1).map((o) => o.name));
  }
  open.length = index;
}

function unquote(value: string): string {
  return /^["']/.test(value) ? value.slice(1, -1) : value;
}

/** The scheme a browser would see, after decoding entities and dropping the whitespace and
 * control characters it ignores ("java&#x09;script:" is still javascript:). */
function urlScheme(href: string): string | undefined {
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/[\u0000-\u0020]/g, '')
    .toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(decoded);
  return match ? match[1] : undefined;
}
