// What one side of a three-way merge changed in a YAML file, key path by key path (data, not
// lines): a text set, a key added or removed, a value replaced by one of another shape. Two
// sides' changes overlap when one's path is the other's or contains it; only overlapping changes
// that differ are a conflict (keyMerge.ts).
import { isDeepStrictEqual } from 'node:util';
import type { EditPath, EditValue } from './yamlEdit.ts';

export type ChangeKind =
  /** A scalar, or a list of texts, changed in place. */
  | 'set'
  /** A map key that was not there. */
  | 'add'
  | 'remove'
  /** Anything else: a value of another shape, a list of maps grown or shrunk. */
  | 'replace';

export interface KeyChange {
  path: EditPath;
  kind: ChangeKind;
  /** The side's value (undefined for a removal). */
  value: unknown;
}

type Data = Record<string, unknown>;

const isMapData = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The changes that turn `base` into `side`, at the deepest paths that still say what happened. */
export function diffData(base: unknown, side: unknown, path: EditPath = []): KeyChange[] {
  if (isDeepStrictEqual(base, side)) return [];
  if (isMapData(base) && isMapData(side)) {
    const changes: KeyChange[] = [];
    for (const key of Object.keys(base)) {
      if (!Object.hasOwn(side, key)) changes.push({ path: [...path, key], kind: 'remove', value: undefined });
      else changes.push(...diffData(base[key], side[key], [...path, key]));
    }
    for (const key of Object.keys(side)) if (!Object.hasOwn(base, key)) changes.push({ path: [...path, key], kind: 'add', value: side[key] });
    return changes;
  }
  if (Array.isArray(base) && Array.isArray(side) && base.length === side.length) {
    return base.flatMap((item, i) => diffData(item, side[i], [...path, i]));
  }
  if ((isScalar(base) && isScalar(side)) || (isTexts(base) && isTexts(side))) return [{ path, kind: 'set', value: side }];
  return [{ path, kind: 'replace', value: side }];
}

/** One path is the other or lies inside it. */
export function overlaps(a: EditPath, b: EditPath): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (String(a[i]) !== String(b[i])) return false;
  return true;
}

export const sameChange = (a: KeyChange, b: KeyChange) => a.path.length === b.path.length && overlaps(a.path, b.path) && isDeepStrictEqual(a.value, b.value);

/** The value at a path of parsed data, or undefined. */
export function valueAt(data: unknown, path: EditPath): unknown {
  let node = data;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Data)[String(segment)];
  }
  return node;
}

/** A value the minimal-splice writer (yamlEdit.ts) can write in place. */
export const isEditValue = (value: unknown): value is EditValue => isScalar(value) || (isTexts(value) && value.length > 0);

/**
 * The data with one change applied, as the writers leave it: a removal also drops the maps it
 * empties (an empty `texts:` would read as null), like editYaml does.
 */
export function applyToData(data: unknown, path: EditPath, value: unknown): unknown {
  if (path.length === 0) return structuredClone(value);
  const [head, ...rest] = path;
  const copy: Data | unknown[] = Array.isArray(data) ? [...data] : isMapData(data) ? { ...data } : {};
  const record = copy as Data;
  const key = String(head);
  if (value === undefined && rest.length === 0) {
    if (Array.isArray(copy)) return copy;
    delete record[key];
    return copy;
  }
  const child = applyToData(record[key], rest, value);
  if (value === undefined && isMapData(child) && Object.keys(child).length === 0 && !Array.isArray(copy)) delete record[key];
  else record[key] = child;
  return copy;
}
