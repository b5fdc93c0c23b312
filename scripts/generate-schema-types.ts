// Generates src/generated/{flow,variant,state}.ts from schemas/*.schema.json.
// Used by scripts/flows-types.ts (npm run flows:types); kept separate so it has one job.
import { compile } from 'json-schema-to-typescript';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GENERATED_BANNER = '/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */';

const SCHEMAS = [
  { file: 'flow.schema.json', out: 'flow.ts', name: 'FlowFile' },
  { file: 'variant.schema.json', out: 'variant.ts', name: 'Variant' },
  // The state holds API answers ($ref schemas/api): their minItems must not become tuples, as in api.ts.
  { file: 'state.schema.json', out: 'state.ts', name: 'ConversationState', ignoreMinAndMaxItems: true },
];

/** Returns generated file name → contents, for every top-level schema. */
export async function generateSchemaTypes(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const { file, out, name, ignoreMinAndMaxItems = false } of SCHEMAS) {
    const schema = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8'));
    const ts = await compile(schema, name, {
      bannerComment: GENERATED_BANNER,
      additionalProperties: false,
      cwd: join(root, 'schemas'),
      format: true,
      ignoreMinAndMaxItems,
    });
    files[out] = ts;
  }
  return files;
}
