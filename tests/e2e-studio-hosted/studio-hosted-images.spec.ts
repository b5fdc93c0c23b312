// A partner's logo uploaded from the draft editor's "Imagens do parceiro" (issue 24 item 4), in
// Chromium against `npm run studio` on its own port and data folder: an SVG with a script is
// refused in Portuguese under its button; a real PNG is saved into the draft, which then lists it
// among its changed files. axe on the screen with the refusal shown. A conversation recorded in
// the draft's "Gravar teste desta conversa" frame is saved into the draft as a test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

test.describe.configure({ mode: 'serial' });

// The config's own server takes E2E_PORT; the passkey specs take +1 and +2.
const PORT = Number(process.env.E2E_PORT ?? 5200) + 3;
const PNG = readFileSync(join(import.meta.dirname, '../../public/brands/99.png'));
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>';

let studio: StudioProcess | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startStudio(PORT);
  page = await (await browser.newContext()).newPage();
  await page.goto(studio.inviteLink);
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
});

test.afterAll(async () => {
  await page?.context().close();
  studio?.stop();
});

test('an SVG logo with a script is refused; a PNG logo is saved into the draft', async () => {
  await page.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Parceiro/ }).click();
  await page.getByRole('option', { name: /\(\/rota99\)/ }).click();
  const images = page.getByRole('region', { name: 'Imagens do parceiro' });
  await expect(images.getByRole('button', { name: 'Escolher o logo…' })).toBeVisible();
  const logoInput = images.locator('input[type="file"]').first();

  await logoInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SCRIPTED_SVG) });
  await expect(images.getByText(/não pode ter scripts/)).toBeVisible();
  await expectAccessible(page);

  await logoInput.setInputFiles({ name: 'logo-rota99.png', mimeType: 'image/png', buffer: PNG });
  await expect(images.getByText('Imagem salva no rascunho.')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/')[2];
  const draft = await page.request.get(`${studio?.url}/api/rascunhos/${id}`);
  expect((await draft.json()).draft.changedPaths).toEqual(expect.arrayContaining(['public/brands/rota99.png', 'variants/rota99.yaml']));

  // A conversation recorded in its own sandboxed frame reaches the page by postMessage and is saved as a test.
  const recording = page.getByRole('region', { name: 'Teste de conversa' });
  await recording.getByRole('button', { name: 'Gravar teste desta conversa' }).click();
  await page.frameLocator('iframe[title="Conversa sendo gravada"]').getByRole('button', { name: 'SIMULAR AGORA' }).click({ timeout: 90_000 });
  await expect(recording.getByRole('list', { name: 'Passos gravados' })).toContainText('Você escolheu “SIMULAR AGORA”');
  await recording.getByRole('button', { name: 'Salvar teste no rascunho' }).click();
  await expect(recording.getByText(/Teste salvo no rascunho/)).toBeVisible();
});
