// Generates studio/contract/generated/studioApi.ts from schemas/studio/*.schema.json: the types of
// the edit engine (studio/edit/), the copy deck (studio/copy-deck/) and the new-partner file writer.
// Written by `npm run flows:types` (scripts/flows-types.ts); tests/flows/generated-fresh.test.ts
// fails when the file is stale. Run alone: npx tsx scripts/generate-studio-types.ts
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_BANNER } from './generate-schema-types.ts';

export const STUDIO_SCHEMAS_DIR = 'schemas/studio';
/** Relative to the project root. */
export const STUDIO_TYPES_FILE = 'studio/contract/generated/studioApi.ts';

/** The studio types' file, relative path → contents. */
export async function generateStudioTypes(root: string): Promise<Record<string, string>> {
  const dir = join(root, STUDIO_SCHEMAS_DIR);
  const rootSchema = {
    title: 'StudioApiSchemas',
    description: "The edit engine's, the copy deck's and the new-partner file's shapes (schemas/studio).",
    type: 'object',
    additionalProperties: false,
    properties: {},
    $defs: bundledDefs(dir),
  } as JSONSchema & { $defs: Record<string, JSONSchema> };
  rootSchema.properties = Object.fromEntries(Object.keys(rootSchema.$defs).map((k) => [k, { $ref: `#/$defs/${k}` }]));
  const ts = await compile(rootSchema, 'StudioApiSchemas', {
    bannerComment: GENERATED_BANNER,
    additionalProperties: false,
    cwd: dir,
    format: true,
    // minItems would turn arrays into tuples ([T, ...T[]]), awkward for callers.
    ignoreMinAndMaxItems: true,
  });
  return { [STUDIO_TYPES_FILE]: ts };
}

/**
 * Every schema file as a $def named by its title, with each reference to another file (a whole
 * studio schema, or a titled fragment such as ../variant.schema.json#/$defs/priceTable) turned into
 * a reference to that $def: one type per shape, however many files refer to it.
 */
function bundledDefs(dir: string): Record<string, JSONSchema> {
  const defs: Record<string, JSONSchema> = {};
  const byFile = new Map<string, string>();
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as JSONSchema;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  for (const file of files) {
    const title = read(join(dir, file)).title;
    if (!title) throw new Error(`${STUDIO_SCHEMAS_DIR}/${file}: a top-level "title" is required (it names the type)`);
    byFile.set(file, title);
  }
  const refTo = (ref: string): string => {
    const [file, pointer = ''] = ref.split('#');
    if (!file) throw new Error(`${STUDIO_SCHEMAS_DIR}: "${ref}": refer to a schema file, not within one (the files are bundled)`);
    if (!pointer && byFile.has(file)) return `#/$defs/${byFile.get(file)}`;
    const fragment = pointer
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], read(join(dir, file))) as JSONSchema | undefined;
    if (!fragment?.title) throw new Error(`${STUDIO_SCHEMAS_DIR}: "${ref}" must point at a schema with a title`);
    defs[fragment.title] = fragment;
    return `#/$defs/${fragment.title}`;
  };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? refTo(value) : rewrite(value)]));
  };
  for (const file of files) {
    const { $schema: _schema, $id: _id, ...schema } = read(join(dir, file)) as JSONSchema & { $schema?: string };
    defs[byFile.get(file)!] = rewrite(schema) as JSONSchema;
  }
  return defs;
}

export async function writeStudioTypes(root: string): Promise<string[]> {
  const files = await generateStudioTypes(root);
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), contents);
  }
  return Object.keys(files);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeStudioTypes(process.cwd()).then(
    (files) => console.log(`wrote ${files.join(', ')}`),
    (error: unknown) => {
      console.error('generate-studio-types failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
