// The partner's settings in the draft editor and the new partner's live picture (issue 24 items 3
// and 6, ported from the old local studio's studio-variant, studio-partner and "the variant view"
// tests), in Chromium against `npm run studio` on its own port: every setting says where it comes
// from (a map key on its own), a list is checked line by line, saved for this partner and undone
// with "Desfazer"; a colour is re-checked as typed, refused while too faint, shown in
// the preview and taken back; an interface text changed for /rota99 shows in its preview and not
// on /'s; a new partner's screen outlines in red the part a failing colour rule is about, and the
// partner, added with its greeting, logo or banner, reaches its first question in the preview.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectAccessible, openText } from './helpers.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

test.describe.configure({ mode: 'serial' });

// The config's own server takes E2E_PORT; this spec's studio takes +5.
const PORT = Number(process.env.E2E_PORT ?? 5200) + 5;
const ROOT = join(import.meta.dirname, '../..');
const PNG = readFileSync(join(ROOT, 'public/brands/99.png'));

let studio: StudioProcess | undefined;
let page: Page;
let draftUrl = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startStudio(PORT);
  page = await (await browser.newContext()).newPage();
  await page.goto(studio.inviteLink);
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await page.getByRole('button', { name: 'Novo rascunho' }).click();
  await expect(page.getByRole('heading', { name: 'Rascunho', exact: true })).toBeVisible();
  draftUrl = page.url();
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
});

/** The files the draft changes, as the server says. */
async function changedPaths(): Promise<string[]> {
  const id = new URL(draftUrl).pathname.split('/')[2];
  return (await (await page.request.get(`${studio?.url}/api/rascunhos/${id}`)).json()).draft.changedPaths ?? [];
}

const preview = (): FrameLocator => page.frameLocator('iframe[title="Prévia da conversa deste rascunho"]');

test('every setting says where it comes from; a list is checked line by line, saved for this partner and undone', async () => {
  await openText(page, /\(\/rota99\)/, 'Que bom ter você aqui');
  const all = page.getByRole('region', { name: 'Todas as configurações' });
  const campaign = all.getByRole('textbox', { name: 'Número da campanha', exact: true });
  await expect(campaign).toHaveValue('426');
  await expect(campaign).toHaveAccessibleDescription(/Valor deste parceiro/);
  const wait = all.getByRole('textbox', { name: 'Espera antes da primeira mensagem (milissegundos)' });
  await expect(wait).toHaveValue('1500');
  await expect(wait).toHaveAccessibleDescription(/Vem do padrão, que vale para todos os parceiros/);
  // A map's key is a field of its own.
  const referral = all.getByRole('group', { name: 'Indicação › Número da campanha' });
  await expect(referral.getByRole('textbox')).toHaveValue('605');
  await expect(referral.getByRole('textbox')).toHaveAccessibleDescription(/Vem do padrão/);
  await expect(referral.getByRole('button', { name: 'Voltar ao padrão' })).toHaveCount(0);

  const hosts = all.getByRole('group', { name: 'Endereços de prévia onde a página também aparece' });
  const field = hosts.getByRole('textbox');
  await expect(field).toHaveValue('*.vercel.app');
  await field.fill('*.vercel.app\nNot a host!');
  await hosts.getByRole('button', { name: 'Salvar só para este parceiro' }).click();
  await expect(hosts.getByText('A linha 2 («Not a host!») não é aceita.', { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await changedPaths()).not.toContain('variants/rota99.yaml');
  await expectAccessible(page);

  await field.fill('*.vercel.app\n\nparceiro.example.com\n');
  await hosts.getByRole('button', { name: 'Salvar só para este parceiro' }).click();
  await expect(hosts.getByText('Salvo só para este parceiro, no rascunho.')).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/Valor deste parceiro/);
  await expect(field).toHaveValue('*.vercel.app\nparceiro.example.com');
  expect(await changedPaths()).toEqual(['variants/rota99.yaml']);

  // Undone: the draft goes back to before that save.
  await hosts.getByRole('button', { name: /^Desfazer/ }).click();
  await expect(hosts.getByText(/Desfeito/)).toBeVisible();
  await expect(field).toHaveValue('*.vercel.app');
  await expect(field).toHaveAccessibleDescription(/Vem do padrão/);
  expect(await changedPaths()).toEqual([]);
});

test('a colour is re-checked as typed, refused while too faint, shown in the preview, and undone', async () => {
  const colours = page.getByRole('region', { name: 'Cores' });
  const text = colours.getByRole('textbox', { name: 'Cor do texto dos botões' });
  await expect(text).toHaveValue(/^#ffd400$/i);
  await expect(colours.getByText(/✓ O texto dos botões sobre a cor dos botões/)).toBeVisible();
  await text.fill('#333333');
  await text.press('Enter');
  await expect(colours.getByText(/✗ O texto dos botões sobre a cor dos botões tem contraste de 1,\d\d:1/)).toBeVisible();
  await colours.getByRole('button', { name: 'Salvar cores' }).click();
  await expect(colours.getByRole('alert')).toContainText('As cores não foram salvas.');

  await text.fill('#f5f5f5');
  await text.press('Enter');
  await expect(colours.getByText(/✓ O texto dos botões sobre a cor dos botões/)).toBeVisible();
  await colours.getByRole('button', { name: 'Salvar cores' }).click();
  await expect(colours.getByText('Cores salvas no rascunho.')).toBeVisible();
  // The chat paints its buttons' text from this property of its page (src/ui/theme.ts).
  // The preview reloads at each save: a read that meets the reload is read again, not a failure.
  const buttonText = () =>
    preview()
      .locator('html')
      .evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-fg').trim())
      .catch(() => null);
  await expect.poll(buttonText, { timeout: 60_000 }).toBe('#f5f5f5');

  // Taken back with "Desfazer": the partner file is as it was, and the field and the preview say so.
  await colours.getByRole('button', { name: 'Desfazer a gravação das cores' }).click();
  await expect(colours.getByText('Desfeito: o rascunho voltou a ser como era antes dessa gravação.')).toBeVisible();
  await expect.poll(changedPaths).toEqual([]);
  await expect(text).toHaveValue(/^#ffd400$/i);
  // The page has moved to the new version once its preview shows it (the next save starts from there).
  await expect.poll(buttonText, { timeout: 60_000 }).toBe('#ffd400');
});

test('an interface text changed for /rota99 only shows in its preview and not on /, and "Voltar ao padrão" removes it', async () => {
  const texts = page.getByRole('region', { name: 'Textos da interface' });
  await texts.getByRole('textbox', { name: 'Procurar um texto da interface' }).fill('Enviar');
  const send = texts.getByRole('group', { name: 'Texto da interface «Enviar»' });
  await expect(send.getByRole('textbox')).toHaveValue('Enviar');
  await send.getByRole('textbox').fill('Mandar pra Rota 99');
  await send.getByRole('button', { name: 'Salvar só para este parceiro' }).click();
  await expect(send.getByText('Salvo só para este parceiro, no rascunho.')).toBeVisible();
  await expect(send.getByRole('textbox')).toHaveAccessibleDescription(/Texto deste parceiro; o padrão é «Enviar»/);
  await expect(preview().getByRole('button', { name: 'Mandar pra Rota 99' })).toBeVisible({ timeout: 60_000 });

  await openText(page, /\(\/\)/, 'Que bom ter você aqui');
  await expect(preview().getByRole('button', { name: 'Enviar', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(preview().getByRole('button', { name: 'Mandar pra Rota 99' })).toHaveCount(0);

  await openText(page, /\(\/rota99\)/, 'Que bom ter você aqui');
  const own = texts.getByRole('group', { name: 'Texto da interface «Enviar»' });
  await own.getByRole('button', { name: 'Voltar ao padrão' }).click();
  await expect(own.getByText('Voltou ao padrão neste rascunho.')).toBeVisible();
  await expect(own.getByRole('textbox')).toHaveValue('Enviar');
  expect(await changedPaths()).toEqual([]);
});

/** A new partner's form filled in; `n` keeps each partner's numbers its own (two partners may not share a tag manager or a WhatsApp link). */
async function fillPartner(name: string, route: string, n: number): Promise<void> {
  await page.goto(`${draftUrl}/novo-parceiro`);
  const fields: [string, string][] = [
    ['Nome do parceiro', name],
    ['Endereço da página', route],
    ['Número da campanha', `9${n}1`],
    ['Número da compra', `9${n}2`],
    ['Número da empresa', `9${n}3`],
    ['Contêiner do Google Tag Manager', `GTM-TESTE${n}`],
    ['Link do WhatsApp', `https://wa.me/55119999999${n}0`],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label }).fill(value);
}

async function pickColour(name: string, hex: string): Promise<void> {
  const field = page.getByRole('textbox', { name });
  await field.fill(hex);
  await field.press('Enter');
}

async function addPartner(): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar parceiro ao rascunho' }).click();
  await expect(page.getByText(/Parceiro adicionado ao rascunho/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Voltar ao rascunho' }).click();
}

test('the new partner’s screen outlines the failing part in red; with its own greeting and no banner it reaches its first question', async () => {
  await fillPartner('Clube Teste', '/clube-teste', 1);
  const screen = page.getByRole('figure', { name: /Como fica a página do parceiro/ });
  const button = screen.getByRole('group', { name: 'Botão SIMULAR AGORA' });
  const robot = screen.getByRole('group', { name: 'Ícone do robô' });
  await expect(screen.getByText('✗ contraste baixo', { exact: true })).toHaveCount(0);
  await pickColour('Cor do texto dos botões', '#1a5fb0');
  await expect(button).toContainText('contraste baixo');
  await expect(button).toHaveCSS('border-top-color', 'rgb(164, 22, 26)');
  await expect(robot).not.toContainText('contraste baixo');
  await expectAccessible(page);
  await pickColour('Cor do texto dos botões', '#ffffff');
  await expect(screen.getByText('✗ contraste baixo', { exact: true })).toHaveCount(0);
  // A light colour for the buttons: the robot's icon (white on it) is where it fails.
  await pickColour('Cor dos botões', '#ffd400');
  await expect(robot).toContainText('contraste baixo');
  await expect(robot.locator('.partner-screen__avatar')).toHaveCSS('background-color', 'rgb(255, 212, 0)');
  await pickColour('Cor dos botões', '#0b5cad');
  await expect(screen.getByText('✗ contraste baixo', { exact: true })).toHaveCount(0);

  const greeting = page.getByRole('textbox', { name: 'Saudação' });
  await expect(greeting).toHaveValue('Olá, cliente <b>Clube Teste</b>! 👋 Que bom ter você aqui.');
  await greeting.fill('Olá, associado <b>Clube Teste</b>! 👋 Vamos achar o seu consórcio.');
  await expect(screen).toContainText('Olá, associado Clube Teste! 👋 Vamos achar o seu consórcio.');
  await expect(screen).toContainText('Sem banner');

  // A file that is no image is refused in Portuguese under the logo; a real PNG is taken.
  const logo = page.locator('input[type="file"]').first();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
  await expect(page.getByRole('button', { name: 'Trocar “logo.png”…' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar parceiro ao rascunho' }).click();
  await expect(page.getByText(/O logo precisa ser uma imagem PNG ou SVG; “logo.png” não é/)).toBeVisible();
  await logo.setInputFiles({ name: 'logo-clube.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Trocar “logo-clube.png”…' })).toBeVisible();
  await addPartner();

  await openText(page, /\(\/clube-teste\)/, 'Que bom ter você aqui');
  await expect(preview().getByText('Olá, associado Clube Teste! 👋 Vamos achar o seu consórcio.')).toBeVisible({ timeout: 60_000 });
  await expect(preview().getByText('Vamos fazer sua simulação?')).toBeVisible();
  await expect(preview().getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible();
  await expect(preview().locator('img.chat__banner')).toHaveCount(0);
  // Its own logo, from the draft (a missing one would fall back to the default brand's).
  const logoImage = preview().locator('img.brand-logo');
  await expect(logoImage).toHaveAttribute('src', /clubeteste\.png$/);
  await expect.poll(() => logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0)).toBeGreaterThan(0);
});

test('a new partner added with a banner shows it in its preview', async () => {
  await fillPartner('Clube Banner', '/clube-banner', 2);
  // A banner that promises no discount: this partner has none, and the gate refuses a banner's promise it does not keep.
  await page.locator('input[type="file"]').nth(1).setInputFiles(join(ROOT, 'public/banners/premmia.svg'));
  await expect(page.getByRole('button', { name: 'Trocar “premmia.svg”…' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Como fica a página do parceiro/ })).toContainText('Banner do parceiro');
  await addPartner();
  await openText(page, /\(\/clube-banner\)/, 'Que bom ter você aqui');
  const banner = preview().locator('img.chat__banner');
  await expect(banner).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0)).toBeGreaterThan(0);
});
