// Development only: /?step=<id>&fixture=<name> opens the chat at that step with a state fixture
// (flows/fixtures/), whose replay creates the lead and proposal in the sandbox.
import { expect, test } from '../e2e/fixtures.ts';
import { options } from '../e2e/journey.ts';

test('opens the payment options with the proposal-created fixture, and Pix works for its proposal', async ({ page }) => {
  await page.goto('/?step=payment-options&fixture=proposal-created');
  const log = page.getByRole('log');
  await expect(log).toContainText('Como você prefere pagar?');
  await expect(options(page).getByRole('button')).toHaveText(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', /FALAR COM OS ESPECIALISTAS/]);
  // Not the greeting: the chat started at the step.
  await expect(log).not.toContainText('Que bom ter você aqui');
  // The proposal token is one the sandbox knows: the Pix charge is created for it.
  await page.getByRole('button', { name: 'PIX', exact: true }).click();
  await expect(log).toContainText(/Seu PIX de R\$\s1\.255,00 foi gerado/);
});

test('names a fixture that does not exist', async ({ page }) => {
  await page.goto('/?step=payment-options&fixture=proposal-creatd');
  await expect(page.getByRole('alert')).toContainText('A fixture "proposal-creatd" não existe');
});

test('a step that does not exist is named, and the nearest one offered', async ({ page }) => {
  await page.goto('/?step=payment-optoins&fixture=proposal-created');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('O passo "payment-optoins" não existe no fluxo.');
  await notice.getByRole('button', { name: 'Continuar em "payment-options"' }).click();
  await expect(page.getByRole('log')).toContainText('Como você prefere pagar?');
});

test("a partner's route opens at the step under its own brand, with the fixture replayed", async ({ page }) => {
  await page.goto('/premmia?step=proposal-plan-holder&fixture=plan-chosen');
  const log = page.getByRole('log');
  await expect(log).toContainText('O plano vai ficar no nome de quem?');
  await expect(options(page).getByRole('button')).toHaveText(['PESSOA FÍSICA', 'PESSOA JURÍDICA']);
  await expect(page.getByRole('banner').getByRole('img', { name: /premmia/i })).toBeVisible();
});
