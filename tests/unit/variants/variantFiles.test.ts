// What an editor's variant files must hold for the chat to look and read right on every channel.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../../scripts/flow-compiler/compileFlows.ts';
import { interpolate } from '../../../src/engine/interpolate.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { textValues } from '../../../src/engine/textValues.ts';
import { SPEC_ROUTES, variantDiagnostics, variants } from './realVariants.ts';
import { discountPercentForCompany } from '../../../src/domain/discount.ts';

const PUBLIC = join(process.cwd(), 'public');
const flow = compileFlows({ root: process.cwd() }).flow;
const all = Object.values(variants);
const partners = all.filter((v) => !['/', '/app', '/performance', '/oferta', '/abandono-imovel'].includes(v.route!));

/** The intro as the visitor reads it on this variant: its overrides, else the flow's texts, with {variant.…} filled in. */
function intro(name: string): string {
  const v = variants[name];
  return ['copy-message-1', 'copy-message-2']
    .flatMap((id) => [v.texts?.[id] ?? flow.steps[id]?.say ?? []].flat())
    .map((text) => interpolate(text, textValues(initialState(), v)))
    .join(' ')
    .replace(/<[^>]+>/g, '');
}

describe('variant files', () => {
  it('pass the flow check (ids, colours, text overrides, routes)', () => {
    expect(variantDiagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([]);
  });

  it('greet on every channel with no interest, no down payment and the best rate in the country (spec section 1)', () => {
    for (const v of all) {
      const text = intro(v.name);
      expect(text, v.name).toContain('sem juros');
      expect(text, v.name).toContain('sem entrada');
      expect(text, v.name).toContain('melhor taxa do país');
    }
  });

  it('tell app-partner visitors they pay half until awarded and get 50 % off the first instalment', () => {
    const text = intro('auto-mais-app');
    expect(text).toContain('paga só metade da parcela até ser contemplado');
    expect(text).toContain(`${discountPercentForCompany(variants['auto-mais-app'].empresaId)}% de desconto na primeira parcela`);
  });

  it('promise the first-instalment discount exactly where the variant has one, at its percentage', () => {
    for (const v of all) {
      const promised = /(\d+)% de desconto na primeira parcela/.exec(intro(v.name));
      expect(promised !== null, v.name).toBe(v.desconto === true);
      if (promised) expect(Number(promised[1]), v.name).toBe(discountPercentForCompany(v.empresaId));
    }
  });

  it('give each partner its own greeting, colours, banner, brand logo, messaging link and tag container', () => {
    const distinct = (key: (v: (typeof partners)[number]) => unknown) => new Set(partners.map(key)).size;
    expect(distinct((v) => v.texts?.['copy-message-1'])).toBe(partners.length);
    expect(distinct((v) => v.bannerSrc)).toBe(partners.length);
    expect(distinct((v) => v.gtmId)).toBe(partners.length);
    expect(distinct((v) => v.linkWhatsApp)).toBe(partners.length);
    for (const v of partners) {
      expect(v.theme, v.name).not.toEqual(variants.main.theme);
      expect(v.brand, v.name).not.toBe('mycon');
    }
  });

  it('point at banners and logos that exist in public/', () => {
    const files = new Set<string>();
    for (const v of all) {
      if (v.bannerSrc) files.add(v.bannerSrc);
      if (v.referral?.bannerSrc) files.add(v.referral.bannerSrc);
      files.add(`/brands/${v.brand}.png`);
    }
    for (const file of files) expect(existsSync(join(PUBLIC, file)), file).toBe(true);
  });

  it('item 10: the main and app routes show a banner: the default one in defaults.yaml, promising no discount they do not give', () => {
    for (const name of ['main', 'app']) {
      const v = variants[name];
      expect(v.bannerSrc, name).toBe('/banners/mycon.svg');
      expect(v.desconto, name).toBe(false);
      const svg = readFileSync(join(PUBLIC, v.bannerSrc!), 'utf8');
      expect(svg, name).toContain('Consórcio sem juros');
      expect(svg, name).not.toMatch(/desconto|1ª PARCELA/i);
    }
    // Every route has a banner now; partners keep their own.
    for (const v of all) expect(v.bannerSrc, v.name).toBeTruthy();
  });

  it('ship real images: SVG banners and PNG logos', () => {
    for (const v of all) {
      if (v.bannerSrc) expect(readFileSync(join(PUBLIC, v.bannerSrc), 'utf8'), v.bannerSrc).toMatch(/^<svg [^>]*viewBox="0 0 720 200"/);
      expect(readFileSync(join(PUBLIC, `/brands/${v.brand}.png`)).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  // The header text is white; primary is a button background under primaryForeground and a text
  // colour on white (outlined options): each pair must stay readable (WCAG AA, 4.5:1).
  it('keep text readable on every theme colour', () => {
    for (const v of all) {
      const t = { ...variants.main.theme, ...v.theme };
      expect(contrast(t.background!, '#ffffff'), `${v.name} header`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.primaryBackground!, t.primaryForeground!), `${v.name} buttons`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.primaryBackground!, '#ffffff'), `${v.name} primary on white`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leave the discount percentage to the company rule: no variant states one (issue 14 item 9)', () => {
    for (const v of all) expect(v.descontoPercentual, v.name).toBeUndefined();
    expect(SPEC_ROUTES.length).toBe(all.length);
  });
});

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
