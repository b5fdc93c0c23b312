// Reads variants/*.yaml and merges each over defaults (and its `extends`) with the flow compiler's
// own resolver, so the sandbox sees exactly the variants the chat is built with. Only the variant
// files are read: the full compileFlows (every flow, schema and name check) takes about a second
// here, this about 50 ms. Problems in the files are not reported here: `npm run flows:check` does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import type { Diagnostic } from './diagnostics.ts';
import { resolveVariants } from './resolveVariants.ts';
import { stateShape } from './stateShape.ts';
import { yamlSource } from './yamlSource.ts';

/** The resolved variants under `root` (keyed by file name, defaults merged in, defaults itself excluded). */
export function loadVariants(root: string): Record<string, ResolvedVariant> {
  const dir = join(root, 'variants');
  if (!existsSync(dir)) return {};
  const sources = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => yamlSource(`variants/${name}`, readFileSync(join(dir, name), 'utf8')));
  const ignored: Diagnostic[] = [];
  // No step list: text overrides are not checked against the flow (the flow is not read).
  return resolveVariants(sources, { stepIds: [], stepSet: undefined, shape: stateShape(), formatters: [], out: ignored });
}
