// Minimal edits of a YAML text: set or remove the value at a path while every other byte —
// comments, key order, quoting style, blank lines — stays as the editor typed it. The yaml
// package's Document API finds the nodes and renders the new scalar in the style of the one it
// replaces; the new text is then spliced into the source, because re-printing the whole document
// would normalise spacing elsewhere (e.g. the two spaces before `# logo` comments).
import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, Scalar } from 'yaml';
import type { Node, Pair, YAMLMap, YAMLSeq } from 'yaml';

export type PathSegment = string | number;
export type EditPath = readonly PathSegment[];
/** What an edit can write: a text, a number or flag (variant settings), or several bubbles. */
export type EditValue = string | number | boolean | readonly string[];

export class YamlEditError extends Error {}

/** The text with `value` at `path` (created with its missing parent maps), or with the entry at
 * `path` removed when `value` is undefined (and parent maps left empty removed too). */
export function editYaml(text: string, path: EditPath, value: EditValue | undefined): string {
  if (path.length === 0) throw new YamlEditError('Uma alteração precisa de um caminho.');
  const doc = parse(text);
  const before = dataOf(doc, 'O arquivo não é um YAML válido');
  const spliced = value === undefined ? removeAt(text, doc, path) : setAt(text, doc, path, value);
  // New lines follow the file's line ending (a file saved on Windows stays CRLF).
  const crlf = text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
  const next = crlf ? spliced.replace(/\r?\n/g, '\r\n') : spliced;
  // Whatever the splicing did, the data must differ from before exactly at `path`.
  const problem = `A alteração de ${renderEditPath(path)} não daria um YAML válido`;
  const after = dataOf(parse(next, problem), problem);
  const expected = value === undefined ? withoutPath(before, path) : withPath(before, path, value);
  if (!isDeepStrictEqual(after, expected)) {
    throw new YamlEditError(`Não foi possível editar ${renderEditPath(path)} sem mudar outros valores.`);
  }
  return next;
}

/** The value at `path` in the text's data, or undefined. */
export function readYaml(text: string, path: EditPath): unknown {
  let node: unknown = parse(text).toJS();
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[String(segment)];
  }
  return node;
}

/** ['texts', 'copy-message-1'] → "texts.copy-message-1"; ['say', 0] → "say[0]". */
export function renderEditPath(path: EditPath): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

function parse(text: string, problem = 'O arquivo não é um YAML válido'): Document.Parsed {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0) throw new YamlEditError(`${problem}: ${doc.errors[0].message.split('\n')[0]}`);
  return doc;
}

/** The document's data; an alias left without its anchor (`*oi` after `&oi` is removed) is a YamlEditError, not a crash. */
function dataOf(doc: Document.Parsed, problem: string): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    const alias = /Unresolved alias.*: (\S+)$/.exec(error instanceof Error ? error.message : '');
    if (alias) throw new YamlEditError(`${problem}: o apelido *${alias[1]} ficaria sem a sua âncora &${alias[1]}.`);
    throw new YamlEditError(`${problem}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function setAt(text: string, doc: Document.Parsed, path: EditPath, value: EditValue): string {
  let node: unknown = doc.contents;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (item === undefined) throw new YamlEditError(`${renderEditPath(path.slice(0, i + 1))} não existe.`);
      if (last) return replaceNode(text, item as Node, value, indentOfSeq(text, node));
      node = item;
      continue;
    }
    if (!isMap(node)) throw new YamlEditError(`${renderEditPath(path.slice(0, i))} não é um mapa de chaves.`);
    const pair = findPair(node, segment);
    if (!pair) {
      if (node.flow)
        throw new YamlEditError(`${renderEditPath(path.slice(0, i)) || 'O arquivo'} está escrito inline ({ … }): acrescente a entrada num editor de texto.`);
      return insertPair(text, node, path.slice(i), value);
    }
    if (last) {
      if (pair.value === null || (isScalar(pair.value) && pair.value.value === null)) {
        return replaceAfterKey(text, pair, value, indentOfMap(text, node) + 2);
      }
      return replaceNode(text, pair.value as Node, value, indentOfMap(text, node) + 2, pair);
    }
    node = pair.value;
  }
  throw new YamlEditError('unreachable');
}

/** Replaces one existing value: a scalar in place (keeping its quoting), a list of the same
 * length item by item, anything else as a whole block after the key. */
function replaceNode(text: string, node: Node, value: EditValue, childIndent: number, pair?: Pair): string {
  if (isScalar(node) && !Array.isArray(value)) {
    const [start, end] = node.range!;
    // A block scalar (| or >) spans lines up to its final newline: the new text takes its place
    // on the key's line, double-quoted, and the newline stays.
    const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    const rendered = renderScalar(value as string | number | boolean, block ? 'QUOTE_DOUBLE' : node.type);
    return text.slice(0, start) + rendered + (block ? text.slice(trimTrailingNewline(text, end), end) : '') + text.slice(end);
  }
  if (isSeq(node) && Array.isArray(value) && !node.flow && node.items.length === value.length) {
    // From the last item back, so earlier offsets stay valid.
    let out = text;
    for (let i = value.length - 1; i >= 0; i--) {
      const item = node.items[i];
      if (!isScalar(item)) throw new YamlEditError('Um item da lista não é um texto.');
      const [start, end] = item.range!;
      out = out.slice(0, start) + renderScalar(value[i], item.type) + out.slice(end);
    }
    return out;
  }
  if (isSeq(node) && Array.isArray(value) && node.flow && node.items.every((item) => isScalar(item))) {
    // An inline list stays inline, on its line (comment after it kept), its items quoted as before.
    const sample = (node.items[0] as Scalar | undefined)?.type;
    const style = sample === 'QUOTE_SINGLE' ? 'QUOTE_SINGLE' : 'QUOTE_DOUBLE';
    const [start, end] = node.range!;
    return text.slice(0, start) + `[${value.map((item) => renderScalar(item, style)).join(', ')}]` + text.slice(end);
  }
  if (!pair) throw new YamlEditError('Um item de lista não pode ser trocado por uma lista.');
  return replaceAfterKey(text, pair, value, childIndent);
}

/** Rewrites everything between `key:` and the end of its value (trailing comment kept when the
 * value was on the key's line). */
function replaceAfterKey(text: string, pair: Pair, value: EditValue, childIndent: number): string {
  const key = pair.key as Node;
  const colon = text.indexOf(':', key.range![1]);
  const valueNode = pair.value as Node | null;
  let end = colon + 1;
  if (valueNode?.range) end = isScalar(valueNode) ? valueNode.range[1] : trimTrailingNewline(text, valueNode.range[1]);
  const sample = isScalar(valueNode) ? valueNode.type : undefined;
  return text.slice(0, colon + 1) + renderValue(value, childIndent, sample) + text.slice(end);
}

/** Adds `rest` (a key, with any missing maps below it) as the last entry of a block map. */
function insertPair(text: string, map: YAMLMap, rest: EditPath, value: EditValue): string {
  if (rest.some((segment) => typeof segment === 'number')) throw new YamlEditError(`Não é possível acrescentar o item de lista ${renderEditPath(rest)}.`);
  const indent = map.items.length > 0 ? indentOfMap(text, map) : 0;
  // A new entry quotes like its neighbours; inside a new map, texts are double-quoted.
  const sample = rest.length === 1 ? siblingStyle(map) : undefined;
  const lines = renderEntry(rest, value, indent, sample);
  let at: number;
  let prefix = '';
  const lastPair = map.items[map.items.length - 1];
  if (lastPair) {
    const lastEnd = (lastPair.value as Node | null)?.range?.[1] ?? (lastPair.key as Node).range![1];
    at = lineEndAfter(text, lastEnd);
  } else {
    at = text.length;
  }
  if (at === text.length && text.length > 0 && !text.endsWith('\n')) prefix = '\n';
  return text.slice(0, at) + prefix + lines + text.slice(at);
}

function removeAt(text: string, doc: Document.Parsed, path: EditPath): string {
  // The outermost map the removal empties goes too (an empty `texts:` would read as null).
  const chain: Array<{ map: YAMLMap; pair: Pair }> = [];
  let node: unknown = doc.contents;
  for (const segment of path) {
    if (!isMap(node)) throw new YamlEditError(`${renderEditPath(path)} não pode ser removido: o que o contém não é um mapa de chaves.`);
    const pair = findPair(node, segment);
    if (!pair) return text; // Already absent: resetting a default is a no-op.
    chain.push({ map: node, pair });
    node = pair.value;
  }
  let target = chain[chain.length - 1];
  for (let i = chain.length - 2; i >= 0 && chain[i + 1].map.items.length === 1; i--) target = chain[i];
  if (target.map.flow) throw new YamlEditError('A entrada está escrita inline ({ … }): edite-a num editor de texto.');
  const keyStart = (target.pair.key as Node).range![0];
  const start = text.lastIndexOf('\n', keyStart - 1) + 1;
  const valueNode = target.pair.value as Node | null;
  const end = lineEndAfter(text, valueNode?.range?.[1] ?? (target.pair.key as Node).range![1]);
  return text.slice(0, start) + text.slice(end);
}

// --- rendering -------------------------------------------------------------------------------

type ScalarStyle = Scalar['type'];

/** One scalar in the given style; multi-line texts and styles that cannot hold the value fall
 * back to double quotes so the result stays on one line. */
export function renderScalar(value: string | number | boolean, style?: ScalarStyle): string {
  if (typeof value !== 'string') return String(value);
  const wanted = style === 'QUOTE_SINGLE' || style === 'PLAIN' ? style : 'QUOTE_DOUBLE';
  const attempt = stringifyScalar(value, value.includes('\n') ? 'QUOTE_DOUBLE' : wanted);
  return attempt.includes('\n') ? stringifyScalar(value, 'QUOTE_DOUBLE') : attempt;
}

function stringifyScalar(value: string, type: ScalarStyle): string {
  const scalar = new Scalar(value);
  scalar.type = type;
  return new Document(scalar).toString({ lineWidth: 0 }).replace(/\n$/, '');
}

/** The text after `key:` for a value: ` "text"`, or a block list on the following lines. */
function renderValue(value: EditValue, childIndent: number, style?: ScalarStyle): string {
  if (!Array.isArray(value)) return ' ' + renderScalar(value as string | number | boolean, style);
  return value.map((item) => `\n${' '.repeat(childIndent)}- ${renderScalar(item, style)}`).join('');
}

function renderEntry(path: EditPath, value: EditValue, indent: number, style?: ScalarStyle): string {
  const pad = ' '.repeat(indent);
  const key = renderKey(String(path[0]));
  if (path.length === 1) return `${pad}${key}:${renderValue(value, indent + 2, style)}\n`;
  return `${pad}${key}:\n` + renderEntry(path.slice(1), value, indent + 2, style);
}

function renderKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(key) ? key : JSON.stringify(key);
}

// --- positions -------------------------------------------------------------------------------

function findPair(map: YAMLMap, segment: PathSegment): Pair | undefined {
  return map.items.find((pair) => isPair(pair) && isScalar(pair.key) && String(pair.key.value) === String(segment)) as Pair | undefined;
}

/** The quoting the map's existing texts use, so a new override looks like its neighbours. */
function siblingStyle(map: YAMLMap): ScalarStyle | undefined {
  for (const pair of map.items) {
    if (isScalar(pair.value) && typeof pair.value.value === 'string') return pair.value.type;
    if (isSeq(pair.value)) {
      const item = (pair.value as YAMLSeq).items[0];
      if (isScalar(item)) return item.type;
    }
  }
  return undefined;
}

function columnOf(text: string, offset: number): number {
  const counter = new LineCounter();
  parseDocument(text, { lineCounter: counter });
  return counter.linePos(offset).col - 1;
}

function indentOfMap(text: string, map: YAMLMap): number {
  const first = map.items[0];
  return first ? columnOf(text, (first.key as Node).range![0]) : 0;
}

function indentOfSeq(text: string, seq: YAMLSeq): number {
  return seq.range ? columnOf(text, seq.range[0]) : 0;
}

/** Offset just after the newline ending the line that holds `offset - 1` (or the text's end). */
function lineEndAfter(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

function trimTrailingNewline(text: string, offset: number): number {
  let end = offset;
  while (end > 0 && text[end - 1] === '\n') end--;
  return end;
}

// --- plain-data mirror of an edit, to verify the splice ------------------------------------------

function withPath(data: unknown, path: EditPath, value: EditValue): unknown {
  const [head, ...rest] = path;
  const base = data !== null && typeof data === 'object' ? data : {};
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) };
  const current = (copy as Record<string, unknown>)[String(head)];
  (copy as Record<string, unknown>)[String(head)] = rest.length === 0 ? (Array.isArray(value) ? [...value] : value) : withPath(current, rest, value);
  return copy;
}

function withoutPath(data: unknown, path: EditPath): unknown {
  if (data === null || typeof data !== 'object') return data;
  const [head, ...rest] = path;
  const record = data as Record<string, unknown>;
  if (!(String(head) in record)) return data;
  const copy = { ...record };
  if (rest.length === 0) {
    delete copy[String(head)];
    return copy;
  }
  const child = withoutPath(record[String(head)], rest);
  if (child !== null && typeof child === 'object' && !Array.isArray(child) && Object.keys(child).length === 0) delete copy[String(head)];
  else copy[String(head)] = child;
  return copy;
}
