// What an editor's variant files must hold for the chat to look and read right on every channel is
// flows:check's to say (scripts/compiler/contentRules.ts: the greeting's promises, the discount
// promise at the variant's percentage, banners and logos, each partner its own; each rule is tested
// on its fixture in tests/flows/contentRules.test.ts). Here: the repository's content passes it with
// --strict, and so does the content with the partner docs/partners.md shows added (one YAML file,
// no logo, no banner); then what only the spec says of its own variants.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlows, type RegistryNames } from '../../../scripts/compiler/index.ts';
import { loadRegistries } from '../../../scripts/flows-check.ts';
import { docsPartner, partnersOf, repository, SPEC_ROUTES, variants, withDocsPartner } from './realVariants.ts';

const PUBLIC = join(process.cwd(), 'public');
const DEFAULT_BANNER = '/banners/mycon.svg';
const docsProject = withDocsPartner();
afterAll(() => docsProject.cleanup());

let registries: RegistryNames;
beforeAll(async () => {
  registries = (await loadRegistries(process.cwd())).registries;
});

describe.each([repository, docsProject])('the content ($label)', (project) => {
  it('passes flows:check --strict: every content rule holds, with the names the code registers', () => {
    const { diagnostics } = compileFlows({ root: project.root, registries, strict: true });
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`)).toEqual([]);
  });

  it('marks its greeting, so the greeting rules hold it: the conversation starts there', () => {
    expect(project.flow.steps[project.flow.start].greeting).toBe(true);
  });

  it('resolves the discount percentage on every variant with the discount, and on none without', () => {
    for (const v of Object.values(project.variants)) expect(v.descontoPercentual !== undefined, v.name).toBe(v.desconto === true);
  });
});

describe('the spec’s own variants', () => {
  it('the docs’ partner is in the copy the rules run on, on its own route', () => {
    const partner = docsPartner();
    expect(docsProject.variants[partner.name]?.route).toBe(`/${partner.name}`);
  });

  it('every partner of the spec ships its own PNG logo', () => {
    const specPartners = partnersOf(variants).filter((v) => SPEC_ROUTES.some((r) => r.route === v.route));
    expect(specPartners).toHaveLength(SPEC_ROUTES.filter((r) => !r.channel).length);
    for (const v of specPartners) expect(existsSync(join(PUBLIC, 'brands', `${v.brand}.png`)), v.name).toBe(true);
  });

  it('item 10: the main and app routes show a banner: the default one in defaults.yaml, with the spec’s promise', () => {
    for (const name of ['main', 'app']) {
      const v = variants[name];
      expect(v.bannerSrc, name).toBe(DEFAULT_BANNER);
      expect(v.desconto, name).toBe(false);
      expect(readFileSync(join(PUBLIC, v.bannerSrc!), 'utf8'), name).toContain('Consórcio sem juros');
    }
    // Every route has a banner now; partners keep their own.
    for (const v of Object.values(variants)) expect(v.bannerSrc, v.name).toBeTruthy();
  });
});
