// Passkeys through the studio's pages (issue 24 item 1), in Chromium with its virtual authenticator
// (CDP WebAuthn) standing in for a phone or a laptop's fingerprint reader: a person invited on the
// command line adds a passkey from "Suas chaves de acesso", signs out, signs in with "Entrar com
// chave de acesso", and removes the key after a confirmation; the removed key no longer opens the
// studio. The server runs with STUDIO_PUBLIC_URL unset, so it also shows the default address
// (localhost, where browsers allow passkeys) working. OIDC is configured (a provider that is never
// reached), so the company button shows. axe on both screens.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { type StudioProcess, startStudio } from './studioProcess.ts';

test.describe.configure({ mode: 'serial' });

// The config's own server takes E2E_PORT; the passkey API spec takes +1.
const PORT = Number(process.env.E2E_PORT ?? 5200) + 2;
const OIDC = { STUDIO_OIDC_ISSUER: `http://127.0.0.1:${PORT + 1}/oidc`, STUDIO_OIDC_CLIENT_ID: 'estudio', STUDIO_OIDC_CLIENT_SECRET: 'segredo-de-teste' };

let studio: StudioProcess | undefined;
let page: Page;
let authenticatorId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  studio = await startStudio(PORT, { defaultPublicUrl: true, env: OIDC });
  // Its own context (axe needs one made with newContext), closed in afterAll.
  page = await (await browser.newContext()).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const options = {
    protocol: 'ctap2',
    transport: 'internal',
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    automaticPresenceSimulation: true,
  } as const;
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options }));
});

test.afterAll(async () => {
  await page?.context().close();
  await studio?.stop();
});

test('the default address is localhost on the studio port, and the invite opens the studio there', async () => {
  expect(studio?.inviteLink).toMatch(new RegExp(`^http://localhost:${PORT}/entrar/convite#`));
  await page.goto(studio?.inviteLink ?? '');
  await page.getByRole('button', { name: 'Aceitar convite e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
});

test('a person adds a passkey from "Suas chaves de acesso"', async () => {
  await page.getByRole('link', { name: 'Suas chaves de acesso' }).click();
  await expect(page.getByRole('heading', { name: 'Suas chaves de acesso', level: 1 })).toBeVisible();
  await expect(page.getByText('Você ainda não tem chave de acesso.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Nome da chave (opcional)' }).fill('Notebook do trabalho');
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  await expect(page.getByRole('status')).toContainText('A chave “Notebook do trabalho” foi adicionada');
  const keys = page.getByRole('list', { name: 'Suas chaves' }).getByRole('listitem');
  await expect(keys).toHaveCount(1);
  await expect(keys.first()).toContainText('Notebook do trabalho');
  await expect(keys.first()).toContainText('ainda não usada para entrar');
  await expectAccessible(page);
  const cdp = await page.context().newCDPSession(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
});

test('signed out, the person signs in with the passkey button alone', async () => {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar no estúdio' })).toBeVisible();
  // Company sign-in is configured on this server: its button leads to the server's OIDC start.
  await expect(page.getByRole('link', { name: 'Entrar com a conta da empresa' })).toHaveAttribute('href', '/api/entrar/oidc');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page.getByRole('heading', { name: 'Meus rascunhos' })).toBeVisible();
  await page.getByRole('link', { name: 'Suas sessões' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Esta sessão' })).toContainText('entrou por chave de acesso');
  await page.getByRole('link', { name: 'Suas chaves de acesso' }).click();
  await expect(page.getByRole('list', { name: 'Suas chaves' })).toContainText('último uso');
});

test('removing asks first; a removed key no longer opens the studio; no key at all is a note, not an error', async () => {
  const remove = page.getByRole('button', { name: 'Remover a chave Notebook do trabalho' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover a chave “Notebook do trabalho”?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Suas chaves' }).getByRole('listitem')).toHaveCount(1);

  await remove.click();
  await dialog.getByRole('button', { name: 'Remover chave' }).click();
  await expect(page.getByRole('status')).toContainText('A chave “Notebook do trabalho” foi removida');
  await expect(page.getByText('Você ainda não tem chave de acesso.')).toBeVisible();

  // The phone still holds the key, but the studio forgot it: refused, in words, with the way back.
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page.getByRole('alert')).toContainText('Esta chave de acesso não está cadastrada no estúdio');
  await expect(page.getByRole('heading', { name: 'Entrar no estúdio' })).toBeVisible();

  // A device with no key for the studio (as a closed prompt): a note, not an error.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page.getByRole('status')).toContainText('Nenhuma chave de acesso foi usada');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
