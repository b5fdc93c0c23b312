// Dotted state paths ('lead.nome') as flows write them in placeholders, `set` and `input.field`.

/** Reads a dotted path; undefined when any segment is missing. Only own properties count, so a
 * path such as `lead.constructor` never reaches the prototype. */
export function getPath(obj: unknown, path: string): unknown {
  let current: unknown = obj;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Writes a dotted path immutably: returns a new object, copying only the objects along the path,
 * so signals see a new reference and untouched slices keep theirs. */
export function setPath<T extends object>(obj: T, path: string, value: unknown): T {
  return setKeys(obj, path.split('.'), 0, value) as T;
}

function setKeys(obj: object, keys: string[], at: number, value: unknown): object {
  const key = keys[at];
  const record = obj as Record<string, unknown>;
  const child = Object.hasOwn(record, key) ? record[key] : undefined;
  const next = at === keys.length - 1 ? value : setKeys(isObject(child) ? child : {}, keys, at + 1, value);
  return { ...record, [key]: next };
}

function isObject(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}
