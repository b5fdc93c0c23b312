// npm run flows:types — regenerates src/generated/: the schema types (flow, variant, state),
// names.ts (the unions of names the flows use), uiCopy.ts (the interface copy ids and their
// parameters), stateSubset.ts (the state's schema a saved conversation is checked against) and,
// when scripts/generate-api-types.ts exists, the API types; and the studio contract's types
// (studio/contract/generated/, from schemas/studio). Generation is a pure function (file →
// contents) so a test can compare it with the committed files and fail when they are stale.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectNames, collectOnKeys, renderNamesFile } from './compiler/collectNames.ts';
import { compileFlows } from './compiler/compileFlows.ts';
import { flowNamesSchema, variantNamesSchema } from './compiler/namesSchema.ts';
import { stateShape } from './compiler/stateShape.ts';
import { renderStateSubset, stateSchemaSubset } from './compiler/stateSchemaSubset.ts';
import { countErrors, type Diagnostic } from './compiler/diagnostics.ts';
import { renderUiCopyFile } from './compiler/uiCopy.ts';
import { GENERATED_BANNER, generateSchemaTypes } from './generate-schema-types.ts';
import { writeStudioTypes } from './generate-studio-types.ts';

export const GENERATED_DIR = 'src/generated';

export interface GeneratedTypes {
  /** Path relative to src/generated → contents. */
  files: Record<string, string>;
  /** Problems in the flows (names.ts is generated from what could be read). */
  diagnostics: Diagnostic[];
}

export async function generateTypes(root: string): Promise<GeneratedTypes> {
  const files: Record<string, string> = { ...(await generateSchemaTypes(root)) };
  const { flow, diagnostics } = compileFlows({ root });
  const names = collectNames(flow);
  files['names.ts'] = renderNamesFile(names, GENERATED_BANNER, collectOnKeys(flow));
  // The IDE layer the $schema lines of flows/ and variants/ point at (paths relative to src/generated/).
  const json = (schema: object) => JSON.stringify(schema, null, 2) + '\n';
  const statePaths = stateShape().fields;
  files['flow.names.schema.json'] = json(flowNamesSchema(names, statePaths, '../../schemas/flow.schema.json'));
  files['variant.names.schema.json'] = json(variantNamesSchema(names, statePaths, '../../schemas/variant.schema.json'));
  files['uiCopy.ts'] = renderUiCopyFile(flow.ui ?? {}, GENERATED_BANNER);
  // What a saved conversation's state is checked against before it is resumed (src/session/).
  files['stateSubset.ts'] = renderStateSubset(stateSchemaSubset(root), GENERATED_BANNER);
  for (const [name, contents] of Object.entries(await generateApiTypesIfPresent(root))) {
    if (name in files) throw new Error(`generate-api-types.ts and the schema types both produce src/generated/${name}`);
    files[name] = contents;
  }
  return { files, diagnostics };
}

/** Another module owns the API types; it plugs in by existing and exporting generateApiTypes. */
async function generateApiTypesIfPresent(root: string): Promise<Record<string, string>> {
  const path = join(root, 'scripts', 'generate-api-types.ts');
  if (!existsSync(path)) return {};
  const module = (await import(pathToFileURL(path).href)) as {
    generateApiTypes?: (root: string) => Promise<Record<string, string>>;
  };
  if (typeof module.generateApiTypes !== 'function') {
    throw new Error('scripts/generate-api-types.ts does not export generateApiTypes(root)');
  }
  return module.generateApiTypes(root);
}

export async function writeTypes(root: string): Promise<GeneratedTypes> {
  const generated = await generateTypes(root);
  for (const [name, contents] of Object.entries(generated.files)) {
    const path = join(root, GENERATED_DIR, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
  }
  // The studio's contract types, from schemas/studio (studio/contract/generated).
  await writeStudioTypes(root);
  return generated;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeTypes(process.cwd()).then(
    ({ files, diagnostics }) => {
      console.log(
        `wrote ${Object.keys(files)
          .map((f) => `${GENERATED_DIR}/${f}`)
          .join(', ')}`,
      );
      const errors = countErrors(diagnostics);
      if (errors > 0) console.warn(`the flows have ${errors} error(s); names.ts may be incomplete — run npm run flows:check`);
    },
    (error: unknown) => {
      console.error('flows-types failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
