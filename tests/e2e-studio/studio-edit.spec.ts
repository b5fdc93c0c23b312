// Editing in place in the studio's step inspector: the edit engine writes the real YAML, so each
// test puts the files back afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { putBackAfterEach, ROOT } from './putBack.ts';
import { expect, test, type Page } from '@playwright/test';

const touched = ['variants/rota99.yaml', 'variants/main.yaml', 'flows/intro.yaml'];
const originals = putBackAfterEach(touched);

// A new wording that keeps the greeting's rules for /rota99 (half payment, its discount), which the
// compile gate enforces like CI does, and the words the conversation test of /rota99 asserts
// (flows/tests/intro.yaml), which the save gate runs.
const NEW_GREETING =
  'Olá, motorista! 👋 Na parceria Rota 99 e Mycon, texto novo: você paga só metade da parcela até ser contemplado e ganha 50% de desconto na primeira parcela.';

/** A save runs the conversation tests the change can affect before it answers. */
const SAVED = 60_000;

async function previewText(page: Page, variant: string): Promise<string> {
  await page.goto(`/studio/preview/${variant}/copy-message-1`);
  const frame = page.frameLocator('iframe.preview__phone');
  await expect(frame.locator('body')).toContainText('Olá', { timeout: 90_000 });
  return frame.locator('body').innerText();
}

/** The inspector of the greeting, at /rota99's column, once its text has loaded. */
async function openRota99Greeting(page: Page) {
  await page.goto('/studio/step/copy-message-1');
  const column = page.getByTestId('texts-rota99');
  const field = column.getByRole('textbox').first();
  await expect(field).toHaveValue(/Olá, motorista!/, { timeout: 90_000 });
  return { column, field };
}

test('a greeting changed for /rota99 only shows in the preview of /rota99 and not in /', async ({ page }) => {
  const { column, field } = await openRota99Greeting(page);
  await field.fill(NEW_GREETING);
  await column.getByRole('button', { name: 'Save' }).click();

  // The diff of the one line that changed, in the variant file only.
  const diff = column.getByTestId('saved-diff');
  await expect(diff).toContainText('variants/rota99.yaml', { timeout: SAVED });
  await expect(diff.locator('.diff__add')).toContainText(NEW_GREETING);
  await expect(diff.locator('.diff__del')).toContainText('paga só metade da parcela');
  expect(readFileSync(`${ROOT}/variants/rota99.yaml`, 'utf8')).toContain(`copy-message-1: "${NEW_GREETING}"`);
  expect(readFileSync(`${ROOT}/flows/intro.yaml`, 'utf8')).toBe(originals.get('flows/intro.yaml'));

  await expect.poll(() => previewText(page, 'rota99'), { timeout: 90_000 }).toContain(NEW_GREETING);
  expect(await previewText(page, 'main')).not.toContain(NEW_GREETING);
});

test('a text the compiler refuses shows its problems on the field and writes nothing', async ({ page }) => {
  await page.goto('/studio/step/copy-message-1');
  const column = page.getByTestId('texts-default');
  const field = column.getByRole('textbox').first();
  await expect(field).toHaveValue(/Que bom ter você aqui/, { timeout: 90_000 });
  await field.fill('Olá {nao.existe}! <script>x</script>');
  await column.getByRole('button', { name: 'Save' }).click();
  await expect(column.getByRole('alert')).toContainText('Not saved');
  await expect(column.locator('.diagnostics li').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(readFileSync(`${ROOT}/flows/intro.yaml`, 'utf8')).toBe(originals.get('flows/intro.yaml'));
});

test('Undo puts the saved text back', async ({ page }) => {
  const { column, field } = await openRota99Greeting(page);
  await field.fill(NEW_GREETING);
  await column.getByRole('button', { name: 'Save' }).click();
  await expect(column.getByTestId('saved-diff')).toBeVisible({ timeout: SAVED });
  await column.getByRole('button', { name: 'Undo' }).click();
  await expect(column.getByTestId('saved-diff')).toHaveCount(0);
  expect(readFileSync(`${ROOT}/variants/rota99.yaml`, 'utf8')).toBe(originals.get('variants/rota99.yaml'));
});

test('"for this variant only" adds the override to the variant file; "reset to default" removes it', async ({ page }) => {
  expect(originals.get('variants/main.yaml')).not.toContain('copy-message-1');
  await page.goto('/studio/step/copy-message-1');
  await page.getByRole('combobox', { name: 'Variant to override' }).selectOption('main', { timeout: 90_000 });
  await page.getByRole('textbox', { name: 'Text for this variant only' }).fill('Olá! Só no site principal.');
  await page.getByRole('button', { name: 'Override the text' }).click();
  await expect(page.getByTestId('variant-override').getByTestId('saved-diff')).toContainText('variants/main.yaml', { timeout: SAVED });
  expect(readFileSync(`${ROOT}/variants/main.yaml`, 'utf8')).toMatch(/copy-message-1: .*Só no site principal/);
  // The new column appears once the studio's data follows the save.
  const column = page.getByTestId('texts-main');
  await expect(column).toBeVisible({ timeout: 45_000 });
  await column.getByRole('button', { name: 'Reset main to default' }).click();
  await expect(column).toHaveCount(0, { timeout: 45_000 });
  expect(readFileSync(`${ROOT}/variants/main.yaml`, 'utf8')).toBe(originals.get('variants/main.yaml'));
});

test('a file changed on disk while typing is not overwritten: the save is refused and the field shows the file again', async ({ page }) => {
  const { column, field } = await openRota99Greeting(page);
  // Typing reads the file's hash once; wait for it so the change below comes after it.
  const read = page.waitForResponse((r) => r.url().includes('/__studio/file'));
  await field.fill(NEW_GREETING);
  await read;
  // Someone else saves the same file meanwhile (another line: the studio's text stays the same).
  const changedElsewhere = `${originals.get('variants/rota99.yaml')}# edited elsewhere\n`;
  writeFileSync(`${ROOT}/variants/rota99.yaml`, changedElsewhere);
  await column.getByRole('button', { name: 'Save' }).click();
  await expect(column.getByRole('alert')).toContainText('changed on disk');
  await expect(field).toHaveValue(/paga só metade da parcela/);
  expect(readFileSync(`${ROOT}/variants/rota99.yaml`, 'utf8')).toBe(changedElsewhere);
});
