// "Saved" means green (issue 23 item 1): a copy edit the studio saves leaves the conversation tests
// passing, and an edit of words a test asserts names that test and offers to update it in the same
// change, undone together.
import { putBackAfterEach, read, ROOT } from './putBack.ts';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';

const touched = ['flows/lead.yaml', 'flows/errors.yaml', 'flows/tests/intro.yaml', 'flows/tests/lead.yaml'];
const originals = putBackAfterEach(touched);

test('a reworded question is saved and every conversation test still passes', async ({ page }) => {
  await page.goto('/studio/step/lead-add-email');
  const column = page.getByTestId('texts-default');
  await column.getByRole('textbox').fill('Qual e-mail você mais usa?');
  await column.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(column.getByRole('button', { name: 'Undo' })).toBeVisible({ timeout: 120_000 });
  expect(read('flows/lead.yaml')).toContain('say: "Qual e-mail você mais usa?"');
  // What CI runs: it throws (exit 1) if any conversation test fails.
  const report = execFileSync('npm', ['run', '-s', 'flows:test'], { cwd: ROOT, encoding: 'utf8' });
  expect(report).toMatch(/\d+ passed, 0 failed/);
});

test('rewording a sentence a test asserts names the tests, and updates them in the same change on request', async ({ page }) => {
  await page.goto('/studio/step/error-general');
  const column = page.getByTestId('texts-default');
  await column.getByRole('textbox').fill('Ops! Nosso sistema está instável. Tente de novo daqui a pouco.');
  await column.getByRole('button', { name: 'Save', exact: true }).click();
  const offer = column.getByTestId('test-updates');
  await expect(offer).toContainText('2 conversation tests assert these words', { timeout: 120_000 });
  await expect(offer).toContainText(/test “the API is down, .*” \(flows\/tests\/intro\.yaml:\d+\) expects “Desculpe, estamos passando por instabilidades/);
  await expect(offer).toContainText('the bot would now say “Ops! Nosso sistema está instável. Tente de novo daqui a pouco.”');
  expect(read('flows/errors.yaml')).toBe(originals.get('flows/errors.yaml'));

  await offer.getByRole('button', { name: 'Update the tests and save' }).click();
  const undo = column.getByRole('button', { name: 'Undo all 3 files' });
  await expect(undo).toBeVisible({ timeout: 120_000 });
  expect(read('flows/tests/intro.yaml')).toContain('- bot: "Ops! Nosso sistema está instável. Tente de novo daqui a pouco."');
  expect(read('flows/tests/lead.yaml')).toContain('- bot: "Ops! Nosso sistema está instável. Tente de novo daqui a pouco."');

  await undo.click();
  for (const file of touched) await expect.poll(() => read(file), { message: file }).toBe(originals.get(file));
});
