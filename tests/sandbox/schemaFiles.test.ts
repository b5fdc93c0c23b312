// schemas/api is the single source of the contract: strict, documented, and the client's
// generated types must match it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from '../../scripts/generate-api-types.ts';

const root = process.cwd();
const dir = join(root, 'schemas', 'api');
const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));

/** Every object closed and every property described, at any depth. */
function problems(node: unknown, path: string, out: string[]): string[] {
  if (!node || typeof node !== 'object') return out;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'object' && schema.additionalProperties !== false) out.push(`${path}: additionalProperties must be false`);
  for (const [name, prop] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {})) {
    if (typeof prop.description !== 'string' || !prop.description) out.push(`${path}/${name}: no description`);
    problems(prop, `${path}/${name}`, out);
  }
  if (schema.items) problems(schema.items, `${path}[]`, out);
  return out;
}

describe('schemas/api', () => {
  it('are draft 2020-12, closed and fully described', () => {
    expect(files.length).toBeGreaterThanOrEqual(24);
    for (const file of files) {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      expect(schema.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.title, file).toBeTruthy();
      expect(problems(schema, file, []), file).toEqual([]);
    }
  });

  it('src/generated/api.ts is up to date (npm run flows:types)', async () => {
    const generated = await generateApiTypes(root);
    expect(generated['api.ts']).toBe(readFileSync(join(root, 'src', 'generated', 'api.ts'), 'utf8'));
  });
});
