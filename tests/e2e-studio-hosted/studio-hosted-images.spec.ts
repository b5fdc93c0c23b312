// A partner's logo uploaded from the draft editor's "Imagens do parceiro" (issue 24 item 4), in
// Chromium against `npm run studio` on its own port and data folder: an SVG with a script is
// refused in Portuguese under its button; a real PNG is saved into the draft, which then lists it
// among its changed files. axe on the screen with the refusal shown. A conversation recorded in
// the draft's "Gravar teste desta conversa" frame is saved into the draft as a test. Then a partner manager
// (scope rota99) changes the header colour under "Cores", sees a too-light one refused in words,
// saves a readable one and sees it in the draft's live preview; the admin then adds a partner to
// that draft under "Novo parceiro", a taken address refused under its field. axe on each screen.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, openText } from './helpers.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

test.describe.configure({ mode: 'serial' });

// The config's own server takes E2E_PORT; the passkey specs take +1 and +2.
const PORT = Number(process.env.E2E_PORT ?? 5200) + 3;
const PNG = readFileSync(join(import.meta.dirname, '../../public/brands/99.png'));
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>';

// Mails (the partner manager's invite) go to a file this spec reads.
const OUTBOX = join(tmpdir(), `studio-images-outbox-${process.pid}.jsonl`);

let studio: StudioProcess | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startStudio(PORT, { env: { STUDIO_OUTBOX_FILE: OUTBOX } });
  page = await (await browser.newContext()).newPage();
  await page.goto(studio.inviteLink);
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
  rmSync(OUTBOX, { force: true });
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

/** The newest link mailed to this address. */
function mailedLink(email: string): string {
  const mails = readFileSync(OUTBOX, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string });
  const link = /https?:\/\/\S+#\S+/.exec(mails.reverse().find((mail) => mail.to === email)?.text ?? '')?.[0];
  if (!link) throw new Error(`no mail with a link to ${email}`);
  return link;
}

test('a partner manager changes the header colour under "Cores" and sees it in the preview', async ({ browser }) => {
  const email = 'gerente.rota99@example.com';
  const invited = await page.request.post(`${studio?.url}/api/pessoas/convites`, {
    data: { email, role: 'editor', name: 'Gerente Rota 99', scope: ['rota99'] },
    headers: { origin: studio?.url ?? '' },
  });
  expect(invited.status()).toBe(201);
  const manager = await (await browser.newContext()).newPage();
  await expect.poll(() => mailedLink(email), { timeout: 10_000 }).toContain('#');
  await manager.goto(mailedLink(email));
  await manager.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await manager.getByRole('button', { name: 'Novo rascunho' }).click();
  await openText(manager, /\(\/rota99\)/, 'Que bom ter você aqui');
  const colours = manager.getByRole('region', { name: 'Cores' });
  const header = colours.getByRole('textbox', { name: 'Cor do cabeçalho' });
  await expect(header).toHaveValue(/^#1a1a1a$/i);

  await header.fill('#ffd400');
  await header.press('Enter');
  await expect(colours.getByText(/O texto branco sobre a cor do cabeçalho tem contraste de 1,\d\d:1/)).toBeVisible();
  await colours.getByRole('button', { name: 'Salvar cores' }).click();
  await expect(colours.getByRole('alert')).toContainText('As cores não foram salvas.');
  await expectAccessible(manager);

  await header.fill('#0b3d91');
  await header.press('Enter');
  await expect(colours.getByText(/✓ O texto branco sobre a cor do cabeçalho: contraste de/)).toBeVisible();
  await colours.getByRole('button', { name: 'Salvar cores' }).click();
  await expect(colours.getByText('Cores salvas no rascunho.')).toBeVisible();
  const preview = manager.frameLocator('iframe[title="Prévia da conversa deste rascunho"]');
  await expect(preview.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 61, 145)', { timeout: 60_000 });
  await expectAccessible(manager);

  // The admin adds a partner to the same draft: a taken address is refused under its field.
  await page.goto(manager.url().replace(/\/?$/, '/novo-parceiro'));
  await manager.context().close();
  const fields: [string, string][] = [
    ['Nome do parceiro', 'Clube Vantagem'],
    ['Endereço da página', '/rota99'],
    ['Número da campanha', '501'],
    ['Número da compra', '77'],
    ['Número da empresa', '85'],
    ['Contêiner do Google Tag Manager', 'GTM-CLUBE1'],
    ['Link do WhatsApp', 'https://wa.me/5511999999999'],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: 'Adicionar parceiro ao rascunho' }).click();
  await expect(page.getByText('A rota /rota99 já é do parceiro rota99. Escolha outra rota para o novo parceiro.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Endereço da página' }).fill('/clube-vantagem');
  await page.getByRole('button', { name: 'Adicionar parceiro ao rascunho' }).click();
  await expect(page.getByText(/Parceiro adicionado ao rascunho/)).toBeVisible();
  await expect(page.getByText(/precisar da aprovação de um administrador/)).toBeVisible();
});
