// Where each name a flow uses (action, guard, validator, mask, component) is implemented, so the
// draft editor's etapa in depth can point an editor at the file. The code is the studio's own
// checkout (drafts change content, never code), so it is read from disk, once per name. Registries
// spread phase sub-registries and lazy lists, so the file is found by the best match in the
// registry's folder: a file named after the name, then a file exporting it, then a file defining
// it as an object key or listing it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REGISTRY_MODULES, type RegistryKind } from '../../../scripts/compiler/registryNames.ts';

export type Implementations = Record<RegistryKind, Record<string, string>>;

export function findImplementations(root: string, names: Record<RegistryKind, readonly string[]>): Implementations {
  const out = {} as Implementations;
  for (const kind of Object.keys(REGISTRY_MODULES) as RegistryKind[]) {
    const dir = join(root, dirname(REGISTRY_MODULES[kind].file));
    const files = listSources(dir).map((path) => ({ path: relative(root, path).replace(/\\/g, '/'), text: readFileSync(path, 'utf8') }));
    out[kind] = {};
    for (const name of names[kind]) {
      const file = bestMatch(name, files);
      if (file) out[kind][name] = file;
    }
  }
  return out;
}

function bestMatch(name: string, files: ReadonlyArray<{ path: string; text: string }>): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tests: Array<(f: { path: string; text: string }) => boolean> = [
    (f) => new RegExp(`/${escaped}\\.tsx?$`).test(f.path),
    (f) => new RegExp(`export\\s+(?:async\\s+)?(?:function|const)\\s+${escaped}\\b`).test(f.text),
    (f) => new RegExp(`(?:^|[\\s{,])['"]?${escaped}['"]?\\s*[:(]`, 'm').test(f.text) && !/\/index\.tsx?$/.test(f.path),
    // Defined right in a phase registry (`pixOffered: paymentOffered('pix')`).
    (f) => new RegExp(`(?:^|[\\s{,])${escaped}\\s*:`, 'm').test(f.text),
    (f) => new RegExp(`['"]${escaped}['"]`).test(f.text),
  ];
  for (const test of tests) {
    const hit = files.find(test);
    if (hit) return hit.path;
  }
  return undefined;
}

function listSources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
