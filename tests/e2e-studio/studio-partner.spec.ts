// A new partner from the studio's form: the variant file is written, its preview opens at the
// greeting and reaches the first question. The file is deleted afterwards.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const ROOT = process.cwd();
const FILE = `${ROOT}/variants/parceiro-teste-studio.yaml`;
const LOGO = `${ROOT}/public/brands/parceirotestestudio.png`;
const BANNER = `${ROOT}/public/banners/parceiro-teste-studio.svg`;

test.afterEach(() => {
  for (const file of [FILE, LOGO, BANNER]) rmSync(file, { force: true });
});

async function fillForm(page: Page): Promise<void> {
  await page.goto('/studio/partner/new');
  await page.getByLabel('Name').fill('Parceiro Teste');
  await page.getByLabel('Route').fill('/parceiro-teste-studio');
  await page.getByLabel('campanhaId').fill('901');
  await page.getByLabel('compraId').fill('902');
  await page.getByLabel('empresaId').fill('903');
  await page.getByLabel('WhatsApp link').fill('https://wa.me/5511999999999');
  await page.getByLabel('Tag-manager id').fill('GTM-TESTE1');
}

test('a partner created with a logo and a banner shows both in its preview; a wrong file is refused in Portuguese', async ({ page }) => {
  await fillForm(page);
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
  await page.getByRole('button', { name: 'Create the partner' }).click();
  await expect(page.getByRole('alert')).toContainText('O logo precisa ser uma imagem PNG ou SVG; “logo.png” não é.');
  expect(existsSync(FILE)).toBe(false);

  await page.getByLabel('Logo', { exact: true }).setInputFiles(`${ROOT}/public/brands/99.png`);
  // A banner that promises no discount: this partner has none, and the gate refuses a banner's promise it does not keep.
  await page.getByLabel('Banner', { exact: true }).setInputFiles(`${ROOT}/public/banners/premmia.svg`);
  await page.getByRole('button', { name: 'Create the partner' }).click();
  await expect(page).toHaveURL(/\/studio\/preview\/parceiro-teste-studio\//, { timeout: 90_000 });
  expect(readFileSync(FILE, 'utf8')).toContain('bannerSrc: /banners/parceiro-teste-studio.svg');
  const frame = page.frameLocator('iframe.preview__phone');
  await expect(frame.locator('img.chat__banner')).toHaveAttribute('src', '/banners/parceiro-teste-studio.svg', { timeout: 90_000 });
  await expect.poll(() => frame.locator('img.chat__banner').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(frame.locator('img[src="/brands/parceirotestestudio.png"]')).toBeVisible();
});

test('create a partner with its own greeting and no banner, and reach its first question in the preview', async ({ page }) => {
  await fillForm(page);
  const screen = page.getByTestId('partner-screen');

  // A low-contrast button colour is flagged as it is typed, on the button of the partner's screen too.
  await page.getByLabel('primaryForeground', { exact: true }).fill('#1a5fb0');
  await expect(page.getByTestId('contrast').locator('.contrast--low')).toContainText('Button text on the primary background');
  await expect(screen.getByRole('button', { name: /SIMULAR AGORA/ })).toHaveClass(/partner-screen--low/);
  await page.getByLabel('primaryForeground', { exact: true }).fill('#ffffff');
  await expect(page.getByTestId('contrast').locator('.contrast--low')).toHaveCount(0);
  // A light brand colour as primary: the bot's avatar (white on it) is where it fails, in red.
  await page.getByLabel('primaryBackground', { exact: true }).fill('#ffd400');
  await expect(screen.locator('.partner-screen__avatar')).toHaveClass(/partner-screen--low/);
  await expect(screen.locator('.partner-screen__avatar')).toHaveCSS('background-color', 'rgb(255, 212, 0)');
  await page.getByLabel('primaryBackground', { exact: true }).fill('#0b5cad');
  await expect(screen.locator('.partner-screen--low')).toHaveCount(0);

  // The greeting starts from the partner's name; the editor writes their own.
  const greeting = page.getByRole('textbox', { name: 'Greeting' });
  await expect(greeting).toHaveValue('Olá, cliente <b>Parceiro Teste</b>! 👋 Que bom ter você aqui.');
  await greeting.fill('Olá, associado <b>Parceiro Teste</b>! 👋 Vamos achar o seu consórcio.');
  await expect(screen).toContainText('Olá, associado Parceiro Teste! 👋 Vamos achar o seu consórcio.');
  await expect(screen).toContainText('no banner');

  await page.getByRole('button', { name: 'Create the partner' }).click();
  await expect(page).toHaveURL(/\/studio\/preview\/parceiro-teste-studio\//, { timeout: 90_000 });
  expect(readFileSync(FILE, 'utf8')).toContain('bannerSrc: ""');
  const frame = page.frameLocator('iframe.preview__phone');
  await expect(frame.getByText('Olá, associado Parceiro Teste! 👋 Vamos achar o seu consórcio.')).toBeVisible({ timeout: 90_000 });
  await expect(frame.getByText('Vamos fazer sua simulação?')).toBeVisible({ timeout: 90_000 });
  await expect(frame.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible();
  // No banner means none: not Mycon's.
  await expect(frame.locator('img.chat__banner')).toHaveCount(0);
});
