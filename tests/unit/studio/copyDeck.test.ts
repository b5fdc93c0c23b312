// The copy deck: export, review in a spreadsheet, import back through the edit engine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAllContent } from '../../../studio/edit/contentFiles.ts';
import { collectCopy } from '../../../studio/copy-deck/collectCopy.ts';
import { deckSheet, readCsv, readXlsx, writeCsv, writeXlsx, type Sheet } from '../../../studio/copy-deck/deckSheet.ts';
import { changedSince, GitRefError } from '../../../studio/copy-deck/changedSince.ts';
import { importCopy } from '../../../studio/copy-deck/importDeck.ts';
import { main as exportMain } from '../../../scripts/copy-export.ts';
import { main as importMain } from '../../../scripts/copy-import.ts';
import { copyFixture, copyProjectContent, type Project } from './studioFixture.ts';

let project: Project | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
  vi.restoreAllMocks();
});

const exported = (root: string) => deckSheet(collectCopy(readAllContent(root)));

/** Sets one cell (by row id and column name) of a sheet. */
function setCell(sheet: Sheet, id: string, column: string, text: string): Sheet {
  const c = sheet.header.indexOf(column);
  return { header: sheet.header, rows: sheet.rows.map((row) => (row[0] === id ? row.map((cell, i) => (i === c ? text : cell)) : row)) };
}

describe('the copy deck', () => {
  it("lists flow texts, bubbles, option labels, placeholders and field messages, with each variant's own wording", () => {
    const deck = collectCopy(readAllContent(join(import.meta.dirname, '..', '..', '..')));
    const row = (id: string) => deck.rows.find((r) => r.id === id);
    expect(row('copy-message-1')).toMatchObject({ phase: 'intro', kind: 'text', default: expect.stringMatching(/^Olá! 👋 Que bom ter você aqui/) });
    expect(row('copy-message-1')!.overrides.rota99).toMatch(/^Olá, motorista! 👋 Na parceria Rota 99/);
    expect(row('copy-message-1')!.overrides.main).toBeUndefined();
    expect(row('copy-message-2 option 1')).toMatchObject({ kind: 'option', default: 'SIMULAR AGORA' });
    expect(row('lead-select-plan#2')).toMatchObject({ kind: 'text', default: expect.stringContaining('<b>Paga Metade</b>') });
    expect(row('message required')).toMatchObject({ phase: 'messages', kind: 'message', default: 'Preencha para continuar! 😊' });
    expect(deck.rows.some((r) => r.kind === 'placeholder')).toBe(true);
    expect(deck.variants).toContain('rota99');
    expect(deck.variants).not.toContain('defaults');
  });

  it('writes and reads back every emoji of a large workbook (exceljs/JSZip slice long parts mid-character)', async () => {
    // 3000 rows of 👋 after a varying number of letters: some pair lands on every slice boundary.
    const sheet: Sheet = { header: ['id', 'default'], rows: Array.from({ length: 3000 }, (_, i) => [`t${i}`, `${'a'.repeat(i % 7)}Olá 👋 ${i} 😊`]) };
    expect(await readXlsx(await writeXlsx(sheet))).toEqual(sheet);
  });

  it.each(['xlsx', 'csv'] as const)('round trip through %s without changes changes no byte of any YAML file', async (format) => {
    project = copyProjectContent();
    const before = project.snapshot();
    const sheet = exported(project.root);
    const back = format === 'xlsx' ? await readXlsx(await writeXlsx(sheet)) : readCsv(writeCsv(sheet));
    expect(back).toEqual(sheet);
    const result = await importCopy(project.root, back);
    expect(result).toMatchObject({ changes: [], problems: [], edits: [] });
    expect(project.snapshot()).toEqual(before);
  });

  it('one cell changed in Excel becomes one changed line of the variant file, which still compiles', async () => {
    project = copyProjectContent();
    const before = project.snapshot();
    // Change the cell inside the exported workbook's XML, as another spreadsheet program would save it.
    const deck = exported(project.root);
    const before5 = deck.rows.find((r) => r[0] === 'copy-message-1')![deck.header.indexOf('rota99')];
    const zip = await JSZip.loadAsync(await writeXlsx(deck));
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(xml).toContain(`>${escape(before5)}<`);
    // The reviewer's new words keep the cell's placeholders ({variant.descontoPercentual}).
    const reviewed = `Olá, motorista Rota 99! 👋 ${before5}`;
    zip.file('xl/worksheets/sheet1.xml', xml.replace(`>${escape(before5)}<`, `>${escape(reviewed)}<`));
    const sheet = await readXlsx(await zip.generateAsync({ type: 'nodebuffer' }));
    const result = await importCopy(project.root, sheet);
    expect(result.problems).toEqual([]);
    expect(result.changes).toEqual([
      expect.objectContaining({ id: 'copy-message-1', variant: 'rota99', column: expect.stringMatching(/^[A-Z]+ \(rota99\)$/), after: reviewed }),
    ]);
    expect(result.outcome).toMatchObject({ status: 200, written: true });
    const after = project.snapshot();
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual(['variants/rota99.yaml']);
    const lines = (text: string) => text.split('\n');
    const changed = lines(after['variants/rota99.yaml']).filter((line, i) => line !== lines(before['variants/rota99.yaml'])[i]);
    expect(changed).toEqual([`  copy-message-1: "${reviewed.replace(/"/g, '\\"')}"`]);
  });

  it('a variant cell on a several-bubble step creates the whole override; emptying it resets to the default', async () => {
    project = copyProjectContent();
    const original = project.read('variants/app.yaml');
    await importCopy(project.root, setCell(exported(project.root), 'lead-select-plan#2', 'app', 'No <b>Paga Metade</b>, pelo app.'));
    expect(project.read('variants/app.yaml')).toBe(
      original + '  lead-select-plan:\n    - "Como você prefere pagar?"\n    - "No <b>Paga Metade</b>, pelo app."\n',
    );
    await importCopy(project.root, setCell(exported(project.root), 'lead-select-plan#2', 'app', ''));
    expect(project.read('variants/app.yaml')).toBe(original);
  });

  it('a UI copy cell of a variant becomes `ui: { id: … }` in its file (flat ids, as the schema asks), and reads back in its row', async () => {
    project = copyProjectContent();
    const sheet = setCell(exported(project.root), 'ui page.menuOpen', 'rota99', 'Abrir o menu da Rota 99');
    const result = await importCopy(project.root, sheet);
    expect(result.problems).toEqual([]);
    expect(project.read('variants/rota99.yaml')).toMatch(/\nui:\n  menuOpen: "Abrir o menu da Rota 99"\n$/);
    const row = collectCopy(readAllContent(project.root)).rows.find((r) => r.id === 'ui page.menuOpen')!;
    expect(row.overrides.rota99).toBe('Abrir o menu da Rota 99');
  });

  it('reports the cells it cannot apply by row and column, and applies the others', async () => {
    project = copyProjectContent();
    let sheet = exported(project.root);
    const rowOf = (id: string) => sheet.rows.findIndex((r) => r[0] === id) + 2;
    sheet = setCell(sheet, 'message creditMin', 'default', 'O crédito mínimo é {valeu}');
    sheet = setCell(sheet, 'message creditMax', 'default', 'O crédito máximo foi ultrapassado');
    sheet = setCell(sheet, 'copy-message-2', 'rota99', 'Vamos <script>simular</script>?');
    sheet = setCell(sheet, 'copy-message-2 option 1', 'rota99', 'SIMULAR');
    sheet = setCell(sheet, 'lead-add-email', 'default', 'Qual e-mail você mais usa?');
    sheet = { header: sheet.header, rows: [...sheet.rows, ['copy-mesage-1', '', '', 'Oi']] };
    const before = project.snapshot();
    const result = await importCopy(project.root, sheet);
    expect(result.problems.map((p) => [p.row, p.column.split(' ')[0], p.message])).toEqual(
      [
        [rowOf('copy-message-2'), expect.any(String), expect.stringMatching(/^HTML outside the allow-list: .*script/)],
        [rowOf('copy-message-2 option 1'), expect.any(String), expect.stringMatching(/cannot change an option label/)],
        [rowOf('message creditMax'), 'D', expect.stringMatching(/placeholder \{value\} removed/)],
        [rowOf('message creditMin'), 'D', expect.stringMatching(/placeholder \{valeu\} is not in the original text \(did you mean "value"\?\)/)],
        [sheet.rows.length + 1, 'A', 'unknown id "copy-mesage-1" (did you mean "copy-message-1"?)'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    // The one good cell is applied; nothing else moved.
    const after = project.snapshot();
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual(['flows/lead.yaml']);
    expect(after['flows/lead.yaml']).toContain('"Qual e-mail você mais usa?"');
  });

  it('npm run copy:export / copy:import [--dry-run] [--update-tests]: a dry run writes nothing; words a test asserts need --update-tests', async () => {
    project = copyProjectContent();
    const before = project.snapshot();
    const out = join(project.root, 'copy.csv');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await exportMain(['--out', out, '--root', project.root])).toBe(0);
    const edited = writeCsv(setCell(readCsv(readFileSync(out, 'utf8')), 'error-general', 'default', 'Ops! Tente de novo.'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(out, edited);
    // The spec's error sentence is asserted word for word by two conversation tests.
    expect(await importMain([out, '--dry-run', '--root', project.root])).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/asserts the words "Desculpe, estamos passando[\s\S]*--update-tests/);
    expect(project.snapshot()).toEqual(before);
    errors.mockClear();
    expect(await importMain([out, '--dry-run', '--update-tests', '--root', project.root])).toBe(0);
    expect(project.snapshot()).toEqual(before);
    expect(await importMain([out, '--update-tests', '--root', project.root])).toBe(0);
    expect(project.read('flows/errors.yaml')).toContain('"Ops! Tente de novo."');
    expect(project.read('flows/tests/intro.yaml')).toContain('- bot: "Ops! Tente de novo."');
    expect(errors).not.toHaveBeenCalled();
    expect(await importMain([join(project.root, 'copy.txt'), '--root', project.root])).toBe(2);
  });

  /** Several git processes: a generous limit, as a busy machine starts them slowly. */
  const GIT_LIMIT_MS = 60_000;
  it(
    'marks the rows changed since a git ref (a default and a variant override)',
    async () => {
      project = copyFixture();
      const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: project!.root, stdio: 'pipe' });
      git('init', '-q');
      git('add', '.');
      git('commit', '-q', '-m', 'content');
      let sheet = exported(project.root);
      sheet = setCell(sheet, 'bye', 'default', 'Tchau!');
      sheet = setCell(sheet, 'message required', 'parceiro', 'Falta este, parceiro!');
      await importCopy(project.root, sheet);
      const deck = collectCopy(readAllContent(project.root));
      expect([...changedSince(project.root, deck, 'HEAD')].sort()).toEqual(['bye', 'message required']);
      expect(() => changedSince(project!.root, deck, 'no-such-branch')).toThrow(GitRefError);
      expect(() => changedSince(project!.root, deck, '--output=/tmp/x')).toThrow(GitRefError);
    },
    GIT_LIMIT_MS,
  );
});
