// The names the code registers (actions, guards, validators, masks, components), read by importing
// each registry module under a root: what `flows:check`, the Vite plugin and the hosted studio's
// gate check flows against. A registry that is missing or fails to import is reported, not thrown.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from './diagnostics.ts';
import { REGISTRY_MODULES, type RegistryKind, type RegistryNames } from './registryNames.ts';

/** Imports a module by absolute path: Node's import here, Vite's SSR loader in the dev server. */
export type ImportModule = (path: string) => Promise<Record<string, unknown>>;

const nodeImport: ImportModule = (path) => import(pathToFileURL(path).href) as Promise<Record<string, unknown>>;

/** Imports each registry module under root and takes its keys; its names are then not checked when it cannot. */
export async function loadRegistries(root: string, importModule: ImportModule = nodeImport): Promise<{ registries: RegistryNames; diagnostics: Diagnostic[] }> {
  const registries: RegistryNames = {};
  const diagnostics: Diagnostic[] = [];
  const report = (file: string, severity: Diagnostic['severity'], message: string, code = 'registry.unloadable') =>
    diagnostics.push({ file, line: 1, col: 1, severity, message, code });
  await Promise.all(
    (Object.entries(REGISTRY_MODULES) as Array<[RegistryKind, { file: string; exportName: string }]>).map(async ([kind, { file, exportName }]) => {
      const path = join(root, file);
      if (!existsSync(path)) {
        report(file, 'warning', `registry not found: ${kind} names are not checked`, 'registry.missing');
        return;
      }
      try {
        const module = await importModule(path);
        const registry = module[exportName];
        if (registry === null || typeof registry !== 'object') {
          report(file, 'error', `does not export "${exportName}" as an object: ${kind} names are not checked`);
          return;
        }
        registries[kind] = Object.keys(registry);
        if (kind === 'actions' || kind === 'components') {
          (registries.outcomes ??= {})[kind] = declaredOutcomes(registry as Record<string, unknown>);
        }
      } catch (error) {
        // The registry must load in Node (no CSS imports, lazy heavy components); say why it did not.
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        report(file, 'error', `could not be imported (${message}): ${kind} names are not checked`);
      }
    }),
  );
  return { registries, diagnostics };
}

/** The `outcomes` list each entry declares (src/engine/outcomes.ts); entries without one are left out. */
function declaredOutcomes(registry: Record<string, unknown>): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const [name, entry] of Object.entries(registry)) {
    const outcomes = (entry as { outcomes?: unknown } | null)?.outcomes;
    if (Array.isArray(outcomes)) out[name] = outcomes.filter((o): o is string => typeof o === 'string');
  }
  return out;
}
