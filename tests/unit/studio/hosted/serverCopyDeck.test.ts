// Issue 24 item 4: the copy deck and a recorded conversation test into a hosted draft. The deck a
// person downloads (a Leitor too, .csv and .xlsx) comes back as one commit on the draft by its
// importer, with only the edited texts changed; a bad row is refused with its row number in
// Portuguese and nothing written; a Leitor's import is 403, a partner manager's row of the shared
// texts refused; a zip bomb is refused in words by the parser process while the server keeps
// answering; the per-cell diff (…/conferir) saves nothing and an import of the ticked cells writes
// only those; a conversation recorded in the preview lands in the draft as flows/tests/<name>.yaml.
// One fixture for the file.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv, readXlsx, type Sheet, writeCsv, writeXlsx } from '../../../../studio/copy-deck/deckSheet.ts';
import { listAudit } from '../../../../studio/hosted/store/audit.ts';
import { git } from './gitFixture.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let admin: string;
let editor: string;

beforeAll(async () => {
  f = await fixtures.make();
  admin = await f.admin();
  editor = await f.person(admin, 'ana@example.com', 'editor');
}, 120_000);
afterAll(() => f?.cleanup());

async function openDraft(cookie: string) {
  const draft = (await f.call('POST', '/api/rascunhos', { cookie })).body.draft;
  return { id: draft.id as string, head: draft.head as string };
}

async function exportCsv(cookie: string, id: string): Promise<Sheet> {
  const answer = await f.call('GET', `/api/rascunhos/${id}/planilha?formato=csv`, { cookie });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('content-disposition')).toContain(`textos-${id}.csv`);
  return readCsv(answer.text);
}

/** The sheet with one cell rewritten: the row of `id`, the column named `column`. */
function edit(sheet: Sheet, id: string, column: string, text: string): Sheet {
  const at = sheet.header.indexOf(column);
  return { header: sheet.header, rows: sheet.rows.map((row) => (row[0] === id ? row.map((cell, i) => (i === at ? text : cell)) : row)) };
}

function form(content: string | Uint8Array<ArrayBuffer>, name: string, baseHead?: string): FormData {
  const data = new FormData();
  data.set('arquivo', new File([content], name));
  if (baseHead) data.set('baseHead', baseHead);
  return data;
}

const rowNumber = (sheet: Sheet, id: string) => sheet.rows.findIndex((row) => row[0] === id) + 2;
const branchHead = (id: string) => git(f.repo.dir, 'rev-parse', f.repo.draftRef(id)).trim();

describe('the copy deck in a hosted draft', { timeout: 120_000 }, () => {
  it('imports an edited sheet as one commit by its importer that changes only the edited texts', async () => {
    const { id, head } = await openDraft(editor);
    let sheet = await exportCsv(editor, id);
    sheet = edit(sheet, 'lead-basic-name', 'default', 'Que escolha boa! 😍 Como você se chama?');
    sheet = edit(
      sheet,
      'copy-message-2',
      'rota99',
      'Na Rota 99 o consórcio é <b>sem juros</b> e <b>sem entrada</b>, com a <b>melhor taxa do país</b>. Bora simular?',
    );
    const answer = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: editor, form: form(writeCsv(sheet), 'textos.csv', head) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.files).toEqual(['flows/lead.yaml', 'variants/rota99.yaml']);
    expect(answer.body.cells.map((cell: { id: string; partner: string | null }) => [cell.id, cell.partner])).toEqual([
      ['copy-message-2', 'rota99'],
      ['lead-basic-name', null],
    ]);
    expect(branchHead(id)).toBe(answer.body.head);
    expect(git(f.repo.dir, 'rev-list', '--count', `${head}..${answer.body.head}`).trim()).toBe('1');
    expect(git(f.repo.dir, 'log', '-1', '--format=%an <%ae>', answer.body.head).trim()).toBe('Ana <ana@example.com>');
    // Minimal splice: one line removed and one added in the flow, the partner's override added.
    const numstat = git(f.repo.dir, 'diff', '--numstat', head, answer.body.head).trim().split('\n');
    expect(numstat).toContainEqual('1\t1\tflows/lead.yaml');
    expect(numstat).toHaveLength(2);
    expect((await f.repo.readFile(answer.body.head, 'flows/lead.yaml'))?.toString()).toContain('Que escolha boa! 😍 Como você se chama?');
    const row = listAudit(f.store).at(-1);
    expect(row).toMatchObject({
      action: 'import',
      actor: 'ana@example.com',
      target: id,
      details: { commit: answer.body.head, import: { name: 'textos.csv', cells: 2 } },
    });
  });

  it('refuses a sheet with bad rows, each by its number in Portuguese, and writes nothing', async () => {
    const { id, head } = await openDraft(editor);
    let sheet = await exportCsv(editor, id);
    sheet = edit(sheet, 'lead-basic-name', 'default', 'Um texto bom que não deve ser salvo');
    sheet = edit(sheet, 'lead-greetings', 'default', 'Prazer em te conhecer! Vou te ajudar.');
    sheet = { ...sheet, rows: [...sheet.rows, ['copy-mesage-1', 'intro', 'text', 'Olá']] };
    const answer = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: editor, form: form(writeCsv(sheet), 'textos.csv', head) });
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.code).toBe('planilha_com_problemas');
    const greetings = rowNumber(sheet, 'lead-greetings');
    const unknown = sheet.rows.length + 1;
    expect(answer.body.error).toContain('Nada foi salvo');
    expect(answer.body.error).toContain(`Linha ${greetings}: O campo {lead.nome|firstName} foi apagado`);
    expect(answer.body.error).toContain(`Linha ${unknown}: O texto "copy-mesage-1" não existe no rascunho (você quis dizer "copy-message-1"?)`);
    expect(answer.body.problems.map((p: { row: number }) => p.row)).toEqual([greetings, unknown]);
    expect(branchHead(id)).toBe(head);
  });

  it("lets a Leitor download but not import, and a partner manager import only their partner's rows", async () => {
    const { id, head } = await openDraft(editor);
    const leitor = await f.person(admin, 'lia@example.com', 'leitor');
    const sheet = await exportCsv(leitor, id);
    const xlsx = await f.fetch(`/api/rascunhos/${id}/planilha`, { headers: { cookie: leitor } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await readXlsx(Buffer.from(await xlsx.arrayBuffer()))).rows).toEqual(sheet.rows);
    const greeting = sheet.rows.find((row) => row[0] === 'copy-message-1')?.[sheet.header.indexOf('rota99')] ?? '';
    const own = edit(sheet, 'copy-message-1', 'rota99', greeting.replace('Olá, motorista!', 'Oi, motorista!'));
    const refused = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: leitor, form: form(writeCsv(own), 'textos.csv', head) });
    expect(refused.status, refused.text).toBe(403);
    const manager = await f.person(admin, 'rui@example.com', 'editor', ['rota99']);
    const shared = edit(own, 'lead-basic-name', 'default', 'Qual é o seu nome?');
    const outside = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: manager, form: form(writeCsv(shared), 'textos.csv', head) });
    expect(outside.status, outside.text).toBe(422);
    expect(outside.body.error).toContain(`Linha ${rowNumber(sheet, 'lead-basic-name')}: Você só pode mudar os textos destes parceiros: rota99.`);
    expect(branchHead(id)).toBe(head);
    // As an .xlsx this time: the parser process reads it with exceljs.
    const workbook = new Uint8Array(await writeXlsx(own));
    const inside = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: manager, form: form(workbook, 'textos.xlsx', head) });
    expect(inside.status, inside.text).toBe(200);
    expect(inside.body.files).toEqual(['variants/rota99.yaml']);
  });

  it('imports the published deck into a new draft, created only when the sheet is accepted', async () => {
    const published = await f.call('GET', '/api/planilha?formato=csv', { cookie: editor });
    expect(published.status).toBe(200);
    const sheet = edit(readCsv(published.text), 'lead-basic-name placeholder', 'default', 'Seu nome');
    const before = (await f.call('GET', '/api/rascunhos', { cookie: editor })).body.drafts.length;
    const bad = edit(sheet, 'lead-greetings', 'default', '');
    const refused = await f.call('POST', '/api/planilha', { cookie: editor, form: form(writeCsv(bad), 'textos.csv') });
    expect(refused.status, refused.text).toBe(422);
    // A sheet the content rules refuse: in the editor's words, the place named as an editor names it.
    const promise = 'Olá, motorista! Ganhe <b>{variant.descontoPercentual}% de desconto na primeira parcela</b>.';
    const broken = await f.call('POST', '/api/planilha', {
      cookie: editor,
      form: form(writeCsv(edit(sheet, 'copy-message-1', 'rota99', promise)), 'textos.csv'),
    });
    expect(broken.status, broken.text).toBe(422);
    expect(broken.body.failures[0].message).toMatch(
      /^No texto do parceiro rota99 para a etapa «.+», a saudação de um parceiro da tabela Paga Metade precisa dizer/,
    );
    expect(broken.body.error).not.toMatch(/variants\/rota99\.yaml:\d+/);
    expect((await f.call('GET', '/api/rascunhos', { cookie: editor })).body.drafts).toHaveLength(before);
    const answer = await f.call('POST', '/api/planilha', { cookie: editor, form: form(writeCsv(sheet), 'textos.csv') });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.files).toEqual(['flows/lead.yaml']);
    expect(branchHead(answer.body.draft.id)).toBe(answer.body.head);
  });

  it('lists the texts a sheet would change, saving nothing, then imports only the ticked ones', async () => {
    const { id, head } = await openDraft(editor);
    const csv = writeCsv(edit(edit(await exportCsv(editor, id), 'lead-basic-name', 'default', 'Como posso te chamar?'), 'copy-message-2', 'rota99', 'Bora?'));
    const checked = await f.call('POST', `/api/rascunhos/${id}/planilha/conferir`, { cookie: editor, form: form(csv, 'textos.csv', head) });
    expect(checked.status, checked.text).toBe(200);
    type Cell = { key: string; row: number; column: string; id: string; partner: string | null; before: string; after: string };
    const cells = checked.body.cells as Cell[];
    expect(cells.map((cell) => [cell.id, cell.partner, cell.after]).sort()).toEqual([
      ['copy-message-2', 'rota99', 'Bora?'],
      ['lead-basic-name', null, 'Como posso te chamar?'],
    ]);
    expect(branchHead(id)).toBe(head);
    // The rota99 cell unticked: only the flow's text is written.
    const ticked = cells.find((cell) => cell.id === 'lead-basic-name') as Cell;
    const data = form(csv, 'textos.csv', head);
    // The key the check sent with the cell is what the page sends back for a ticked one.
    expect(ticked.key).toBe(`${ticked.row}:${ticked.column.split(' ')[0]}`);
    data.set('celulas', ticked.key);
    const answer = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: editor, form: data });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.files).toEqual(['flows/lead.yaml']);
    expect(answer.body.cells.map((cell: Cell) => cell.key)).toEqual([ticked.key]);
    expect(git(f.repo.dir, 'diff', '--name-only', head, answer.body.head).trim()).toBe('flows/lead.yaml');
  });

  it('refuses a zip bomb and an oversized upload in words while another request is answered', async () => {
    const { id, head } = await openDraft(editor);
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${' '.repeat(40 * 1024 * 1024)}</sheetData></worksheet>`);
    const bomb = new Uint8Array(await zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } }));
    expect(bomb.length).toBeLessThan(200_000);
    const [refused, ...others] = await Promise.all([
      f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: editor, form: form(bomb, 'textos.xlsx', head) }),
      f.call('GET', `/api/rascunhos/${id}`, { cookie: editor }),
      f.call('GET', '/api/rascunhos', { cookie: editor }),
    ]);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.error).toMatch(/A planilha descompactada .* o limite/);
    expect(others.map((answer) => answer.status)).toEqual([200, 200]);
    const huge = await f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: editor, form: form('a'.repeat(3_200_000), 'textos.csv', head) });
    expect(huge.status).toBe(413);
    expect(branchHead(id)).toBe(head);
  });
});

describe('a sheet imported after the content moved since its export (issue 25 item 9)', { timeout: 120_000 }, () => {
  const NAME = 'lead-basic-name';
  const GREETINGS = 'lead-greetings';
  const post = (id: string, sheet: Sheet, baseHead: string) =>
    f.call('POST', `/api/rascunhos/${id}/planilha`, { cookie: editor, form: form(writeCsv(sheet), 'textos.csv', baseHead) });

  it('names its commit in the sheet; a text changed since and in the sheet is a conflict in words, not overwritten', async () => {
    const { id, head } = await openDraft(editor);
    const old = await exportCsv(editor, id);
    expect(old.rows.at(-1)?.slice(0, 2)).toEqual(['#versao-exportada', head]);
    // Meanwhile the draft moves on (a colleague's save, straight into git): the name question and the greeting change.
    const was = (rowId: string) => old.rows.find((row) => row[0] === rowId)?.[3] ?? '';
    const flow = (await f.repo.readFile(head, 'flows/lead.yaml'))?.toString() ?? '';
    const content = flow.replace(`"${was(NAME)}"`, '"Como posso te chamar?"').replace(`"${was(GREETINGS)}"`, '"Prazer, {lead.nome|firstName}! Vamos lá."');
    expect(content.match(/Como posso te chamar\?|Vamos lá\./g)).toHaveLength(2);
    const author = { name: 'Bruno', email: 'bruno@example.com' };
    const moved = await f.repo.commitFiles({ draftId: id, expectedHead: head, files: [{ path: 'flows/lead.yaml', content }], author, message: 'Colega' });
    // The old sheet comes back: the name question changed another way, and the placeholder.
    const late = edit(edit(old, NAME, 'default', 'Qual é o seu nome completo?'), `${NAME} placeholder`, 'default', 'Seu nome completo');
    const answer = await post(id, late, moved.head);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.cells.map((cell: { id: string }) => cell.id)).toEqual([`${NAME} placeholder`]);
    expect(answer.body.conflicts).toHaveLength(1);
    expect(answer.body.conflicts[0]).toMatchObject({
      id: NAME,
      row: rowNumber(old, NAME),
      published: 'Como posso te chamar?',
      sheet: 'Qual é o seu nome completo?',
    });
    expect(answer.body.conflicts[0].message).toBe(
      `Linha ${rowNumber(old, NAME)}, coluna D (o texto de todos os parceiros): este texto mudou depois que a planilha foi exportada — agora diz “Como posso te chamar?”; a planilha diz “Qual é o seu nome completo?”. Ele não foi importado: decida no rascunho qual fica.`,
    );
    const lead = (await f.repo.readFile(answer.body.head, 'flows/lead.yaml'))?.toString() ?? '';
    // Neither the contested text nor the greeting the sheet left alone went back.
    expect(lead).toContain('say: "Como posso te chamar?"');
    expect(lead).toContain('Prazer, {lead.nome|firstName}! Vamos lá.');
    expect(lead).toContain('placeholder: "Seu nome completo"');
    expect(lead).not.toContain('Qual é o seu nome completo?');

    // A sheet whose only change is contested: refused, nothing saved.
    const refused = await post(id, edit(old, NAME, 'default', 'Seu nome, por favor?'), answer.body.head);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.code).toBe('planilha_em_conflito');
    expect(refused.body.error).toContain('O único texto alterado na planilha também mudou depois da exportação: nada foi importado.');
    expect(branchHead(id)).toBe(answer.body.head);
  });

  it('refuses a sheet stamped with a version the studio does not know', async () => {
    const { id, head } = await openDraft(editor);
    const sheet = await exportCsv(editor, id);
    const forged = { header: sheet.header, rows: sheet.rows.map((row) => (row[0] === '#versao-exportada' ? [row[0], 'f'.repeat(40), ...row.slice(2)] : row)) };
    const refused = await post(id, edit(forged, NAME, 'default', 'Seu nome?'), head);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe('planilha_versao_desconhecida');
    expect(branchHead(id)).toBe(head);
  });
});

describe('a conversation recorded in the preview', { timeout: 120_000 }, () => {
  const steps = [{ said: 'copy-message-1' }, { at: 'copy-message-2' }, { click: 'SIMULAR AGORA' }, { said: 'lead-select-category' }];

  it('is saved into the draft as a conversation test, checked against its flows first, and replaced only when asked', async () => {
    const { id, head } = await openDraft(editor);
    const body = { arquivo: 'boas-vindas-rota99', nome: 'boas-vindas da Rota 99', parceiro: 'rota99', passos: steps, baseHead: head };
    const wrong = await f.call('PUT', `/api/rascunhos/${id}/teste`, {
      cookie: editor,
      body: { ...body, passos: [...steps, { click: 'BOTÃO QUE NÃO EXISTE' }] },
    });
    expect(wrong.status, wrong.text).toBe(422);
    expect(wrong.body.code).toBe('teste_invalido');
    expect(branchHead(id)).toBe(head);
    const saved = await f.call('PUT', `/api/rascunhos/${id}/teste`, { cookie: editor, body });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.path).toBe('flows/tests/boas-vindas-rota99.yaml');
    const file = (await f.repo.readFile(saved.body.head, saved.body.path))?.toString();
    expect(file).toBe(saved.body.content);
    expect(file).toContain('route: /rota99');
    expect(file).toContain('- click: SIMULAR AGORA');
    expect(git(f.repo.dir, 'log', '-1', '--format=%an', saved.body.head).trim()).toBe('Ana');
    const again = await f.call('PUT', `/api/rascunhos/${id}/teste`, { cookie: editor, body: { ...body, nome: 'outro', baseHead: saved.body.head } });
    expect(again.status, again.text).toBe(409);
    expect(again.body.code).toBe('teste_existe');
    expect(branchHead(id)).toBe(saved.body.head);
    // With the editor's consent the test is replaced.
    const replaced = await f.call('PUT', `/api/rascunhos/${id}/teste`, {
      cookie: editor,
      body: { ...body, nome: 'outro', baseHead: saved.body.head, substituir: true },
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect((await f.repo.readFile(replaced.body.head, saved.body.path))?.toString()).toContain('outro:');
  });
});
