// Issue 15 item 8 in Chromium: a reload mid-proposal keeps the conversation (messages, answers,
// the question waiting) and the visitor goes on from there; a reload with the card form open
// keeps everything but the card data, which never reaches the saved conversation.
import { test, expect } from './fixtures.ts';
import { answer, cardDialog, choose, chooseCar, chooseFirstPlan, log, MARIA, startSimulation, tellAboutMe } from './journey.ts';

test('a reload mid-proposal keeps everything but card data', async ({ page }) => {
  await startSimulation(page);
  await chooseCar(page);
  await tellAboutMe(page, MARIA);
  await chooseFirstPlan(page);
  await choose(page, 'PESSOA FÍSICA');
  await answer(page, 'Qual é o nome completo do titular?', MARIA.nome);
  await answer(page, 'Agora, qual é o CPF do titular?', MARIA.cpf);
  await expect(log(page)).toContainText('E qual é o CEP do endereço do titular?');
  const before = await log(page).innerText();

  await page.reload();
  await expect(log(page)).toContainText('E qual é o CEP do endereço do titular?');
  // The carousels come back too, once their lazy code has loaded.
  await expect.poll(() => log(page).innerText()).toBe(before);
  await expect(log(page)).not.toContainText('Não consegui retomar');
  // The visitor goes on from the question they were on.
  await answer(page, 'E qual é o CEP do endereço do titular?', MARIA.cep);
  await answer(page, 'Qual é a data de nascimento?', MARIA.nascimento);
  await choose(page, 'CONFIRMAR');
  await expect(log(page)).toContainText('Proposta gerada com sucesso! 🎉');
  await expect(log(page)).toContainText('Qual é o nome completo do titular?'); // still the whole conversation

  // The card form open and half filled: a reload keeps the conversation, not the card.
  await choose(page, 'CARTÃO DE CRÉDITO');
  const modal = cardDialog(page);
  await expect(modal).toBeVisible();
  await modal.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await modal.getByLabel('CVV').pressSequentially('987');
  await modal.getByLabel('Validade').pressSequentially('122031');
  const saved = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(saved).toContain('Proposta gerada com sucesso');
  for (const secret of ['4111111111111111', '4111 1111 1111 1111', '12/2031', 'cvv', 'validade']) expect(saved).not.toContain(secret);

  await page.reload();
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Número do cartão')).toHaveValue('');
  await expect(modal.getByLabel('CVV')).toHaveValue('');
  await expect(modal.getByTestId('card-preview-number')).toHaveText('XXXX XXXX XXXX XXXX');
  await modal.getByRole('button', { name: 'VOLTAR' }).click();
  await expect(log(page)).toContainText('Proposta gerada com sucesso! 🎉');
  await expect(log(page)).toContainText('Escolha a forma de pagamento que preferir');
});

// Issue 26 item 3: after a reload the prerendered greeting and SIMULAR AGORA painted at once and the
// saved conversation came back a moment later; a tap in between was dropped. With a conversation
// saved in the tab, no frame shows the start screen: every frame from the first is sampled.
test('a reload with a saved conversation never shows a frame of the start screen', async ({ page }) => {
  await startSimulation(page);
  await chooseCar(page);
  await expect(log(page)).toContainText('qual é o seu nome?');
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    (window as unknown as { __startScreenFrames: boolean[] }).__startScreenFrames = frames;
    const sample = () => {
      const start = [...document.querySelectorAll('.option')].some(
        (b) => b.textContent?.trim() === 'SIMULAR AGORA' && (b as HTMLElement).checkVisibility({ visibilityProperty: true }),
      );
      frames.push(start);

      if (frames.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    document.addEventListener('DOMContentLoaded', sample);
  });
  await page.reload();
  await expect(log(page)).toContainText('qual é o seu nome?');
  await expect(log(page).getByText('Automóveis', { exact: true })).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { __startScreenFrames: boolean[] }).__startScreenFrames);
  expect(frames.length).toBeGreaterThan(3);
  expect(frames.filter(Boolean)).toEqual([]);
  // And the page is not left in its neutral state.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-resuming'))).toBe(false);
});
