// Development (`npm start`): a reload resumes the conversation like production does
// (tests/e2e/reload-resume.spec.ts), unless the address asks for a step and a fixture.
import { expect, test } from '../e2e/fixtures.ts';
import { MARIA, answer, choose, chooseCar, log, options, startSimulation } from '../e2e/journey.ts';

const NAME_QUESTION = 'qual é o seu nome?';

test('a reload in the dev chat goes on from the question the visitor was on', async ({ page }) => {
  await startSimulation(page);
  await chooseCar(page);
  await answer(page, NAME_QUESTION, MARIA.nome);
  await expect(options(page).getByRole('button', { name: 'PAGA METADE' })).toBeVisible();
  const before = await log(page).innerText();

  await page.reload();
  await expect.poll(() => log(page).innerText()).toBe(before);
  // Still waiting on the question after the name (the plan type), and the visitor goes on.
  await expect(page.getByRole('button', { name: 'SIMULAR AGORA' })).toHaveCount(0);
  await choose(page, 'PAGA METADE');
  await expect(options(page)).toHaveCount(0);
  await expect.poll(async () => (await log(page).innerText()).length).toBeGreaterThan(before.length + 'PAGA METADE'.length);
});

test('?step=&fixture= opens at that step even with a saved conversation', async ({ page }) => {
  await startSimulation(page);
  await chooseCar(page);
  await answer(page, NAME_QUESTION, MARIA.nome);
  await expect(log(page)).toContainText(MARIA.nome);

  await page.goto('/?step=payment-options&fixture=proposal-created');
  await expect(log(page)).toContainText('Como você prefere pagar?');
  await expect(log(page)).not.toContainText(MARIA.nome);
});
