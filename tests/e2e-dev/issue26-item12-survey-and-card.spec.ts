// Issue 26 item 12 in Chromium, on the development server so the chat opens at the step with a
// state fixture (flows/fixtures/): the 1-to-5 rating is one row on a phone, the goodbye closes the
// input bar, and the card form opens with the holder's name and CPF (editable), takes the card's
// MM/AA expiry (issue 26 item 10) and keeps its disabled button readable on a dark partner theme.
// The privacy link, the focus ring and the disabled send button: tests/e2e/issue26-item12-*.
import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { cardDialog, options } from '../e2e/journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-issue26-item12';
mkdirSync(SHOTS, { recursive: true });

/** Opening at a step replays the fixture's API calls first, on a server compiling on demand. */
const OPENING = { timeout: 30_000 };

/** The contrast of an element's text on its own background (both opaque), WCAG formula. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    if (Number(style.opacity) < 1) return 0;
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

for (const width of [390, 320]) {
  test(`the 1-to-5 rating is one row of five buttons on a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/?step=pesquisa-nota&fixture=proposal-created');
    await expect(page.getByRole('log')).toContainText('De 1 a 5, que nota você dá para a sua experiência de compra?', OPENING);
    const buttons = options(page).getByRole('button');
    await expect(buttons).toHaveText(['1', '2', '3', '4', '5']);
    await page.waitForTimeout(300); // the buttons' entrance
    const boxes = await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect()).map(({ top, height, width }) => ({ top, height, width })));
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${SHOTS}/rating-one-row-${width}.png` });
  });
}

test('after the goodbye the input bar closes and says the conversation has ended', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/?step=pesquisa-algo-mais&fixture=proposal-created');
  await expect(options(page)).toHaveAttribute('data-step', 'pesquisa-algo-mais', OPENING);
  await options(page).getByRole('button', { name: 'NÃO, OBRIGADO' }).click();
  await expect(page.getByRole('log')).toContainText('Até mais, Maria! Foi um prazer te ajudar. 👋');
  const hint = page.locator('.input-bar__hint');
  await expect(hint).toHaveText('Conversa encerrada. Obrigado pela visita!');
  await expect(page.locator('.input-bar__input')).toBeDisabled();
  await expect(page.locator('.input-bar__input')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeHidden();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/goodbye-input-closed.png` });
});

test('the card form opens with the holder, takes MM/AA, and its disabled button reads on a dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rota99?step=payment-options&fixture=proposal-created');
  await expect(options(page)).toHaveAttribute('data-step', 'payment-options', OPENING);
  await options(page).getByRole('button', { name: 'CARTÃO DE CRÉDITO' }).click();
  const modal = cardDialog(page);
  await expect(modal).toBeVisible(OPENING);

  // The holder just given, editable.
  const name = modal.getByLabel('Nome do titular (como no cartão)');
  await expect(name).toHaveValue('Maria da Conceição');
  await expect(modal.getByLabel('CPF ou CNPJ do titular')).toHaveValue('529.982.247-25');
  await expect(modal.getByTestId('card-preview-name')).toHaveText('MARIA DA CONCEIÇÃO');

  // Still invalid (no number yet): FINALIZAR PAGAMENTO is styled disabled, and readable.
  const submit = modal.getByRole('button', { name: 'FINALIZAR PAGAMENTO' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await page.waitForTimeout(400); // the modal's entrance
  expect(await contrastOf(submit)).toBeGreaterThanOrEqual(4.5);

  // The expiry as the card prints it, like the drawing: MM/AA becomes MM/AAAA.
  const expiry = modal.getByLabel('Validade');
  await expect(expiry).toHaveAttribute('placeholder', 'MM/AA');
  await expect(modal.getByTestId('card-preview-expiry')).toHaveText('MM/AA');
  await expiry.pressSequentially('0828');
  await expect(expiry).toHaveValue('08/2028');
  await expect(modal.getByTestId('card-preview-expiry')).toHaveText('08/28');
  await expect(modal.getByText('Data inválida')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/card-form-rota99.png` });

  await name.fill('João Souza');
  await expect(modal.getByTestId('card-preview-name')).toHaveText('JOÃO SOUZA');
  await modal.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await modal.getByLabel('CVV').pressSequentially('123');
  await modal.getByLabel('Parcelas').selectOption('1');
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/pagamento/cartao'));
  await submit.click();
  // Approved: the sandbox took the holder edited and the expiry as MM/AAAA (the payload itself:
  // tests/unit/payment/issue26-item10-card-expiry.test.tsx).
  expect((await paid).status()).toBe(200);
});

test('the plan carousel waiting for a plan keeps CONTINUAR readable on a dark theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auto-mais?step=proposal-plans-list-carousel-get&fixture=lead-saved');
  const primary = page.locator('.plan-carousel__primary').last();
  await expect(primary).toHaveText('CONTINUAR', OPENING);
  await expect(primary).toHaveAttribute('aria-disabled', 'true');
  await page.waitForTimeout(300);
  expect(await contrastOf(primary)).toBeGreaterThanOrEqual(4.5);
  await page
    .locator('.plan-carousel')
    .last()
    .screenshot({ path: `${SHOTS}/plan-continue-disabled-auto-mais.png` });
});
