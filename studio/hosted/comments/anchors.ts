// A comment's anchor must name a key that exists in the draft's file: a thread never points at
// nothing. Reads the file's YAML and walks the key path (list items by their index).
import { parse } from 'yaml';

export function keyExists(text: string, path: readonly string[]): boolean {
  let node: unknown;
  try {
    node = parse(text, { uniqueKeys: false });
  } catch {
    return false;
  }
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}
