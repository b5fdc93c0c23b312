// Issue 15, low: pressing Enter twice must not submit the next question empty. With the short
// test typing delay the second Enter (150 ms later) lands just after the next question appeared,
// before the visitor could type: it is ignored, and no field error shows.
import { test, expect } from './fixtures.ts';
import { chooseCar, choose, log } from './journey.ts';

for (const step of ['credit', 'income', 'email'])
  test(`Enter pressed twice at ${step} answers once: no "Preencha para continuar"`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
    await chooseCar(page);
    const input = page.locator('.input-bar__input');
    const hint = page.locator('.input-bar__hint');
    const send = async (question: string, text: string, twice: boolean) => {
      await expect(log(page)).toContainText(question);
      await expect(hint).toHaveText('Aperte ENTER para enviar:');
      await input.click();
      await input.pressSequentially(text);
      await input.press('Enter');
      if (twice) {
        await page.waitForTimeout(150);
        await input.press('Enter');
        await page.waitForTimeout(800);
        await expect(hint).not.toHaveText('Preencha para continuar! 😊');
      }
    };
    await send('qual é o seu nome?', 'Maria da Conceição', step === 'name');
    await choose(page, 'CRÉDITO INTEGRAL');
    await send('De quanto é o crédito que você precisa?', '50000', step === 'credit');
    await send('Qual é a sua renda mensal?', '10000', step === 'income');
    await send('Qual é o seu melhor e-mail?', 'maria@exemplo.com.br', step === 'email');
  });
