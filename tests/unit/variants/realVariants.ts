// The repository's variant files, compiled the way the app gets them (defaults merged in), the
// spec's fixed route table (tests/fixtures/spec/routes.yaml), and the same content with the
// partner docs/partners.md shows added as one YAML file: the variant rules run on both, so a
// partner added as the docs say keeps them green.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import type { CompiledFlow, ResolvedVariant } from '../../../src/contracts/content.ts';
import type { PriceTable } from '../../../src/domain/planTypesForTable.ts';

const ROOT = process.cwd();

export interface ContentProject {
  label: string;
  root: string;
  flow: CompiledFlow;
  variants: Record<string, ResolvedVariant>;
  /** Problems the flow check reports in variants/*.yaml (other files are other tests' business). */
  variantDiagnostics: ReturnType<typeof compileFlows>['diagnostics'];
}

function project(label: string, root: string): ContentProject {
  const compiled = compileFlows({ root });
  return {
    label,
    root,
    flow: compiled.flow,
    variants: compiled.variants,
    variantDiagnostics: compiled.diagnostics.filter((d) => d.file.startsWith('variants/')),
  };
}

export const repository = project('the repository', ROOT);
export const variants = repository.variants;
export const variantDiagnostics = repository.variantDiagnostics;

export interface SpecRoute {
  route: string;
  ids: [number, number, number] | null;
  desconto: boolean;
  tipoTabela: PriceTable;
  /** An entry channel (home, app, performance, offer, abandonment) rather than a partner. */
  channel?: boolean;
}

/** Spec section 2's routes, section 9's ids (campaign/purchase/company), discount and price table. */
export const SPEC_ROUTES: readonly SpecRoute[] = (parse(readFileSync(join(ROOT, 'tests/fixtures/spec/routes.yaml'), 'utf8')) as { routes: SpecRoute[] }).routes;

const CHANNEL_ROUTES = new Set(SPEC_ROUTES.filter((r) => r.channel).map((r) => r.route));

/** Partners: every variant but the spec's entry channels, including partners added after the spec. */
export function partnersOf(all: Record<string, ResolvedVariant>): ResolvedVariant[] {
  return Object.values(all).filter((v) => !CHANNEL_ROUTES.has(v.route!));
}

/** The partner file docs/partners.md tells an editor to write: the YAML block under "Add a partner". */
export function docsPartner(): { name: string; yaml: string } {
  const docs = readFileSync(join(ROOT, 'docs/partners.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Add a partner'));
  const block = /```yaml\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/partners.md: no ```yaml block under "## Add a partner"');
  const yaml = block[1].replace(/^ {3}/gm, ''); // the block is indented under a list item
  const route = (parse(yaml) as { route: string }).route;
  return { name: route.replace(/^\//, ''), yaml };
}

/** A throwaway copy of flows/ and variants/ with the docs' partner file added (`yaml`, by default the
 * docs' own), and the repository's public/ linked in so the banner and logo rules see its images. */
export function withDocsPartner(yaml = docsPartner().yaml): ContentProject & { cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'docs-partner-'));
  cpSync(join(ROOT, 'flows'), join(root, 'flows'), { recursive: true });
  cpSync(join(ROOT, 'variants'), join(root, 'variants'), { recursive: true });
  symlinkSync(join(ROOT, 'public'), join(root, 'public'), 'dir');
  writeFileSync(join(root, 'variants', `${docsPartner().name}.yaml`), yaml);
  return { ...project('with the partner docs/partners.md shows', root), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
