// Interface copy (flows/ui.yaml): the checker's rules for it, and the rule that no visitor-facing
// words stay in the code.
import { describe, expect, it } from 'vitest';
import { checkFlows } from '../../scripts/flows-check.ts';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { renderUiCopyFile } from '../../scripts/compiler/uiCopy.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_VALUES, findHardcodedCopy, scanSource } from '../../scripts/hardcoded-copy.ts';
import { fixture, line, PROJECT_ROOT } from './helpers.ts';
import { initialState } from '../../src/engine/initialState.ts';
import { stepMessages } from '../../src/engine/stepMessages.ts';
import { formatters } from '../../src/engine/formatters.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';

const DEFAULTS =
  'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\n';
const FLOW = 'start: a\nsteps:\n  a:\n    say: Olá\n    end: true\n';

function check(files: Record<string, string>): string[] {
  return compileFlows({ root: '/in-memory', files: { 'variants/defaults.yaml': DEFAULTS, 'flows/a.yaml': FLOW, ...files } }).diagnostics.map(line);
}

describe('flows:check on the ui-copy fixture', () => {
  const { root, registries } = fixture('ui-copy');
  const result = checkFlows({ root, registries });

  it('reports each mistake an editor can make with ui copy at its file:line:col, with a suggestion', async () => {
    // The fixture's tiny flow leaves most real registrations unused: not what this test is about.
    const reported = (await result).diagnostics.filter((d) => !d.message.includes('is registered but no flow names it'));
    expect(reported.map(line)).toEqual([
      'flows/ui.yaml:6:20 error ui.plans.planCardTerm: malformed placeholder {plan.meses}: write {name}, a camelCase parameter the code passes',
      'src/ui/Pay.tsx:5:15 error visitor-facing text "Enviando…" is written in code: move it to flows/ui.yaml (or flows/messages.yaml) and read it by id (useCopy(), ctx.copy)',
      'src/ui/Pay.tsx:5:29 error visitor-facing text "PAGAR AGORA" is written in code: move it to flows/ui.yaml (or flows/messages.yaml) and read it by id (useCopy(), ctx.copy)',
      'variants/partner.yaml:3:3 warning variant "partner": texts.hello repeats the text of the flow word for word: delete it here so a change to the default reaches this variant too',
      'variants/partner.yaml:5:3 error variant "partner": ui override "cardSubmti" names no ui copy (did you mean "cardSubmit"?)',
      'variants/partner.yaml:6:26 error variant "partner": ui.cardInstalmentOption: placeholder {cont} is not a parameter of this copy (did you mean "count"?) (parameters: {count}, {amount})',
      'variants/partner.yaml:7:3 warning variant "partner": ui.cardSubmit repeats the text of the flow\'s ui copy word for word: delete it here so a change to the default reaches this variant too',
    ]);
  });
});

describe('ui copy in the compiler', () => {
  it('collects it from any flow file and hands it to the variant as overrides', () => {
    const result = compileFlows({
      root: '/in-memory',
      files: {
        'variants/defaults.yaml': DEFAULTS,
        'flows/a.yaml': FLOW,
        'flows/ui.yaml': "ui:\n  payment:\n    cardBack: VOLTAR\n  plans:\n    planCardTerm: '{months} meses'\n",
        'variants/p.yaml': "route: /p\nui:\n  cardBack: Voltar ao chat\n  planCardTerm: 'em {months} parcelas'\n",
      },
      strict: true,
    });
    expect(result.diagnostics.map(line)).toEqual([]);
    expect(result.flow.ui).toEqual({ cardBack: 'VOLTAR', planCardTerm: '{months} meses' });
    expect(result.variants.p.ui).toEqual({ cardBack: 'Voltar ao chat', planCardTerm: 'em {months} parcelas' });
  });

  it('names both places of a copy id defined twice', () => {
    expect(
      check({ 'flows/ui.yaml': 'ui:\n  payment:\n    cardBack: VOLTAR\n', 'flows/b.yaml': 'ui:\n  plans:\n    x: y\n  page:\n    cardBack: Voltar\n' }),
    ).toEqual(['flows/ui.yaml:3:5 error duplicate ui copy id "cardBack": also defined at flows/b.yaml:5:5']);
  });

  it('rejects HTML in ui copy, which the screens would show as typed', () => {
    expect(check({ 'flows/ui.yaml': 'ui:\n  payment:\n    cardBack: VOLTAR\n', 'variants/p.yaml': "route: /p\nui:\n  cardBack: '<b>VOLTAR</b>'\n" })).toEqual([
      'variants/p.yaml:3:14 error variant "p": ui.cardBack: <b> would show as typed: ui copy is plain text',
    ]);
  });

  it('warns on a message override identical to the one it inherits from the variant it extends', () => {
    const lines = check({
      'flows/messages.yaml': 'messages:\n  required: Preencha\n',
      'variants/p.yaml': 'route: /p\nmessages:\n  required: Obrigatório\n',
      'variants/q.yaml': 'route: /q\nextends: p\nmessages:\n  required: Obrigatório\n',
    });
    expect(lines).toEqual([
      'variants/q.yaml:4:3 warning variant "q": messages.required repeats the text of the variant it extends word for word: delete it here so a change to the default reaches this variant too',
    ]);
  });

  it('types each id and the parameters its text takes', () => {
    const file = renderUiCopyFile({ cardBack: 'VOLTAR', cardInstalmentOption: '{count}x de {amount} sem juros' }, '// banner');
    expect(file).toContain('export type UiCopyId =\n  | "cardBack"\n  | "cardInstalmentOption";');
    expect(file).toContain('  cardInstalmentOption: { count: string | number; amount: string | number };');
    expect(file).not.toContain('  cardBack:');
  });
});

describe('no visitor-facing words in code', () => {
  it('src/ui, src/domain and src/actions read every word a visitor sees from the content', () => {
    const { flow } = compileFlows({ root: PROJECT_ROOT });
    const ids = new Set([...Object.keys(flow.ui ?? {}), ...Object.keys(flow.messages)]);
    expect(findHardcodedCopy(PROJECT_ROOT, ids).map(line)).toEqual([]);
  });

  const scan = (source: string) => scanSource('src/ui/X.tsx', source).map((d) => `${d.line}:${d.col} ${d.message.split('"')[1]}`);

  it('finds JSX text, read attributes, labels, strings rendered through ?: and prose anywhere', () => {
    const source = [
      'const HINT = "Aperte ENTER para enviar:";',
      "export const LABEL_CONTINUE = 'CONTINUAR';",
      'const LINKS = [{ label: "Blog", path: "/blog" }];',
      'export function X({ on }: { on: boolean }) {',
      '  return <nav aria-label="Menu principal"><img alt="QR Code" />{on ? "VOLTAR" : null} Início</nav>;',
      '}',
    ].join('\n');
    expect(scan(source)).toEqual([
      '1:14 Aperte ENTER para enviar:',
      '2:31 CONTINUAR',
      '3:25 Blog',
      '5:26 Menu principal',
      '5:52 QR Code',
      '5:70 VOLTAR',
      '5:86 Início',
    ]);
  });

  it('leaves alone comments, class names, test ids, types, imports, logs, errors, analytics events, selectors and copy ids', () => {
    const source = [
      "import type { A } from './não é texto';",
      '// Aperte ENTER para enviar: (a comment)',
      "type Plan = 'Paga Metade' | 'Parcela Reduzida';",
      'export function X({ copy, ctx }: any) {',
      "  console.error('[x] falhou ao carregar');",
      "  if (!ctx) throw new Error('sem contexto válido');",
      "  ctx.analytics.track('Plano Selecionado', {});",
      "  document.querySelectorAll('input, select, button');",
      "  const kind = ctx.kind === 'boleto código' ? 'pix' : 'boleto';",
      `  return <p className="card-form__field card-form__field--nome" data-testid="pay-code" aria-label={copy('menuLabel')}>{copy('cardBack')}</p>;`,
      '}',
    ].join('\n');
    expect(scanSource('src/ui/X.tsx', source, new Set(['menuLabel', 'cardBack']))).toEqual([]);
  });

  it('keeps the reviewed data values list current: each value is still in its file', () => {
    const stale = Object.entries(DATA_VALUES).flatMap(([file, values]) => {
      const source = existsSync(join(PROJECT_ROOT, file)) ? readFileSync(join(PROJECT_ROOT, file), 'utf8') : '';
      return Object.keys(values)
        .filter((value) => !source.includes(`'${value}'`) && !source.includes(`"${value}"`))
        .map((value) => `${file}: ${value}`);
    });
    expect(stale, 'drop these from DATA_VALUES in scripts/hardcoded-copy.ts').toEqual([]);
  });

  it('lets the reviewed data values through only in their own file', () => {
    const source = "export const NAMES = ['Integral', 'Paga Metade'] as const;";
    expect(scanSource('src/domain/planTypes.ts', source)).toEqual([]);
    expect(scanSource('src/domain/other.ts', source).map(line)).toEqual([
      expect.stringMatching(/^src\/domain\/other\.ts:1:35 error visitor-facing text "Paga Metade"/),
    ]);
  });
});

describe("numbers that are a variant's data", () => {
  it('a text reads them as {variant.field}; a misspelt one is an error with a suggestion', () => {
    const lines = check({
      'variants/p.yaml':
        "route: /p\nempresaId: 97\ndesconto: true\ntexts:\n  a: 'Ganhe {variant.descontoPercentual}% de desconto, ou {variant.descontoPercentul}%'\n",
    });
    expect(lines).toEqual([
      'variants/p.yaml:5:59 error variant "p": texts.a: placeholder {variant.descontoPercentul}: "variant.descontoPercentul" is not a variant setting (did you mean "variant.descontoPercentual"?)',
    ]);
  });

  it('the chat fills them from the variant the visitor came through, the discount as the compiler resolved it', () => {
    const texts = { a: 'Ganhe <b>{variant.descontoPercentual}% de desconto</b> em {variant.campanhaId}' };
    const say = (v: object) => stepMessages('a', { say: 'Olá' }, { texts, ...v } as unknown as ResolvedVariant, initialState(), formatters).map((m) => m.text);
    // The runtime applies no rule: it reads the field (the company rule is the compiler's, tests/flows/compileFlows.test.ts).
    expect(say({ empresaId: 90, descontoPercentual: 60, campanhaId: 851 })).toEqual(['Ganhe <b>60% de desconto</b> em 851']);
    expect(say({ empresaId: 97, descontoPercentual: 50, campanhaId: 851 })).toEqual(['Ganhe <b>50% de desconto</b> em 851']);
  });
});
