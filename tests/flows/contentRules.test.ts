// The rules about content flows:check enforces (scripts/compiler/contentRules.ts and
// checkErrorSteps.ts), each on the fixture tests/fixtures/flows/content-rules: its flow, main and
// good-partner keep every rule, every other variant breaks one, and each problem comes back at its
// file:line:col with the rule named. That the real content keeps them is
// tests/unit/variants/variantFiles.test.ts (flows:check --strict on the repository).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { fixture, line } from './helpers.ts';

const { root, registries } = fixture('content-rules');
const lines = compileFlows({ root, registries }).diagnostics.map(line);
const of = (variant: string) => lines.filter((l) => l.startsWith(`variants/${variant}.yaml:`));

/** The fixture's flows and variants as in-memory files, with `changes` applied (public/ stays the fixture's). */
function edited(changes: Record<string, (text: string) => string>): string[] {
  const files: Record<string, string> = {};
  for (const dir of ['flows', 'variants']) {
    for (const name of readdirSync(join(root, dir))) files[`${dir}/${name}`] = readFileSync(join(root, dir, name), 'utf8');
  }
  for (const [file, change] of Object.entries(changes)) files[file] = change(files[file]);
  return compileFlows({ root, registries, files }).diagnostics.map(line);
}

describe('the content rules on the content-rules fixture', () => {
  it('leave alone a variant keeping them all: the flow’s greeting, or its own with its discount, banner, logo and colours', () => {
    expect(of('main')).toEqual([]);
    expect(of('good-partner')).toEqual([]);
  });

  it('greeting rule: the greeting says "sem juros", "sem entrada" and "melhor taxa do país", at the override that dropped one', () => {
    expect(of('drops-promise')).toEqual([
      'variants/drops-promise.yaml:7:10 error variant "drops-promise": texts.hello: the greeting does not say "sem juros" — greeting rule (spec section 1): every greeting says "sem juros", "sem entrada", "melhor taxa do país"',
    ]);
  });

  it('greeting rule, in the flow itself: reported once at the flow’s text, naming the variants that show it', () => {
    // A variant overriding part of its greeting is told at its own text instead (it can say it there).
    const flowLines = edited({ 'flows/main.yaml': (text) => text.replace('Com a <b>melhor taxa do país</b>. ', '') });
    expect(flowLines.filter((l) => l.startsWith('flows/main.yaml:') && l.includes('greeting rule'))).toEqual([
      'flows/main.yaml:13:10 error variants "default-colours", "discount-banner", "fake-logo" and 5 more: step "offer": the greeting does not say "melhor taxa do país" — greeting rule (spec section 1): every greeting says "sem juros", "sem entrada", "melhor taxa do país"',
    ]);
  });

  it('half-payment rule: on the paga_metade price table the greeting says the visitor pays half until awarded', () => {
    expect(of('half-payment')).toEqual([
      'variants/half-payment.yaml:6:13 error variant "half-payment": tipoTabela is paga_metade, but the greeting does not say "paga só metade da parcela até ser contemplado" — half-payment rule (spec section 9): on the paga_metade price table the greeting says "paga só metade da parcela até ser contemplado"',
    ]);
  });

  describe('discount rule', () => {
    const rule =
      'discount rule (spec section 9): a variant with desconto promises "{variant.descontoPercentual}% de desconto na primeira parcela" in its greeting, and no other variant promises a discount';

    it('a variant with desconto promises it in its greeting', () => {
      expect(of('forgets-discount')).toEqual([
        `variants/forgets-discount.yaml:8:10 error variant "forgets-discount": texts.offer: desconto is on, but the greeting does not promise the discount — ${rule}`,
      ]);
    });

    it('at its own percentage: a number written in the text that is not the company’s is pointed at', () => {
      expect(of('wrong-percent')).toEqual([
        `variants/wrong-percent.yaml:8:52 error variant "wrong-percent": texts.offer: the greeting promises 50%, but this variant's discount is 60 % (empresaId 97); write {variant.descontoPercentual} instead of the number — ${rule}`,
      ]);
    });

    it('a variant without desconto promises none: in its greeting, in a text reading the percentage, on its banner', () => {
      expect(of('promises-without')).toEqual([
        `variants/promises-without.yaml:7:46 error variant "promises-without": texts.offer: the greeting promises "50% de desconto na primeira parcela", but the variant has no desconto (set desconto: true, or drop the promise) — ${rule}`,
      ]);
      expect(of('reads-percent')).toEqual([
        `variants/reads-percent.yaml:7:27 error variant "reads-percent": texts.bye: reads {variant.descontoPercentual}, but the variant has no desconto, so the visitor would read an empty number — ${rule}`,
      ]);
      expect(of('discount-banner')).toEqual([
        'variants/discount-banner.yaml:6:12 error variant "discount-banner": bannerSrc "/banners/promo.svg": the banner promises a discount, but the variant has no desconto — discount rule (spec section 9): only a variant with desconto promises a discount',
      ]);
    });
  });

  it('banner rule: a named banner is in public/, and an SVG one is 720 × 200', () => {
    const rule = 'banner rule (docs/partners.md): a named banner is a file in public/, an SVG one 720 × 200';
    expect(of('missing-banner')).toEqual([
      `variants/missing-banner.yaml:6:12 error variant "missing-banner": bannerSrc "/banners/nope.svg": there is no public/banners/nope.svg (add the file, or remove bannerSrc to show the default banner) — ${rule}`,
    ]);
    expect(of('small-banner')).toEqual([
      `variants/small-banner.yaml:6:12 error variant "small-banner": bannerSrc "/banners/small.svg": an SVG banner is 720 × 200: its <svg> needs viewBox="0 0 720 200" — ${rule}`,
    ]);
  });

  it('logo rule: a logo found by the brand name is a real PNG (an absent one is fine: the header shows Mycon’s)', () => {
    expect(of('fake-logo')).toEqual([
      'variants/fake-logo.yaml:6:8 error variant "fake-logo": brand "fake": public/brands/fake.png is not a PNG image (its first bytes say otherwise) — logo rule (docs/partners.md): the logo public/brands/<brand>.png (or .svg) is a real image of that type, or absent',
    ]);
  });

  it('partner rule: a partner copied from another keeps none of its tag container, messaging link or greeting, nor the default colours', () => {
    const rule = "partner rule (docs/partners.md): a partner's tag container, messaging link, banner, greeting and colours are its own";
    expect(of('partner-copy')).toEqual([
      `variants/partner-copy.yaml:8:8 error variant "partner-copy": gtmId "GTM-GOOD" is also the one variants/good-partner.yaml:9:8 sets — ${rule}`,
      `variants/partner-copy.yaml:9:15 error variant "partner-copy": linkWhatsApp "https://wa.me/5511111111111" is also the one variants/good-partner.yaml:10:15 sets — ${rule}`,
      `variants/partner-copy.yaml:13:10 error variant "partner-copy": texts.offer: the greeting is word for word variant "good-partner"'s (variants/good-partner.yaml:16:10) — ${rule}`,
    ]);
    expect(of('default-colours')).toEqual([
      `variants/default-colours.yaml:6:8 error variant "default-colours": a partner (brand "colours") keeps the default colours: set its theme — ${rule}`,
    ]);
  });

  it('error steps: an on: error target without error: true is a warning at the target, an error with --strict', () => {
    const warning =
      'flows/main.yaml:22:3 warning step "oops" is an on: error target (of "offer") but not marked as an error step: add error: true, so a reload or TENTAR NOVAMENTE does not resume on it';
    expect(lines.filter((l) => l.startsWith('flows/'))).toEqual([warning]);
    const strict = compileFlows({ root, registries, strict: true }).diagnostics.map(line);
    expect(strict).toContain(warning.replace(' warning ', ' error '));
    const marked = edited({ 'flows/main.yaml': (text) => text.replace('  oops:\n', '  oops:\n    error: true\n') });
    expect(marked.filter((l) => l.startsWith('flows/'))).toEqual([]);
  });

  it('report nothing else', () => {
    expect(lines).toHaveLength(15);
  });
});

describe('the greeting rules apply where a flow marks its greeting', () => {
  it('a flow with no greeting: true step is held to none of them (the small flows of the other tests)', () => {
    const unmarked = edited({ 'flows/main.yaml': (text) => text.replaceAll('    greeting: true\n', '') });
    expect(unmarked.filter((l) => /greeting rule|half-payment rule|discount rule \(spec section 9\): a variant/.test(l))).toEqual([
      // What a variant's own texts read stays checked: it does not depend on the greeting.
      expect.stringMatching(/^variants\/reads-percent\.yaml:7:27 error .* reads \{variant\.descontoPercentual\}/),
    ]);
  });
});
