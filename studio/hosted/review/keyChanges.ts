// What a draft changed, key by key: each YAML file the draft changes, read before and after, as
// its leaves (key path → text); a leaf that differs, was added or was removed is a changed key.
// The approval rules read the texts of these keys (a word such as "parcela" before or after).
import { parse } from 'yaml';

export interface KeyChange {
  file: string;
  /** The key path, e.g. ['steps', 'greet', 'say', '0']; [] for a file that is not YAML. */
  path: string[];
  before: string | null;
  after: string | null;
}

/** Every leaf of a YAML document as "path → text" (numbers and booleans as their text). */
export function leaves(text: string | null): Map<string, { path: string[]; value: string }> {
  const out = new Map<string, { path: string[]; value: string }>();
  if (text === null) return out;
  let data: unknown;
  try {
    data = parse(text, { uniqueKeys: false });
  } catch {
    // Not YAML the compiler would accept: the whole text counts as one leaf.
    out.set('', { path: [], value: text });
    return out;
  }
  const walk = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) walk(child, [...path, key]);
    } else if (value !== null && value !== undefined) {
      out.set(JSON.stringify(path), { path, value: String(value) });
    }
  };
  walk(data, []);
  return out;
}

/** The keys that differ between two versions of one file. */
export function keyChanges(file: string, before: string | null, after: string | null): KeyChange[] {
  if (!/\.ya?ml$/.test(file)) return before === after ? [] : [{ file, path: [], before: null, after: null }];
  const old = leaves(before);
  const now = leaves(after);
  const keys = new Set([...old.keys(), ...now.keys()]);
  const changes: KeyChange[] = [];
  for (const key of keys) {
    const a = old.get(key);
    const b = now.get(key);
    if (a?.value === b?.value) continue;
    changes.push({ file, path: (a ?? b)!.path, before: a?.value ?? null, after: b?.value ?? null });
  }
  return changes;
}
