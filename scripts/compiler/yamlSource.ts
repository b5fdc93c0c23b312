// A parsed YAML file that can answer "where is this?" for any path into its data, so every
// problem — schema, name or text — points at a line and column.
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node, Pair, YAMLMap } from 'yaml';
import type { Diagnostic, Severity } from './diagnostics.ts';
import { yamlErrorDiagnostics } from './yamlErrors.ts';
import { toPlainData, tooLargeMessage } from './yamlLimits.ts';

export type PathSegment = string | number;
/** A problem's message with its stable code (and the names it quotes): see Diagnostic. */
export type Said = Pick<Diagnostic, 'code' | 'message' | 'args'> & { code: string };
export type DataPath = readonly PathSegment[];

export interface YamlSource {
  /** Relative to the checked root: flows/lead.yaml. */
  file: string;
  text: string;
  doc: Document.Parsed;
  /** Plain data (undefined when the file could not be parsed). */
  data: unknown;
  /** Problems found while parsing (syntax, duplicate keys). */
  diagnostics: Diagnostic[];
  /** Not read at all: the path is no regular UTF-8 file within the size cap (readContent.ts). */
  refused?: boolean;
  /** Position of the value at `path`, or of its key with target 'key'; the deepest existing node when the path ends early. */
  at(path: DataPath, target?: 'key' | 'value'): { line: number; col: number };
  /** Position of `fragment` inside the string at `path` (a placeholder, a tag), else of the string. */
  atText(path: DataPath, fragment: string): { line: number; col: number };
  /** The keys of the map at `path` with their positions, in source order, duplicates included. */
  keysAt(path: DataPath): Array<{ key: string; line: number; col: number }>;
  /** A diagnostic located at `path`. */
  report(path: DataPath, severity: Severity, said: Said, target?: 'key' | 'value'): Diagnostic;
  /** Source line (1-based) as text. */
  lineText(line: number): string;
}

/** `maxBytes`: the file's size cap (MAX_YAML_BYTES, or MAX_VARIANT_BYTES for a variant). */
export function yamlSource(file: string, text: string, maxBytes?: number): YamlSource {
  const { doc, lineCounter, diagnostics, data, shown } = parseYaml(file, text, maxBytes);
  const pos = (offset: number) => lineCounter.linePos(offset);
  const walk = pathWalker(doc);
  const source: YamlSource = {
    file,
    text: shown,
    doc,
    data,
    diagnostics,
    at(path, target = 'value') {
      const found = walk(path);
      const useKey = target === 'key' && found.complete && found.keyOffset !== undefined;
      return pos(useKey ? found.keyOffset! : found.offset);
    },
    atText(path, fragment) {
      const { node, offset, complete } = walk(path);
      if (complete && isScalar(node) && node.range) {
        const index = shown.indexOf(fragment, node.range[0]);
        if (index !== -1 && index < node.range[1]) return pos(index);
      }
      return pos(offset);
    },
    keysAt(path) {
      const { node, complete } = walk(path);
      if (!complete || !isMap(node)) return [];
      return node.items.flatMap((pair) => {
        const key = keyString(pair);
        return key === undefined ? [] : [{ key, ...pos(rangeStart(pair.key) ?? 0) }];
      });
    },
    report(path, severity, said, target) {
      return { file, ...source.at(path, target), severity, ...said };
    },
    lineText(line) {
      const start = line <= 1 ? 0 : lineCounter.lineStarts[line - 1];
      if (start === undefined) return '';
      const end = shown.indexOf('\n', start);
      return shown.slice(start, end === -1 ? undefined : end);
    },
  };
  return source;
}

/** A file that could not be read (a link, a folder, a device, too big, not UTF-8): no data, one diagnostic. */
export function refusedSource(file: string, message: string, at: { line: number; col: number } = { line: 1, col: 1 }): YamlSource {
  const refused: Diagnostic = { file, ...at, severity: 'error', message, code: 'file.refused' };
  return { ...yamlSource(file, ''), data: undefined, refused: true, diagnostics: [refused] };
}

interface ParsedYaml {
  doc: Document.Parsed;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
  /** Plain data (undefined when the file could not be parsed). */
  data: unknown;
  /** The text parsed: the file's, or empty for one refused as too large. */
  shown: string;
}

/** Parses the text with positions, collecting syntax problems, duplicate keys and size limits. */
function parseYaml(file: string, text: string, maxBytes?: number): ParsedYaml {
  // Refused before parsing: a huge file costs memory even without aliases.
  const tooLarge = tooLargeMessage(Buffer.byteLength(text, 'utf8'), maxBytes);
  const shown = tooLarge ? '' : text;
  const lineCounter = new LineCounter();
  // uniqueKeys off: duplicate keys are reported below with both positions, and duplicate step
  // ids are reported by the compiler together with the cross-file ones.
  const doc = parseDocument(shown, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const pos = (offset: number) => lineCounter.linePos(offset);
  const diagnostics: Diagnostic[] = [];

  diagnostics.push(...yamlErrorDiagnostics(file, shown, doc.errors, pos));
  for (const warning of doc.warnings) {
    const { line, col } = pos(warning.pos[0]);
    diagnostics.push({ file, line, col, severity: 'warning', message: `YAML: ${firstLine(warning.message)}`, code: 'yaml.warning' });
  }
  if (tooLarge) diagnostics.push({ file, line: 1, col: 1, severity: 'error', message: tooLarge, code: 'file.too-large' });
  let parsed = doc.errors.length === 0 && !tooLarge;
  const plain = parsed ? toPlainData(doc) : undefined;
  if (plain && 'error' in plain) {
    diagnostics.push({ file, line: 1, col: 1, severity: 'error', message: plain.error, code: 'yaml.unsupported' });
    parsed = false;
  }
  if (parsed) findDuplicateKeys(doc.contents, [], file, pos, diagnostics);
  return { doc, lineCounter, diagnostics, data: plain && 'data' in plain ? plain.data : undefined, shown };
}

interface Walked {
  node: unknown;
  offset: number;
  keyOffset?: number;
  /** False when the path ends early (the node is then the deepest one that exists). */
  complete: boolean;
}

/** Follows a data path through the document's nodes, keeping the offsets of the value and its key. */
function pathWalker(doc: Document.Parsed): (path: DataPath) => Walked {
  const pairIndex = new WeakMap<YAMLMap, Map<string, Pair>>();
  function pairsOf(map: YAMLMap): Map<string, Pair> {
    let index = pairIndex.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const key = keyString(pair);
        // First definition wins, like the duplicate report says.
        if (key !== undefined && !index.has(key)) index.set(key, pair);
      }
      pairIndex.set(map, index);
    }
    return index;
  }
  return (path) => {
    let node: unknown = doc.contents;
    let offset = rangeStart(node) ?? 0;
    let keyOffset: number | undefined;
    for (const segment of path) {
      if (isAlias(node)) node = node.resolve(doc);
      if (isMap(node)) {
        const pair = pairsOf(node).get(String(segment));
        if (!pair) return { node, offset, keyOffset, complete: false };
        keyOffset = rangeStart(pair.key) ?? offset;
        node = pair.value;
        offset = rangeStart(node) ?? keyOffset;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)];
        if (item === undefined) return { node, offset, keyOffset, complete: false };
        node = item;
        keyOffset = undefined;
        offset = rangeStart(node) ?? offset;
      } else {
        return { node, offset, keyOffset, complete: false };
      }
    }
    return { node, offset, keyOffset, complete: true };
  };
}

/** Duplicate keys in any map, reported at the second one with the first's position. The root
 * `steps` map is skipped: duplicate step ids are reported with the cross-file check. */
function findDuplicateKeys(node: unknown, path: DataPath, file: string, pos: (offset: number) => { line: number; col: number }, out: Diagnostic[]): void {
  if (isMap(node)) {
    const seen = new Map<string, number>();
    const isSteps = path.length === 1 && path[0] === 'steps';
    for (const pair of node.items) {
      const key = keyString(pair);
      const keyOffset = rangeStart(pair.key) ?? 0;
      if (key !== undefined && !isSteps) {
        const first = seen.get(key);
        if (first !== undefined) {
          const a = pos(first);
          const message = `duplicate key "${key}" (first at ${file}:${a.line}:${a.col})`;
          out.push({ file, ...pos(keyOffset), severity: 'error', message, code: 'yaml.duplicate-key', args: { name: key, line: String(a.line) } });
        } else {
          seen.set(key, keyOffset);
        }
      }
      findDuplicateKeys(pair.value, [...path, key ?? '?'], file, pos, out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => findDuplicateKeys(item, [...path, i], file, pos, out));
  }
}

function keyString(pair: Pair): string | undefined {
  if (!isPair(pair)) return undefined;
  const key = pair.key;
  if (isScalar(key)) return String(key.value);
  return key === null || key === undefined ? undefined : String(key);
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return Array.isArray(range) ? range[0] : undefined;
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}
