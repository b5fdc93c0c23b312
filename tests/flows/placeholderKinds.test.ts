// A placeholder must name a value that reads as text: the placeholder-kinds fixture holds a
// boolean, a list and a group of fields put in a sentence, and misspellings whose "did you mean"
// must never offer one of those (tests/fixtures/flows/placeholder-kinds).
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { readsAsText, textValueKinds } from '../../scripts/compiler/textValueKinds.ts';
import { fixture, line } from './helpers.ts';

describe('placeholders of a kind that does not read as text', () => {
  const { root, registries } = fixture('placeholder-kinds');
  const lines = compileFlows({ root, registries, strict: true }).diagnostics.map(line);

  it('refuses {variant.desconto} (a boolean: "ganha true% de desconto"), suggesting the rate', () => {
    expect(lines).toContain(
      'variants/rota99.yaml:9:41 error variant "rota99": texts.hello: placeholder {variant.desconto}: "variant.desconto" is a yes/no value (boolean): the text would read "true" or "false"; a placeholder must be a text or a number (did you mean "variant.descontoPercentual"?)',
    );
  });

  it('refuses a list and a group of fields, each at its file:line:col, saying why', () => {
    expect(lines).toContain(
      'flows/main.yaml:10:19 error step "hello": placeholder {catalogue.ofertas}: "catalogue.ofertas" is a list (array), not one value the text can show; a placeholder must be a text or a number',
    );
    expect(lines).toContain(
      'flows/main.yaml:10:47 error step "hello": placeholder {variant.theme}: "variant.theme" is a group of fields (object): the text would read "[object Object]"; a placeholder must be a text or a number',
    );
  });

  it('suggests nothing rather than an unrelated field for a boolean with no text-valued sibling', () => {
    expect(lines).toContain(
      'flows/main.yaml:9:32 error step "hello": placeholder {flags.hasPlan}: "flags.hasPlan" is a yes/no value (boolean): the text would read "true" or "false"; a placeholder must be a text or a number',
    );
  });

  it('the "did you mean" of an unknown placeholder offers only text-valued ones', () => {
    // variant.desconto and plan.rateio are one edit away, but booleans.
    expect(lines).toContain(
      'variants/rota99.yaml:9:80 error variant "rota99": texts.hello: placeholder {variant.descont}: "variant.descont" is not a variant setting (did you mean "variant.descontoPercentual"?)',
    );
    expect(lines).toContain('flows/main.yaml:11:18 error step "hello": placeholder {plan.ratei}: "plan.ratei" is not in the conversation state');
  });

  it('lets a nullable number, an enum, a $ref-typed setting, a rule number and a formatted name through', () => {
    expect(lines.filter((l) => l.startsWith('flows/main.yaml:12:') || l.startsWith('flows/main.yaml:16:'))).toEqual([]);
    expect(lines).toHaveLength(6);
  });
});

describe('what a text may read', () => {
  const { kinds, textual } = textValueKinds();

  it('knows every kind from the schemas, $ref, anyOf and enum included', () => {
    expect(kinds.get('variant.desconto')).toEqual(['boolean']);
    expect(kinds.get('variant.descontoPercentual')).toEqual(['integer']);
    expect(kinds.get('consorcio.tipoPlano')).toEqual(['string']);
    expect(kinds.get('variant.tipoTabela')).toEqual(['string']);
    expect(kinds.get('plan.taxaAdmTotal')).toEqual(['number', 'null']);
    expect(kinds.get('regras.parcelasCartao')).toEqual(['integer']);
  });

  it('offers as candidates only strings and numbers', () => {
    expect(textual.every((path) => readsAsText(kinds.get(path) ?? []))).toBe(true);
    expect(textual).toContain('variant.descontoPercentual');
    expect(textual).not.toContain('variant.desconto');
    expect(textual).not.toContain('flags.hasPlan');
    expect(textual).not.toContain('catalogue.ofertas');
    expect(textual).not.toContain('variant.theme');
  });
});
