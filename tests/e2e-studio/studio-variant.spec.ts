// Editing a variant in place in the studio's variant view: a colour with its live contrast check,
// and a UI copy id for one variant only; each seen in that variant's chat, then undone or reset.
import { putBackAfterEach, read } from './putBack.ts';
import { expect, test, type Page } from '@playwright/test';

const touched = ['variants/rota99.yaml', 'variants/defaults.yaml', 'flows/ui.yaml'];
const originals = putBackAfterEach(touched);

/** The chat on `route` in a second tab (the studio keeps its Undo until it reloads). */
async function openChat(page: Page, route: string): Promise<Page> {
  const chat = await page.context().newPage();
  await chat.goto(route);
  await expect(chat.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 90_000 });
  return chat;
}

test('a colour of /rota99 changed in the variant view re-checks contrast as typed, is refused while too faint, shows in its chat, and is undone', async ({
  page,
}) => {
  await page.goto('/studio/variant/rota99');
  const field = page.getByRole('textbox', { name: 'theme.primaryForeground' });
  await expect(field).toHaveValue('#ffd400', { timeout: 90_000 });
  const buttonText = page.getByTestId('contrast').getByRole('row', { name: /Button text on the primary background/ });
  await expect(buttonText).toContainText('passes');

  await field.fill('#333333');
  await expect(buttonText).toContainText('fails (needs 4.5:1)');
  // Saved anyway, flows:check refuses it on the field and the file stays as it was.
  const setting = page.getByTestId('setting-theme.primaryForeground');
  await setting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(setting.getByRole('alert')).toContainText(/theme\.primaryForeground .*contrast 1\.\d\d:1 .*below WCAG AA 4\.5:1/);
  expect(read('variants/rota99.yaml')).toBe(originals.get('variants/rota99.yaml'));
  await field.fill('#ffffff');
  await expect(buttonText).toContainText('passes');
  await setting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(setting.getByTestId('saved-diff').locator('.diff__add')).toContainText('primaryForeground: "#ffffff"');
  expect(read('variants/rota99.yaml')).toContain('  primaryForeground: "#ffffff"');
  expect(read('variants/defaults.yaml')).toBe(originals.get('variants/defaults.yaml'));

  const chat = await openChat(page, '/rota99');
  await expect.poll(() => chat.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-fg').trim())).toBe('#ffffff');
  await chat.close();

  await setting.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => read('variants/rota99.yaml')).toBe(originals.get('variants/rota99.yaml'));
  await expect(field).toHaveValue('#ffd400');
});

test('a UI copy id overridden for /rota99 only shows in its chat and not on /, and "reset to default" removes it', async ({ page }) => {
  await page.goto('/studio/variant/rota99');
  await page.getByRole('textbox', { name: 'Find UI copy' }).fill('send');
  const field = page.getByRole('textbox', { name: 'ui send', exact: true });
  await expect(field).toHaveValue('Enviar', { timeout: 90_000 });
  await field.fill('Mandar pra Rota 99');
  await page.getByTestId('setting-ui send').getByRole('button', { name: 'For this variant only' }).click();
  await expect(page.getByTestId('setting-ui send').getByTestId('saved-diff')).toContainText('variants/rota99.yaml');
  expect(read('variants/rota99.yaml')).toMatch(/\nui:\n  send: "Mandar pra Rota 99"\n$/);
  expect(read('flows/ui.yaml')).toBe(originals.get('flows/ui.yaml'));

  const partner = await openChat(page, '/rota99');
  await expect(partner.getByRole('button', { name: 'Mandar pra Rota 99' })).toBeVisible();
  const main = await openChat(page, '/');
  await expect(main.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
  await partner.close();
  await main.close();

  // Now the variant's own value: reset removes the override (and the emptied `ui:`).
  const reset = page.getByTestId('setting-ui send').getByRole('button', { name: 'Reset to default' });
  await expect(reset).toBeVisible({ timeout: 30_000 });
  await reset.click();
  await expect.poll(() => read('variants/rota99.yaml')).toBe(originals.get('variants/rota99.yaml'));
  await expect(field).toHaveValue('Enviar');
});

test('a list setting of /rota99 is edited one item per line: a bad host is refused on the field, a good list saved for this variant only and undone', async ({
  page,
}) => {
  await page.goto('/studio/variant/rota99');
  const field = page.getByRole('textbox', { name: 'previewHosts' });
  await expect(field).toHaveValue('*.vercel.app', { timeout: 90_000 });
  const setting = page.getByTestId('setting-previewHosts');

  await field.fill('*.vercel.app\nNot a host!');
  await setting.getByRole('button', { name: 'For this variant only' }).click();
  await expect(setting.getByRole('alert')).toContainText('previewHosts');
  expect(read('variants/rota99.yaml')).toBe(originals.get('variants/rota99.yaml'));

  await field.fill('*.vercel.app\n\nparceiro.example.com\n');
  await setting.getByRole('button', { name: 'For this variant only' }).click();
  await expect(setting.getByTestId('saved-diff')).toContainText('variants/rota99.yaml');
  // In the file's own quoting: plain where YAML allows it (a leading * must be quoted).
  expect(read('variants/rota99.yaml')).toMatch(/\npreviewHosts:\n {2}- "\*\.vercel\.app"\n {2}- parceiro\.example\.com\n$/);
  expect(read('variants/defaults.yaml')).toBe(originals.get('variants/defaults.yaml'));

  await setting.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => read('variants/rota99.yaml')).toBe(originals.get('variants/rota99.yaml'));
});

test("a map setting's keys are fields of their own: referral.campanhaId shows where it comes from", async ({ page }) => {
  await page.goto('/studio/variant/rota99');
  const row = page.getByRole('row', { name: /referral\.campanhaId/ });
  await expect(row.getByRole('spinbutton', { name: 'referral.campanhaId' })).toHaveValue('605', { timeout: 90_000 });
  await expect(row).toContainText('variants/defaults.yaml');
  await expect(row.getByRole('button', { name: 'Save in variants/defaults.yaml' })).toBeDisabled();
});
