// What an editor's variant files must hold for the chat to look and read right on every channel.
// The rules run on the repository's variants and again with the partner docs/partners.md shows
// added (one YAML file, no logo, no banner): a partner added as the docs say keeps them green.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatters } from '../../../src/engine/formatters.ts';
import { interpolate } from '../../../src/engine/interpolate.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { textValues } from '../../../src/engine/textValues.ts';
import { docsPartner, partnersOf, repository, SPEC_ROUTES, variants, withDocsPartner, type ContentProject } from './realVariants.ts';
import { discountPercentForCompany } from '../../../src/domain/discount.ts';
import { themeContrast } from '../../../src/contracts/themeContrast.ts';

const PUBLIC = join(process.cwd(), 'public');
const DEFAULT_BANNER = '/banners/mycon.svg';
const docsProject = withDocsPartner();
afterAll(() => docsProject.cleanup());

/** The intro as the visitor reads it on this variant: its overrides, else the flow's texts, with {variant.…} filled in. */
function intro({ flow, variants }: ContentProject, name: string): string {
  const v = variants[name];
  return ['copy-message-1', 'copy-message-2']
    .flatMap((id) => [v.texts?.[id] ?? flow.steps[id]?.say ?? []].flat())
    .map((text) => interpolate(text, textValues(initialState(), v), formatters))
    .join(' ')
    .replace(/<[^>]+>/g, '');
}

describe.each([repository, docsProject])('variant files ($label)', (project) => {
  const all = Object.values(project.variants);
  const partners = partnersOf(project.variants);

  it('pass the flow check (ids, colours, text overrides, routes)', () => {
    expect(project.variantDiagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([]);
  });

  it('greet on every channel with no interest, no down payment and the best rate in the country (spec section 1)', () => {
    for (const v of all) {
      const text = intro(project, v.name);
      expect(text, v.name).toContain('sem juros');
      expect(text, v.name).toContain('sem entrada');
      expect(text, v.name).toContain('melhor taxa do país');
    }
  });

  it('promise the first-instalment discount exactly where the variant has one, at its percentage', () => {
    for (const v of all) {
      const promised = /(\d+)% de desconto na primeira parcela/.exec(intro(project, v.name));
      expect(promised !== null, v.name).toBe(v.desconto === true);
      if (promised) expect(Number(promised[1]), v.name).toBe(discountPercentForCompany(v.empresaId));
    }
  });

  it('give each partner its own greeting, colours, banner (or the default one), brand, messaging link and tag container', () => {
    const distinct = (list: unknown[]) => new Set(list).size;
    expect(distinct(partners.map((v) => v.texts?.['copy-message-1']))).toBe(partners.length);
    const ownBanners = partners.map((v) => v.bannerSrc).filter((src) => src !== DEFAULT_BANNER);
    expect(distinct(ownBanners)).toBe(ownBanners.length);
    expect(distinct(partners.map((v) => v.gtmId))).toBe(partners.length);
    expect(distinct(partners.map((v) => v.linkWhatsApp))).toBe(partners.length);
    for (const v of partners) {
      expect(v.theme, v.name).not.toEqual(project.variants.main.theme);
      expect(v.brand, v.name).not.toBe('mycon');
    }
  });

  // The logo is optional (the header falls back to the Mycon logo, tests/unit/ui/header.test.tsx);
  // a banner is named in the file, so a name with no file is a mistake.
  it('name banners that exist in public/ as 720 × 200 SVGs, and ship any logo as a real PNG', () => {
    for (const v of all) {
      for (const src of [v.bannerSrc, v.referral?.bannerSrc]) {
        if (!src) continue;
        expect(existsSync(join(PUBLIC, src)), `${v.name}: ${src}`).toBe(true);
        expect(readFileSync(join(PUBLIC, src), 'utf8'), src).toMatch(/^<svg [^>]*viewBox="0 0 720 200"/);
      }
      const logo = join(PUBLIC, 'brands', `${v.brand}.png`);
      if (existsSync(logo)) expect(readFileSync(logo).subarray(1, 4).toString(), logo).toBe('PNG');
    }
  });

  // The header text is white; primary is a button background under primaryForeground and a text
  // colour on white (outlined options): each pair must stay readable (WCAG AA, 4.5:1).
  // flows:check holds the variant files to these pairs; this also covers docs/partners.md's example.
  it('keep text readable on every theme colour', () => {
    for (const v of all) {
      const faint = themeContrast({ ...project.variants.main.theme, ...v.theme }).filter((check) => !check.passes);
      expect(
        faint.map((check) => `${check.pair}: ${check.ratio.toFixed(2)}:1`),
        v.name,
      ).toEqual([]);
    }
  });

  it('leave the discount percentage to the company rule: no variant states one (issue 14 item 9)', () => {
    for (const v of all) expect(v.descontoPercentual, v.name).toBeUndefined();
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

  it('tell app-partner visitors they pay half until awarded and get 50 % off the first instalment', () => {
    const text = intro(repository, 'auto-mais-app');
    expect(text).toContain('paga só metade da parcela até ser contemplado');
    expect(text).toContain(`${discountPercentForCompany(variants['auto-mais-app'].empresaId)}% de desconto na primeira parcela`);
  });

  it('item 10: the main and app routes show a banner: the default one in defaults.yaml, promising no discount they do not give', () => {
    for (const name of ['main', 'app']) {
      const v = variants[name];
      expect(v.bannerSrc, name).toBe(DEFAULT_BANNER);
      expect(v.desconto, name).toBe(false);
      const svg = readFileSync(join(PUBLIC, v.bannerSrc!), 'utf8');
      expect(svg, name).toContain('Consórcio sem juros');
      expect(svg, name).not.toMatch(/desconto|1ª PARCELA/i);
    }
    // Every route has a banner now; partners keep their own.
    for (const v of Object.values(variants)) expect(v.bannerSrc, v.name).toBeTruthy();
  });
});
