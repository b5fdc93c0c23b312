// docs/partners.md's promise, held by flows:check and not by these tests: a partner file written as
// the docs show passes it, with the docs' greeting or any other greeting that keeps the rules; one
// whose greeting breaks a rule is refused by flows:check, with the rule named and the file:line of
// the text to fix.
import { afterAll, describe, expect, it } from 'vitest';
import { checkFlows } from '../../../scripts/flows-check.ts';
import { docsPartner, withDocsPartner } from './realVariants.ts';

const partner = docsPartner();
const file = `variants/${partner.name}.yaml`;
const GREETING_2 = /^( {2}copy-message-2: ).*$/m;

/** The docs' file with its copy-message-2 replaced. */
function withGreeting(text: string): string {
  if (!GREETING_2.test(partner.yaml)) throw new Error('docs/partners.md: the example has no copy-message-2 line');
  return partner.yaml.replace(GREETING_2, `$1${JSON.stringify(text)}`);
}

/** Line and column of the copy-message-2 text in the partner file. */
function greetingAt(yaml: string): string {
  const lines = yaml.split('\n');
  const index = lines.findIndex((l) => GREETING_2.test(l));
  return `${file}:${index + 1}:${lines[index].indexOf('"') + 1}`;
}

const projects: Array<{ cleanup(): void }> = [];
afterAll(() => projects.forEach((p) => p.cleanup()));

/** flows:check (no code scan: the copy has no src/) on the repository's content with this partner file. */
async function flowsCheck(yaml: string) {
  const project = withDocsPartner(yaml);
  projects.push(project);
  return checkFlows({ root: project.root, registries: {}, strict: true });
}

describe('a partner file written as docs/partners.md shows', () => {
  it.each([
    ['the docs’ own greeting', partner.yaml],
    [
      'another greeting that keeps the promises',
      withGreeting(
        'Consórcio <b>sem juros</b> e <b>sem entrada</b>, com a <b>melhor taxa do país</b>: são <b>{variant.descontoPercentual}% de desconto na primeira parcela</b> para você!',
      ),
    ],
  ])('passes flows:check --strict with %s', async (_label, yaml) => {
    const result = await flowsCheck(yaml);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`)).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

describe('a partner file whose greeting breaks a rule', () => {
  it.each([
    {
      broken: 'drops the discount promise',
      text: 'Aqui o consórcio é <b>sem juros</b> e <b>sem entrada</b>, com a <b>melhor taxa do país</b>. Vamos simular?',
      rule: /texts\.copy-message-2: desconto is on, but the greeting does not promise the discount — discount rule \(spec section 9\)/,
    },
    {
      broken: 'drops "melhor taxa do país"',
      text: 'Aqui o consórcio é <b>sem juros</b> e <b>sem entrada</b>. E você ganha <b>{variant.descontoPercentual}% de desconto na primeira parcela</b>.',
      rule: /texts\.copy-message-2: the greeting does not say "melhor taxa do país" — greeting rule \(spec section 1\)/,
    },
    {
      broken: 'promises another percentage than the company’s',
      text: 'Aqui o consórcio é <b>sem juros</b> e <b>sem entrada</b>, com a <b>melhor taxa do país</b>. E você ganha <b>60% de desconto na primeira parcela</b>.',
      rule: /texts\.copy-message-2: the greeting promises 60%, but this variant's discount is 50 % \(empresaId 903\).* — discount rule/,
    },
  ])('is refused by flows:check when it $broken, at the line of the text, with the rule named', async ({ text, rule }) => {
    const yaml = withGreeting(text);
    const result = await flowsCheck(yaml);
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(`${error.file}:${error.line}`).toBe(greetingAt(yaml).replace(/:\d+$/, ''));
    expect(error.message).toMatch(rule);
    // What the terminal, the overlay and CI print: the same line, at file:line:col.
    expect(result.report).toContain(`${file}:${error.line}:${error.col}`);
  });
});
