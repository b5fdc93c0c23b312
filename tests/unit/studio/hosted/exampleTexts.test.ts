// The review shows what a visitor would read (issue 24 item 7): each placeholder of a changed text
// filled with the example situation's value by the chat's own interpolator, and marked as an
// example; the visitor's answers are the sample fixture's (flows/fixtures/), a partner's setting
// ({variant.descontoPercentual}) the compiled one. One compile of the committed content for the
// file, and one of a fixture changed.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { editYaml, readYaml } from '../../../../studio/edit/yamlEdit.ts';
import { type ExampleContent, exampleContentAt, exampleValues, shownPieces, withExamples } from '../../../../studio/hosted/server/exampleTexts.ts';
import { sandboxSample } from '../../../../studio/hosted/server/sampleState.ts';
import { readContentFiles } from '../../../../studio/hosted/gate/treeFiles.ts';
import { createRunner } from '../../../../studio/hosted/git/runGit.ts';

const REPO_ROOT = join(import.meta.dirname, '../../../..');
const GREETING = 'Olá, {lead.nome|firstName}! Ganhe <b>{variant.descontoPercentual}% de desconto</b>.';

let head: string;
let files: Record<string, string>;
let content: ExampleContent;
/** Maria's name as the fixture that owns it writes it. */
let nome: string;
const LEAD = 'flows/fixtures/lead-saved.yaml';

beforeAll(async () => {
  head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  files = await readContentFiles(createRunner({ gitDir: join(REPO_ROOT, '.git') }), head);
  content = exampleContentAt(head, files);
  nome = String(readYaml(files[LEAD], ['state', 'lead', 'nome']));
}, 60_000);

describe('a text as the example situation shows it', () => {
  it("fills each placeholder with the example's value, marked as an example, the markup left as written", () => {
    const pieces = shownPieces(GREETING, exampleValues(content, 'rota99'));
    const firstName = nome.split(' ')[0];
    const discount = content.variants.rota99.descontoPercentual;
    expect(discount, 'the compiler fills the rota99 discount from the company rule').toEqual(expect.any(Number));
    expect(pieces).toEqual([
      { text: 'Olá, ' },
      { text: firstName, example: true },
      { text: '! Ganhe <b>' },
      { text: String(discount), example: true },
      { text: '% de desconto</b>.' },
    ]);
  });

  it('leaves a value inside a tag (a link address) unmarked, and a text without placeholders whole', () => {
    const values = exampleValues(content, null);
    expect(shownPieces('<a href="{plan.regulamentoUrl}">regulamento</a>', values)).toEqual([
      { text: '<a href="' },
      { text: sandboxSample.plan.regulamentoUrl },
      { text: '">regulamento</a>' },
    ]);
    expect(shownPieces('Sem campos.', values)).toEqual([{ text: 'Sem campos.' }]);
  });

  it("gives each changed text of a review its shown pieces, before with the published settings and after with the draft's", () => {
    const change = { partner: 'rota99', before: ['{variant.descontoPercentual}%'], after: ['Agora {variant.descontoPercentual}% para {lead.nome}'] };
    const [shown] = withExamples([change], { before: { commit: head, files }, after: { commit: head, files } });
    const discount = String(content.variants.rota99.descontoPercentual);
    expect(shown.beforeShown).toEqual([[{ text: discount, example: true }, { text: '%' }]]);
    expect(shown.afterShown[0].filter((piece) => piece.example).map((piece) => piece.text)).toEqual([discount, nome]);
    expect(shown.after).toEqual(change.after);
  });

  it("shows the visitor's answers as the fixture file writes them: a name changed there is the name shown", () => {
    const renamed = { ...files, [LEAD]: editYaml(files[LEAD], ['state', 'lead', 'nome'], 'Joana Prado') };
    const change = { partner: null, before: ['Oi, {lead.nome|firstName}'], after: ['Olá, {lead.nome|firstName}'] };
    const [shown] = withExamples([change], { before: { commit: head, files }, after: { commit: 'f'.repeat(40), files: renamed } });
    expect(shown.beforeShown[0][1]).toEqual({ text: nome.split(' ')[0], example: true });
    expect(shown.afterShown[0][1]).toEqual({ text: 'Joana', example: true });
  });
});
