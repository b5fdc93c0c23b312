// A new partner from the studio's form: the variant file is written, its preview opens at the
// greeting and reaches the first question. The file is deleted afterwards.
import { existsSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const ROOT = process.cwd();
const FILE = `${ROOT}/variants/parceiro-teste-studio.yaml`;

test.afterEach(() => rmSync(FILE, { force: true }));

test('create a partner in the studio and reach its first question in the preview', async ({ page }) => {
  await page.goto('/studio/partner/new');
  await page.getByLabel('Name').fill('Parceiro Teste');
  await page.getByLabel('Route').fill('/parceiro-teste-studio');
  await page.getByLabel('campanhaId').fill('901');
  await page.getByLabel('compraId').fill('902');
  await page.getByLabel('empresaId').fill('903');
  await page.getByLabel('WhatsApp link').fill('https://wa.me/5511999999999');
  await page.getByLabel('Tag-manager id').fill('GTM-TESTE1');

  // A low-contrast button colour is flagged as it is typed.
  await page.getByLabel('primaryForeground', { exact: true }).fill('#1a5fb0');
  await expect(page.getByTestId('contrast').locator('.contrast--low')).toContainText('Button text on the button');
  await page.getByLabel('primaryForeground', { exact: true }).fill('#ffffff');
  await expect(page.getByTestId('contrast').locator('.contrast--low')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create the partner' }).click();
  await expect(page).toHaveURL(/\/studio\/preview\/parceiro-teste-studio\//, { timeout: 30_000 });
  expect(existsSync(FILE)).toBe(true);
  const frame = page.frameLocator('iframe.preview__phone');
  await expect(frame.getByText('Vamos fazer sua simulação?')).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible();
});
