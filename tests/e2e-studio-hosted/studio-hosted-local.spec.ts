// The local mode in Chromium (`npm run studio:local` over a throwaway clone of this repository):
// the folder's draft "Esta pasta" follows the files — a text edited on disk shows in the open page
// without a reload, and one being typed is kept, with "Carregar a versão atual" (the folder and
// the etapa's presence over one event stream); the copy deck's per-cell diff lets a cell be
// unticked before anything is written, and an import of two files is undone by one Desfazer; a
// recorded conversation keeps answers sent with ENTER, "Gravar de novo" starts over at the
// greeting, a test is not overwritten by a second save under its name unless the editor chooses
// to replace it, and Desfazer takes a replace or a new file back. Every check reads the files on
// disk.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { expectAccessible, openText } from './helpers.ts';
import { type LocalStudio, startLocalStudio } from './localStudioProcess.ts';

test.describe.configure({ mode: 'serial' });

// The config's own server takes E2E_PORT; this spec's local studio E2E_PORT + 8.
const PORT = Number(process.env.E2E_PORT ?? 5200) + 8;
const PARTNER = 'variants/rota99.yaml';
const GREETING = /^ {2}copy-message-1: .*$/m;
const greetingLine = (text: string) => `  copy-message-1: "${text}"`;
/** A greeting the rules take for a Paga Metade partner with a discount, with `words` in it. */
const greeting = (words: string) =>
  `Olá, motorista! ${words} Você paga só metade da parcela até ser contemplado e ganha {variant.descontoPercentual}% de desconto na primeira parcela.`;

let studio: LocalStudio;
let page: Page;
/** The draft event streams the page opened: one for the page, whatever follows the draft (draftEvents.ts). */
const streams: string[] = [];
/** The open etapa's text box (the editor's first message). */
const textBox = () =>
  page
    .getByRole('region', { name: 'O que o visitante lê' })
    .getByRole('textbox', { name: /^Mensagem/ })
    .first();

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startLocalStudio(PORT);
  page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  page.on('request', (request) => {
    if (request.url().includes('/presenca/eventos')) streams.push(request.url());
  });
  await page.goto(studio.url);
  await expect(page.getByRole('heading', { name: 'Esta pasta' })).toBeVisible();
  await openText(page, /\(\/rota99\)/, 'Que bom ter você aqui');
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
});

/** The partner's greeting rewritten on disk, as a developer's editor would. */
const editGreetingOnDisk = (text: string) => studio.write(PARTNER, studio.read(PARTNER).replace(GREETING, greetingLine(text)));

test('a text edited on disk shows in the open page without a reload; one being typed is kept, with "Carregar a versão atual"', async () => {
  const field = textBox();
  await expect(field).toHaveValue(/Olá, motorista!/);
  // A reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { semRecarregar: true }));

  const first = greeting('Mudado no editor.');
  editGreetingOnDisk(first);
  await expect(field).toHaveValue(first);
  expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);

  // Typing, and the file changes again underneath: nothing moves, the page says so.
  await field.fill('Meu texto ainda não salvo');
  const second = greeting('Mudado de novo.');
  editGreetingOnDisk(second);
  await expect(page.getByText(/Um arquivo desta pasta mudou no disco \(no seu editor ou pelo git\) enquanto você escrevia/)).toBeVisible();
  await expect(field).toHaveValue('Meu texto ainda não salvo');
  await expectAccessible(page);
  // A save from the version read is refused: the disk's text stays.
  const onDisk = studio.read(PARTNER);
  await page.getByRole('region', { name: 'O que o visitante lê' }).getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/Um arquivo desta pasta mudou no disco depois que você abriu esta página\. Nada foi sobrescrito\./)).toBeVisible();
  expect(studio.read(PARTNER)).toBe(onDisk);

  await page.getByRole('button', { name: 'Carregar a versão atual' }).first().click();
  await expect(field).toHaveValue(second);
  await expect(page.getByText(/enquanto você escrevia/)).toHaveCount(0);
  // The folder's follower and the open etapa's presence share one stream, through the editor starting again.
  expect(streams).toHaveLength(1);
});

/** The draft's copy deck as the CSV the page downloads: header and rows. */
async function downloadDeck(): Promise<string[][]> {
  const deck = page.getByRole('region', { name: 'Planilha de textos' });
  const [download] = await Promise.all([page.waitForEvent('download'), deck.getByRole('link', { name: 'Baixar como .csv' }).click()]);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

test('the copy deck shows each changed cell with a tick before saving; an unticked cell is not written, the new text is in the chat', async () => {
  const [header, ...rows] = await downloadDeck();
  const cell = (id: string, column: string) => {
    const row = rows.find((r) => r[0] === id) as string[];
    return { row, at: header.indexOf(column) };
  };
  const hello = cell('copy-message-1', 'rota99');
  const question = cell('lead-basic-name', 'default');
  expect(hello.row[hello.at]).toContain('Mudado de novo.');
  const changed = greeting('Texto revisado.');
  hello.row[hello.at] = changed;
  question.row[question.at] = 'Pergunta que ninguém aprovou?';
  const flowBefore = studio.read('flows/lead.yaml');

  const deck = page.getByRole('region', { name: 'Planilha de textos' });
  await deck.locator('input[type="file"]').setInputFiles({ name: 'textos.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse([header, ...rows])) });
  const review = deck.getByRole('group', { name: 'Textos que a planilha muda' });
  await expect(review.getByRole('checkbox')).toHaveCount(2);
  await expect(review.locator('ins', { hasText: changed })).toBeVisible();
  await expect(review.locator('del', { hasText: 'Mudado de novo.' })).toBeVisible();
  await expectAccessible(page);
  // Nothing is written before the import.
  expect(studio.read(PARTNER)).not.toContain(changed);

  await review.getByText(/para todos os parceiros/).click();
  await expect(review.getByRole('checkbox', { name: /para todos os parceiros/ })).not.toBeChecked();
  await review.getByRole('button', { name: 'Importar 1 texto marcado' }).click();
  await expect(deck.getByText('1 texto salvo no rascunho.')).toBeVisible();
  expect(studio.read(PARTNER)).toContain(greetingLine(changed));
  expect(studio.read('flows/lead.yaml')).toBe(flowBefore);

  await expect(textBox()).toHaveValue(changed);
  const preview = page.frameLocator('iframe[title="Prévia da conversa deste rascunho"]');
  await expect(preview.getByText(/Olá, motorista! Texto revisado\./)).toBeVisible({ timeout: 90_000 });
});

test('an import that wrote two files is undone with one Desfazer, both files byte for byte', async () => {
  const [header, ...rows] = await downloadDeck();
  const set = (id: string, column: string, text: string) => {
    (rows.find((r) => r[0] === id) as string[])[header.indexOf(column)] = text;
  };
  set('copy-message-1', 'rota99', greeting('Importado e desfeito.'));
  set('lead-basic-name', 'default', 'E qual é o seu nome?');
  const before = [studio.read(PARTNER), studio.read('flows/lead.yaml')];
  const deck = page.getByRole('region', { name: 'Planilha de textos' });
  await deck.locator('input[type="file"]').setInputFiles({ name: 'textos.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse([header, ...rows])) });
  await deck.getByRole('button', { name: 'Importar 2 textos marcados' }).click();
  await expect(deck.getByText('2 textos salvos no rascunho.')).toBeVisible();
  expect(studio.read('flows/lead.yaml')).toContain('E qual é o seu nome?');

  await deck.getByRole('button', { name: 'Desfazer a importação da planilha' }).click();
  await expect(deck.getByText(/Desfeito/)).toBeVisible();
  expect([studio.read(PARTNER), studio.read('flows/lead.yaml')]).toEqual(before);
  // The open page follows: the text box shows the greeting as it was.
  await expect(textBox()).not.toHaveValue(/Importado e desfeito/);
});

test('a recording keeps answers sent with ENTER, "Gravar de novo" starts over at the greeting, a test is replaced only with consent, and Desfazer takes a save back', async () => {
  await page.getByRole('button', { name: /Parceiro/ }).click();
  await page.getByRole('option', { name: /\(\/\)/ }).click();
  // The main site's texts are loaded (the recorder is the main site's from then on).
  await expect(textBox()).toHaveValue(/^Olá! 👋 Que bom ter você aqui\./);
  const recording = page.getByRole('region', { name: 'Teste de conversa' });
  await recording.getByRole('button', { name: 'Gravar teste desta conversa' }).click();
  const frame = page.frameLocator('iframe[title="Conversa sendo gravada"]');
  await frame.getByRole('button', { name: 'SIMULAR AGORA' }).click({ timeout: 90_000 });
  await frame.getByRole('button', { name: 'Imóveis (novos ou usados)' }).click({ timeout: 90_000 });
  await expect(frame.locator('main.chat')).toHaveAttribute('data-waiting-on', 'lead-basic-name', { timeout: 90_000 });
  // As the chat itself says: "Aperte ENTER para enviar".
  const input = frame.locator('.input-bar__input');
  await input.fill('Maria da Conceição');
  await input.press('Enter');
  const steps = recording.getByRole('list', { name: 'Passos gravados' });
  // By keyboard: the list above grows as the chat talks, and a click aimed at a moving button can land beside it.
  // And only once it is enabled again: it waits while the previous save or undo is on its way, and a
  // key pressed on a disabled button does nothing (seen on a loaded CI machine).
  const saveTest = async () => {
    const button = recording.getByRole('button', { name: 'Salvar teste no rascunho' });
    await expect(button).toBeEnabled();
    await button.press('Enter');
  };
  await expect(steps).toContainText('Você digitou “Maria da Conceição”');

  await recording.getByRole('button', { name: 'Gravar de novo' }).click();
  await expect(frame.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 90_000 });
  // A new chat from the greeting, not the one recorded before resumed.
  await expect(frame.getByRole('log')).not.toContainText('Maria');
  await expect(steps).not.toContainText('Maria');
  await expect(steps.getByRole('listitem').first()).toContainText('O chat falou');
  await frame.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await expect(steps).toContainText('Você escolheu “SIMULAR AGORA”');
  // The chat asks for the kind of good and waits: the recording is complete.
  await expect(steps.getByRole('listitem').last()).toContainText('qual tipo de bem');
  const recorded = await steps.getByRole('listitem').count();

  await saveTest();
  await expect(recording.getByText(/Teste salvo no rascunho/)).toBeVisible();
  const path = 'flows/tests/conversa-gravada-main.yaml';
  const written = studio.read(path);
  expect(written).toContain('SIMULAR AGORA');
  // The same name again: refused, the file as it was.
  await recording.getByRole('textbox', { name: 'Nome do teste' }).fill('outro nome');
  await saveTest();
  await expect(recording.getByText(/Já existe um teste salvo como “conversa-gravada-main”/)).toBeVisible();
  expect(studio.read(path)).toBe(written);

  // Replaced only when the editor chooses to; Desfazer brings the first one back byte for byte.
  await recording.getByRole('button', { name: 'Substituir o teste existente' }).click();
  await expect.poll(() => studio.read(path)).toContain('outro nome:');
  await recording.getByRole('button', { name: 'Desfazer o teste gravado' }).click();
  await expect(recording.getByText(/Desfeito/)).toBeVisible();
  await expect.poll(() => studio.read(path)).toBe(written);
  // A test file a save created goes away again with Desfazer.
  const copy = join(studio.checkout, 'flows/tests/conversa-gravada-copia.yaml');
  await recording.getByRole('textbox', { name: 'Nome do arquivo' }).fill('conversa-gravada-copia');
  await saveTest();
  await expect.poll(() => existsSync(copy)).toBe(true);
  await recording.getByRole('button', { name: 'Desfazer o teste gravado' }).click();
  await expect(recording.getByText(/Desfeito/)).toBeVisible();
  await expect.poll(() => existsSync(copy)).toBe(false);
  // The saves moved the folder's version; the chat being recorded was not started again under it.
  await expect(steps.getByRole('listitem')).toHaveCount(recorded);
});
