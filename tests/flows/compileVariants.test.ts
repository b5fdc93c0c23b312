// The compiler's checks of variant files, one problem at a time: colours and contrast, ids and
// routes, the discount percentage and its company rule.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { check, line } from './helpers.ts';

describe('compileFlows on variant files', () => {
  it('checks variants: colours, missing ids, duplicate routes, unknown extends', () => {
    const flow = { 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n' };
    const lines = check({
      ...flow,
      'variants/defaults.yaml': 'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\n',
      'variants/one.yaml': 'route: /x\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\ntheme: { background: "#12" }\n',
      'variants/two.yaml': 'extends: oen\nroute: /x\ncompraId: 2\nempresaId: 3\n',
    });
    expect(lines).toEqual([
      'variants/one.yaml:5:22 error variant "one": theme.background: "#12" must be a CSS hex colour such as #0b6bcb',
      'variants/two.yaml:1:1 error variant "two": campanhaId is missing (set it here, in the file it extends, or in defaults)',
      'variants/two.yaml:1:10 error variant "two": extends "oen", which is not a variant file (did you mean "one"?)',
      'variants/two.yaml:2:8 error variant "two": route "/x" is already used by variant "one" (variants/one.yaml:1:8)',
    ]);
  });

  it('follows the likely fix of a misspelt route, so the steps after it are not reported as unreachable', () => {
    const flow = [
      'start: a',
      'steps:',
      '  a:',
      '    nxet: b',
      '  b:',
      '    next: fimm',
      '  fim:',
      '    say: Fim',
      '    end: true',
      '  orphan:',
      '    say: Nada',
      '    end: true',
    ];
    expect(check({ 'flows/a.yaml': flow.join('\n') })).toEqual([
      'flows/a.yaml:4:5 error step "a": unknown key "nxet" (did you mean "next"?)',
      'flows/a.yaml:6:11 error step "b": next → "fimm" is not a step (did you mean "fim"?)',
      'flows/a.yaml:10:3 warning step "orphan" is unreachable from start "a"',
    ]);
  });

  it('reports two variants that save leads with the same ids but promise different discounts', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'variants/plain.yaml': 'route: /plain\ncampanhaId: 7\ncompraId: 8\nempresaId: 9\n',
      'variants/promo.yaml': 'route: /promo\ncampanhaId: 7\ncompraId: 8\nempresaId: 9\ndesconto: true\n',
    });
    expect(lines).toEqual([
      'variants/promo.yaml:1:1 error campaign discount: variant "promo" sends compraId/empresaId 8/9 with 50 % off, but variant "plain" sends them with 0 % — give them different ids or the same discount (variants/*.yaml)',
    ]);
  });

  it('rejects a theme colour that leaves text below WCAG AA, at the colour the file sets', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'variants/defaults.yaml':
        'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\ntheme:\n  background: "#263238"\n  primaryBackground: "#0b6bcb"\n  primaryForeground: "#ffffff"\n',
      'variants/pale.yaml': 'route: /a\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\ntheme:\n  primaryBackground: "#9ecbff"\n',
      'variants/faint.yaml': 'route: /b\ncampanhaId: 1\ncompraId: 4\nempresaId: 5\ntheme:\n  primaryForeground: "#3f7fc0"\n',
      'variants/inherits-pale.yaml': 'extends: pale\nroute: /c\ncompraId: 6\n',
      'variants/readable.yaml': 'route: /d\ncampanhaId: 1\ncompraId: 7\nempresaId: 8\ntheme:\n  background: "#000000"\n',
    });
    expect(lines).toEqual([
      'variants/faint.yaml:6:22 error variant "faint": text too faint on theme.primaryForeground — Button text on the primary background: contrast 1.26:1 (#3f7fc0 on #0b6bcb), below WCAG AA 4.5:1',
      'variants/pale.yaml:6:22 error variant "pale": text too faint on theme.primaryBackground — Button text on the primary background: contrast 1.69:1 (#ffffff on #9ecbff), below WCAG AA 4.5:1',
      'variants/pale.yaml:6:22 error variant "pale": text too faint on theme.primaryBackground — White on the primary background: contrast 1.69:1 (#ffffff on #9ecbff), below WCAG AA 4.5:1',
    ]);
  });

  it('issue 14 item 9: rejects a variant whose discount percentage contradicts the company rule (60 % for company 97)', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'variants/defaults.yaml': 'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\n',
      'variants/ninety-seven.yaml': 'route: /a\ncampanhaId: 1\ncompraId: 2\nempresaId: 97\ndesconto: true\ndescontoPercentual: 50\n',
      'variants/sixty.yaml': 'route: /b\ncampanhaId: 1\ncompraId: 3\nempresaId: 4\ndesconto: true\ndescontoPercentual: 60\n',
      'variants/inherits.yaml': 'extends: sixty\nroute: /c\ncompraId: 5\n',
      'variants/agrees.yaml': 'route: /d\ncampanhaId: 1\ncompraId: 6\nempresaId: 97\ndesconto: true\ndescontoPercentual: 60\n',
      'variants/derived.yaml': 'route: /e\ncampanhaId: 1\ncompraId: 7\nempresaId: 97\ndesconto: true\n',
    });
    expect(lines).toEqual([
      'variants/agrees.yaml:6:21 warning variant "agrees": descontoPercentual 60 repeats the company rule (empresaId 97 gives 60 %): the compiler fills it in, so remove it here',
      'variants/inherits.yaml:1:1 error variant "inherits": descontoPercentual 60 (inherited) contradicts the company rule — empresaId 4 gives 50 % (spec section 9: 60 for company 97, 50 otherwise); remove it or write 50',
      'variants/ninety-seven.yaml:6:21 error variant "ninety-seven": descontoPercentual 50 contradicts the company rule — empresaId 97 gives 60 % (spec section 9: 60 for company 97, 50 otherwise); remove it or write 60',
      'variants/sixty.yaml:6:21 error variant "sixty": descontoPercentual 60 contradicts the company rule — empresaId 4 gives 50 % (spec section 9: 60 for company 97, 50 otherwise); remove it or write 50',
    ]);
  });

  it('resolves the discount percentage once: filled from the company on every variant with desconto, and on its referral form', () => {
    const files = {
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'variants/defaults.yaml':
        'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\nreferral:\n  campanhaId: 605\n  compraId: 130\n  empresaId: 58\n  desconto: true\n',
      'variants/ninety-seven.yaml': 'route: /a\ncampanhaId: 1\ncompraId: 2\nempresaId: 97\ndesconto: true\n',
      'variants/plain.yaml': 'route: /b\ncampanhaId: 1\ncompraId: 3\nempresaId: 97\n',
      'variants/extends-it.yaml': 'extends: ninety-seven\nroute: /c\ncompraId: 4\nempresaId: 90\n',
    };
    const { variants, diagnostics } = compileFlows({ root: '/in-memory', files });
    expect(diagnostics.map(line)).toEqual([]);
    expect(variants['ninety-seven']).toMatchObject({ desconto: true, descontoPercentual: 60, referral: { empresaId: 58, descontoPercentual: 50 } });
    // No discount, no percentage: nothing for a text to read.
    expect(variants.plain.descontoPercentual).toBeUndefined();
    expect(variants.plain.referral?.descontoPercentual).toBe(50);
    // Inherited desconto, its own company: its own rate, not its parent's.
    expect(variants['extends-it'].descontoPercentual).toBe(50);
  });

  it('refuses a variant whose discount would differ by plan type: its greeting could not promise one number', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'variants/mixed.yaml':
        'route: /a\ncampanhaId: 1\ncompraId: 2\nempresaId: 90\ndesconto: true\nplanIds:\n  PARCELA_REDUZIDA: { empresaId: 97, compraId: 5 }\n',
      'variants/same-rate.yaml':
        'route: /b\ncampanhaId: 1\ncompraId: 6\nempresaId: 90\ndesconto: true\nplanIds:\n  PARCELA_REDUZIDA: { empresaId: 99, compraId: 7 }\n',
      'variants/no-discount.yaml': 'route: /c\ncampanhaId: 1\ncompraId: 8\nempresaId: 90\nplanIds:\n  PARCELA_REDUZIDA: { empresaId: 97, compraId: 9 }\n',
    });
    expect(lines).toEqual([
      'variants/mixed.yaml:7:3 error variant "mixed": the discount would differ by plan type — empresaId 90 (CREDITO_INTEGRAL, CREDITO_PAGAMETADE) gives 50 %, empresaId 97 (PARCELA_REDUZIDA) gives 60 %; one greeting cannot promise both (spec section 9: 60 for company 97, 50 otherwise): give every plan type a company with the same rate',
    ]);
  });
});
