// Generates src/generated/api.ts from schemas/api/*.schema.json: the client's types come
// from the same schemas the sandbox validates with. Used by scripts/flows-types.ts.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { GENERATED_BANNER } from './generate-schema-types.ts';

/** Returns generated file name → contents ({ 'api.ts': ... }). */
export async function generateApiTypes(root: string): Promise<Record<string, string>> {
  const dir = join(root, 'schemas', 'api');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  // One synthetic root whose $defs are the schema files, so shared titles become one type each
  // and every file's own internal $refs still resolve.
  const defs: Record<string, JSONSchema> = {};
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as JSONSchema;
    if (!schema.title) throw new Error(`schemas/api/${file}: a top-level "title" is required (it names the type)`);
    // A shared vocabulary (a bare enum, e.g. matched-error-text) comes in through the files that
    // $ref it; as a $def of its own it would be emitted a second time (MatchedErrorText1).
    if (schema.enum && !schema.type) continue;
    const { $schema: _drop, $id: _id, ...rest } = schema as JSONSchema & { $schema?: string };
    defs[schema.title] = rest as JSONSchema;
  }
  const rootSchema = {
    title: 'SandboxApiSchemas',
    description: 'Every request and response shape of the API contract (schemas/api).',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(defs).map((k) => [k, { $ref: `#/$defs/${k}` }])),
    $defs: defs,
  } as JSONSchema;
  const ts = await compile(rootSchema, 'SandboxApiSchemas', {
    bannerComment: GENERATED_BANNER,
    additionalProperties: false,
    cwd: dir,
    format: true,
    // minItems would turn arrays into tuples ([T, ...T[]]), awkward for callers.
    ignoreMinAndMaxItems: true,
  });
  return { 'api.ts': ts };
}
