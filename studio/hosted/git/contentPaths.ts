// Which paths a draft may write, and which paths may be read at all. A path is relative,
// normalised, ASCII, made of segments that start with a letter, digit or `_` (so no `.git`, no
// hidden file, no `..`, no option-looking `-x`), and for a write it matches the content allow-list:
// editors change flows, partner variants and partner images — never code, schemas or CI.
import { InvalidPathError } from './errors.ts';

/**
 * What editors write: the conversation, the partner files and the partner images, and the
 * approval rules (a change to them needs an administrator's approval: review/requirements.ts).
 */
export const DEFAULT_CONTENT_PATHS: readonly string[] = [
  'flows/**/*.yaml',
  'variants/*.yaml',
  'public/brands/**',
  'public/banners/**',
  'studio/approval-rules.yaml',
];

const MAX_PATH = 300;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/** Folders inside the content folders: no dots, so a folder never looks like a file (`x.yaml/`). */
const FOLDER_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

/** A path any read may name: relative, normalised, safe segments. */
export function assertRepoPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || path.length === 0) throw new InvalidPathError(String(path), 'empty');
  if (path.length > MAX_PATH) throw new InvalidPathError(path, `longer than ${MAX_PATH} characters`);
  if (path.startsWith('/')) throw new InvalidPathError(path, 'absolute');
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw new InvalidPathError(path, 'not normalised (empty, . or .. segment)');
    if (!SEGMENT.test(segment))
      throw new InvalidPathError(path, `segment ${JSON.stringify(segment)} is not ASCII letters, digits, _ . - (starting with a letter, digit or _)`);
  }
}

/** A path a draft may write: a safe path inside the allow-list, its folders without dots. */
export function assertContentPath(path: unknown, allowed: readonly string[] = DEFAULT_CONTENT_PATHS): asserts path is string {
  assertRepoPath(path);
  const segments = path.split('/');
  if (!segments.slice(0, -1).every((segment) => FOLDER_SEGMENT.test(segment))) {
    throw new InvalidPathError(path, 'a folder name has no dot');
  }
  if (!allowed.some((pattern) => globMatch(pattern, path))) {
    throw new InvalidPathError(path, `outside the content folders (${allowed.join(', ')})`);
  }
}

/** `*` is any run of characters inside one segment, `**` any number of whole segments (at least one when last). */
export function globMatch(pattern: string, path: string): boolean {
  return matchSegments(pattern.split('/'), path.split('/'));
}

function matchSegments(pattern: string[], path: string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') {
    // A trailing ** is what is inside a folder, not the folder itself (as in .gitignore).
    if (rest.length === 0) return path.length > 0;
    for (let skip = 0; skip <= path.length; skip++) {
      if (matchSegments(rest, path.slice(skip))) return true;
    }
    return false;
  }
  return path.length > 0 && segmentRegExp(head).test(path[0]) && matchSegments(rest, path.slice(1));
}

function segmentRegExp(segment: string): RegExp {
  const source = segment
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`);
}

/** A listing prefix: '' for the whole tree, else a safe folder path (a trailing / is dropped). */
export function normalisePrefix(prefix: unknown): string {
  if (prefix === undefined || prefix === '') return '';
  if (typeof prefix !== 'string') throw new InvalidPathError(String(prefix), 'not a path');
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertRepoPath(trimmed);
  return trimmed;
}
