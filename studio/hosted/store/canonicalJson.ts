// One text for one value, whatever order its keys were written in: what the audit log hashes.

/** JSON with object keys sorted at every level, no spaces; undefined members left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite');
    if (typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol')
      throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`);
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  const entries = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}
