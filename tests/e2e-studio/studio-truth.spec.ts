// The studio says what the chat does (issue 23, items 3 and 4): the inspector fills a partner's
// {variant.…} values as its chat does, the preview opens a step with the situation that reaches
// it (and names it), and every text lists the routes that see the default and those with their own.
import { writeFileSync } from 'node:fs';
import { putBackAfterEach, read, ROOT } from './putBack.ts';
import { expect, test } from '@playwright/test';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';

const touched = ['flows/intro.yaml', 'flows/lead.yaml', ...['99', 'rota99', 'premmia'].map((v) => `variants/${v}.yaml`)];
const originals = putBackAfterEach(touched);

test("the inspector fills /rota99's discount as its chat says it", async ({ page }) => {
  await page.goto('/studio/step/copy-message-1');
  const rota99 = page.getByTestId('texts-rota99').locator('.chat-sample__bubble');
  await expect(rota99).toContainText('ganha 50% de desconto na primeira parcela', { timeout: 90_000 });
  await expect(page.getByTestId('texts-auto-mais-app').locator('.chat-sample__bubble')).toContainText('ganha 50% de desconto');
});

test('a yes/no placeholder in a sentence is refused with the text-valued one it means', async ({ page }) => {
  await page.goto('/studio/step/copy-message-1');
  const column = page.getByTestId('texts-rota99');
  const field = column.getByRole('textbox').first();
  await expect(field).toHaveValue(/\{variant\.descontoPercentual\}%/, { timeout: 90_000 });
  await field.fill((await field.inputValue()).replace('{variant.descontoPercentual}', '{variant.desconto}'));
  await column.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = column.getByRole('alert');
  await expect(refusal).toContainText('placeholder {variant.desconto}: "variant.desconto" is a yes/no value (boolean)');
  await expect(refusal).toContainText('did you mean "variant.descontoPercentual"?');
  expect(read('variants/rota99.yaml')).toBe(originals.get('variants/rota99.yaml'));
});

test('the payment step opens in its preview with the proposal created, so PIX, CARTÃO and BOLETO show, and says so', async ({ page }) => {
  await page.goto('/studio/step/payment-options');
  await expect(page.getByTestId('preview-situation')).toContainText('fixture proposal-created', { timeout: 90_000 });
  await page.getByRole('link', { name: 'Preview in the chat →' }).click();
  await expect(page.getByTestId('preview-fixture')).toContainText('proposal-created: Maria is the holder');
  const chat = page.frameLocator('iframe.preview__phone');
  await expect(chat.getByRole('log')).toContainText('Como você prefere pagar?', { timeout: 90_000 });
  for (const label of ['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO']) await expect(chat.getByRole('button', { name: label, exact: true })).toBeVisible();
});

test('the greeting lists the routes that see the default and those with their own text', async ({ page }) => {
  const { variants } = compileFlows({ root: ROOT });
  const own = Object.values(variants).filter((v) => v.texts?.['copy-message-1'] !== undefined);
  await page.goto('/studio/step/copy-message-1');
  const seeDefault = page.getByTestId('routes-default');
  await expect(seeDefault).toContainText(`seen on ${Object.keys(variants).length - own.length} of ${Object.keys(variants).length} routes`, { timeout: 90_000 });
  await expect(seeDefault).toContainText('/ (main)');
  await expect(seeDefault).not.toContainText('/rota99');
  await expect(page.getByTestId('routes-own')).toContainText(`${own.length} have their own text`);
  await expect(page.getByTestId('routes-own')).toContainText('/rota99 (rota99)');
});

test("'change it for all' writes the default and removes every route's own text, in one save with Undo", async ({ page }) => {
  // premmia with its own text for the e-mail question (written here, put back after the test).
  const premmia = originals.get('variants/premmia.yaml')!;
  writeFileSync(`${ROOT}/variants/premmia.yaml`, premmia.replace('texts:\n', 'texts:\n  lead-add-email: "Qual é o seu e-mail, cliente Premmia?"\n'));
  await page.goto('/studio/step/lead-add-email');
  await expect(page.getByTestId('routes-own')).toContainText('1 have their own text', { timeout: 90_000 });
  await expect(page.getByTestId('routes-own')).toContainText('/premmia (premmia)');
  await page.getByRole('button', { name: 'Change it for all 2 texts…' }).click();
  const box = page.getByTestId('change-for-all');
  await box.getByRole('textbox', { name: 'Text for every route' }).fill('Qual e-mail você mais usa?');
  await box.getByRole('button', { name: 'Save for every route' }).click();
  await expect(box.getByRole('button', { name: 'Undo all 2 files' })).toBeVisible({ timeout: 90_000 });
  expect(read('flows/lead.yaml')).toContain('say: "Qual e-mail você mais usa?"');
  expect(read('variants/premmia.yaml')).toBe(premmia);
  await expect(page.getByTestId('routes-own')).toHaveCount(0, { timeout: 30_000 });
  await box.getByRole('button', { name: 'Undo all 2 files' }).click();
  // The undo writes its two files one after the other: wait for each, not only the first.
  await expect.poll(() => read('flows/lead.yaml')).toBe(originals.get('flows/lead.yaml'));
  await expect.poll(() => read('variants/premmia.yaml')).toContain('lead-add-email: "Qual é o seu e-mail, cliente Premmia?"');
});

test("'change it for all' on the greeting is refused with the partners' rules it would break", async ({ page }) => {
  await page.goto('/studio/step/copy-message-1');
  await page.getByRole('button', { name: /Change it for all \d+ texts/ }).click({ timeout: 90_000 });
  const box = page.getByTestId('change-for-all');
  await box.getByRole('textbox', { name: 'Text for every route' }).fill('Olá! 👋 Que bom ter você aqui no simulador.');
  await box.getByRole('button', { name: 'Save for every route' }).click();
  await expect(box.getByRole('alert')).toContainText('variant "rota99": desconto is on, but the greeting does not promise the discount', { timeout: 90_000 });
  for (const file of touched) expect(read(file), file).toBe(originals.get(file));
});
