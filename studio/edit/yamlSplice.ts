// The lines of one `key: value` entry carried from one YAML text into another, for what the
// minimal-splice writer (yamlEdit.ts) cannot write: a new step, a list of options grown or
// shrunk, a value of another shape. The entry's lines are copied as the other side wrote them
// (re-indented to their new place), replacing the entry's lines or inserted beside the entry that
// precedes it on that side; every other byte stays. The caller checks the data afterwards.
import { type Document, isMap, isPair, isScalar, isSeq, LineCounter, type Node, type Pair, parseDocument, type YAMLMap } from 'yaml';
import type { EditPath } from './yamlEdit.ts';
import { YamlEditError } from './yamlEdit.ts';

interface Located {
  map: YAMLMap;
  pair: Pair | undefined;
}

function parse(text: string): Document.Parsed {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0) throw new YamlEditError(doc.errors[0].message.split('\n')[0]);
  return doc;
}

const keyOf = (pair: unknown) => (isPair(pair) && isScalar(pair.key) ? String(pair.key.value) : undefined);

/** The block map that holds the path's last key, and the entry when it is there. */
function locate(doc: Document.Parsed, path: EditPath): Located {
  let node: unknown = doc.contents;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i];
    if (isSeq(node) && typeof segment === 'number') node = node.items[segment];
    else if (isMap(node)) node = node.items.find((pair) => keyOf(pair) === String(segment))?.value;
    else node = undefined;
  }
  if (!isMap(node) || node.flow) throw new YamlEditError('a entrada não está num mapa de chaves em blocos');
  const last = String(path[path.length - 1]);
  return { map: node, pair: node.items.find((pair) => keyOf(pair) === last) as Pair | undefined };
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

/** [start, end) of the entry's lines: from its key's line to the end of its value's last line. */
function entryLines(text: string, pair: Pair): [number, number] {
  const key = pair.key as Node;
  const end = (pair.value as Node | null)?.range?.[1] ?? key.range![1];
  return [lineStart(text, key.range![0]), lineEnd(text, end)];
}

function column(text: string, offset: number): number {
  const counter = new LineCounter();
  parseDocument(text, { lineCounter: counter });
  return counter.linePos(offset).col - 1;
}

function reindent(lines: string, by: number): string {
  if (by === 0) return lines;
  return lines.replace(/^[ ]*/gm, (spaces) => (by > 0 ? spaces + ' '.repeat(by) : spaces.slice(Math.min(-by, spaces.length))));
}

/** `into` with the entry at `path` as `from` has it: replaced, inserted, or removed when `from` has none. */
export function spliceEntry(into: string, from: string, path: EditPath): string {
  if (path.length === 0) throw new YamlEditError('o arquivo inteiro não é uma entrada');
  const source = locate(parse(from), path);
  const target = locate(parse(into), path);
  if (!source.pair) {
    if (!target.pair) return into;
    const [start, end] = entryLines(into, target.pair);
    return into.slice(0, start) + into.slice(end);
  }
  const [fromStart, fromEnd] = entryLines(from, source.pair);
  let lines = from.slice(fromStart, fromEnd);
  if (!lines.endsWith('\n')) lines += '\n';
  const fromIndent = column(from, (source.pair.key as Node).range![0]);
  if (target.pair) {
    const [start, end] = entryLines(into, target.pair);
    const indent = column(into, (target.pair.key as Node).range![0]);
    return into.slice(0, start) + reindent(lines, indent - fromIndent) + into.slice(end);
  }
  return insertEntry(into, target.map, source, reindentFor(into, target.map, lines, fromIndent));
}

function reindentFor(into: string, map: YAMLMap, lines: string, fromIndent: number): string {
  const first = map.items[0];
  const indent = first ? column(into, (first.key as Node).range![0]) : fromIndent;
  return reindent(lines, indent - fromIndent);
}

/** After the entry that precedes it on the other side (when this side has it), else at the map's end. */
function insertEntry(into: string, map: YAMLMap, source: Located, lines: string): string {
  const order = source.map.items.map(keyOf);
  const at = order.indexOf(keyOf(source.pair));
  const before = order
    .slice(0, at)
    .reverse()
    .map((key) => map.items.find((pair) => keyOf(pair) === key))
    .find((pair) => pair !== undefined);
  const anchor = (before ?? map.items[map.items.length - 1]) as Pair | undefined;
  if (!anchor) throw new YamlEditError('o mapa está vazio');
  const end = entryLines(into, anchor)[1];
  // Entries kept apart by a blank line: the new one gets its own.
  if (into[end] === '\n') return `${into.slice(0, end)}\n${lines.replace(/\n+$/, '\n')}${into.slice(end)}`;
  const prefix = end === into.length && !into.endsWith('\n') ? '\n' : '';
  return into.slice(0, end) + prefix + lines + into.slice(end);
}
