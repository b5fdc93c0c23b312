// Registrations no flow names: code kept alive for nothing (or a flow that lost a reference by
// mistake). Reported where the name is registered when the source can be found, else at the
// registry module.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CompiledFlow } from '../../src/contracts/content.ts';
import { collectNames, type FlowNames } from './collectNames.ts';
import type { Diagnostic } from './diagnostics.ts';
import { didYouMean } from '../../src/text/didYouMean.ts';
import { REGISTRY_MODULES, type RegistryKind, type RegistryNames } from './registryNames.ts';

const USED: Record<RegistryKind, keyof FlowNames> = {
  actions: 'ActionName',
  guards: 'GuardName',
  validators: 'ValidatorName',
  masks: 'MaskName',
  components: 'ComponentName',
};
const LABEL: Record<RegistryKind, string> = { actions: 'action', guards: 'guard', validators: 'validator', masks: 'mask', components: 'component' };

/** `fixtureActions`: the actions state fixtures replay (flows/fixtures), which count as named too. */
export function checkUnused(flow: CompiledFlow, registries: RegistryNames, root: string, out: Diagnostic[], fixtureActions: readonly string[] = []): void {
  const used = collectNames(flow);
  for (const kind of Object.keys(USED) as RegistryKind[]) {
    const registered = registries[kind];
    if (!registered) continue;
    const names = new Set([...used[USED[kind]], ...(kind === 'actions' ? fixtureActions : [])]);
    // A flow naming "saveLed" is already an error suggesting "saveLead": not unused, misspelt.
    for (const name of names) {
      const meant = registered.includes(name) ? undefined : didYouMean(name, registered);
      if (meant) names.add(meant);
    }
    for (const name of registered) {
      if (names.has(name)) continue;
      const at = whereRegistered(root, kind, name);
      const message = `${LABEL[kind]} "${name}" is registered but no flow names it: remove the registration, or name it in a step of flows/*.yaml`;
      out.push({ ...at, severity: 'warning', message, code: 'registry.unused', args: { kind, name } });
    }
  }
}

/** The first `name:` / `name,` key in the registry's folder (its phase files), else the registry module. */
function whereRegistered(root: string, kind: RegistryKind, name: string): Pick<Diagnostic, 'file' | 'line' | 'col'> {
  const module = REGISTRY_MODULES[kind].file;
  const key = new RegExp(`(^|[\\s{,])(${name})\\s*[:,}]`);
  for (const file of sourceFiles(join(root, dirname(module)))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trimStart().startsWith('//') || lines[i].trimStart().startsWith('*')) continue;
      const match = key.exec(lines[i]);
      if (match) return { file: relative(root, file).split('\\').join('/'), line: i + 1, col: match.index + match[1].length + 1 };
    }
  }
  return { file: module, line: 1, col: 1 };
}

/** .ts/.tsx files under dir, index files first (the registry itself), then the rest in name order. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry)) files.push(path);
    }
  };
  walk(dir);
  const index = (f: string) => (/[\\/]index\.ts$/.test(f) || f.endsWith('registry.ts') ? 0 : 1);
  return files.sort((a, b) => index(a) - index(b) || (a < b ? -1 : 1));
}
