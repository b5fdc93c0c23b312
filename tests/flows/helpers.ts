// Shared by the compiler tests: fixture locations and a compact diagnostic line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFlows, type Diagnostic, type RegistryNames } from '../../scripts/compiler/index.ts';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(PROJECT_ROOT, 'tests', 'fixtures', 'flows');

export function fixture(name: string): { root: string; registries: RegistryNames } {
  const root = join(FIXTURES, name);
  return { root, registries: JSON.parse(readFileSync(join(root, 'registries.json'), 'utf8')) as RegistryNames };
}

/** `flows/main.yaml:7:11 error message`: what the CLI prints, without the column padding. */
export function line(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.severity} ${d.message}`;
}

/** The diagnostic lines of in-memory content over a minimal defaults file. */
export function check(files: Record<string, string>, registries = {}): string[] {
  const base = {
    'variants/defaults.yaml':
      'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\n',
  };
  return compileFlows({ root: '/in-memory', files: { ...base, ...files }, registries }).diagnostics.map(line);
}
