// The copy deck page: export the CSV, change one cell as a reviewer would, import it, accept the
// cell and see the new wording in the chat. The import writes the real YAML: put back afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';

const ROOT = process.cwd();
const FILE = 'flows/intro.yaml';
const VARIANT = 'variants/rota99.yaml';
const original = readFileSync(`${ROOT}/${FILE}`, 'utf8');
const originalVariant = readFileSync(`${ROOT}/${VARIANT}`, 'utf8');
const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');

test.afterEach(() => {
  if (read(FILE) !== original) writeFileSync(`${ROOT}/${FILE}`, original);
  if (read(VARIANT) !== originalVariant) writeFileSync(`${ROOT}/${VARIANT}`, originalVariant);
});

test('export the CSV, change one cell, import it and see the new text in the chat', async ({ page }) => {
  await page.goto('/studio/copy');
  await page.getByRole('searchbox', { name: 'Search texts' }).fill('Que bom ter você aqui');
  await expect(page.getByTestId('copy-table').locator('tbody tr', { hasText: 'copy-message-1' })).toBeVisible({ timeout: 90_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  const row = rows.find((r) => r[0] === 'copy-message-1')!;
  const col = header.indexOf('default');
  const changed = 'Olá! Texto revisado pela equipe de conteúdo.';
  expect(row[col]).toContain('Que bom ter você aqui');
  row[col] = changed;

  await page
    .getByLabel('Import a reviewed file')
    .setInputFiles({ name: 'copy.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse([header, ...rows])) });
  const review = page.getByTestId('import-review');
  await expect(review.locator('tbody tr')).toHaveCount(1);
  await expect(review.locator('.diff__add')).toHaveText(changed);
  await expect(review.locator('.diff__del')).toContainText('Que bom ter você aqui');
  await page.getByRole('button', { name: 'Apply 1 accepted cells' }).click();
  await expect(page.getByTestId('saved-diff')).toContainText(FILE);
  expect(readFileSync(`${ROOT}/${FILE}`, 'utf8')).toContain(changed);

  await page.goto('/');
  await expect(page.getByText(changed)).toBeVisible({ timeout: 90_000 });
});

test('an import that wrote two files is undone with one Undo, both files byte for byte', async ({ page }) => {
  await page.goto('/studio/copy');
  await expect(page.getByTestId('copy-table')).toBeVisible({ timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
  const parsed = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  rows.find((r) => r[0] === 'copy-message-1')![header.indexOf('default')] = 'Olá! Texto revisado.';
  rows.find((r) => r[0] === 'ui page.send')![header.indexOf('rota99')] = 'Mandar';

  await page
    .getByLabel('Import a reviewed file')
    .setInputFiles({ name: 'copy.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse([header, ...rows])) });
  await page.getByRole('button', { name: 'Apply 2 accepted cells' }).click();
  const saved = page.getByTestId('saved-diff');
  await expect(saved).toContainText(FILE);
  await expect(saved).toContainText(VARIANT);
  expect(read(VARIANT)).toContain('send: "Mandar"');

  await saved.getByRole('button', { name: 'Undo all 2 files' }).click();
  await expect.poll(() => [read(FILE) === original, read(VARIANT) === originalVariant]).toEqual([true, true]);
  await expect(saved).toHaveCount(0);
});
