// Where each name a flow uses (action, guard, validator, mask, component) is implemented, so the
// draft editor's etapa in depth can point an editor at the file. One index per checkout: each
// registry's folder is read once, when a name of that kind is first asked for, and every name of
// the kind is matched against that one reading. The hosted studio's code never changes while it
// runs; in local mode the served checkout's code does, so the folder watch clears the index
// (local/followFolder.ts). Registries spread phase sub-registries and lazy lists, so the file is
// found by the best match in the registry's folder: a file named after the name, then a file
// exporting it, then a file defining it as an object key or listing it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REGISTRY_MODULES, type RegistryKind } from '../../../scripts/compiler/registryNames.ts';

/** The folders the registries' files live in (relative to a checkout's root). */
export const REGISTRY_FOLDERS: readonly string[] = [...new Set(Object.values(REGISTRY_MODULES).map((module) => dirname(module.file)))];

export interface CodeIndex {
  /** The checkout-relative file implementing `name`, or null when none is found. */
  file(kind: RegistryKind, name: string): string | null;
  /** Forget every folder read: the next question reads the code on disk again. */
  clear(): void;
}

interface SourceFile {
  path: string;
  text: string;
}

export function codeIndex(root: string): CodeIndex {
  const kinds = new Map<RegistryKind, { files: SourceFile[]; found: Map<string, string | null> }>();
  const read = (kind: RegistryKind) => {
    const dir = join(root, dirname(REGISTRY_MODULES[kind].file));
    const files = listSources(dir).map((path) => ({ path: relative(root, path).replace(/\\/g, '/'), text: readFileSync(path, 'utf8') }));
    return { files, found: new Map<string, string | null>() };
  };
  return {
    file(kind, name) {
      let known = kinds.get(kind);
      if (!known) {
        known = read(kind);
        kinds.set(kind, known);
      }
      if (!known.found.has(name)) known.found.set(name, bestMatch(name, known.files) ?? null);
      return known.found.get(name) ?? null;
    },
    clear: () => kinds.clear(),
  };
}

function bestMatch(name: string, files: readonly SourceFile[]): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tests: Array<(f: SourceFile) => boolean> = [
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
