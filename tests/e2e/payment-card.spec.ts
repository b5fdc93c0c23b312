// The card payment in Chromium, phone and desktop: the modal's card preview (front, and the back
// while the CVV has focus), its messages, and each outcome of the sandbox's test cards.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { keepSentBodies, retype } from './engines.ts';
import { cardDialog, choose, log, options, toPayment } from './journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-payment';
mkdirSync(SHOTS, { recursive: true });

/** payment-options → CARTÃO DE CRÉDITO: the step opens the modal. */
async function openCardModal(page: Page) {
  await choose(page, 'CARTÃO DE CRÉDITO');
  await expect(log(page)).toContainText('Você pode parcelar em até 3x sem juros no cartão de crédito.');
  const modal = cardDialog(page);
  await expect(modal).toBeVisible();
  return modal;
}

async function fillCard(page: Page, numero: string) {
  const modal = cardDialog(page);
  await retype(modal.getByLabel('Nome do titular (como no cartão)'), 'Maria da Conceicao');
  await modal.getByLabel('Número do cartão').pressSequentially(numero);
  await modal.getByLabel('Validade').pressSequentially('122030');
  await modal.getByLabel('CVV').pressSequentially('123');
  // Opens with the holder's CPF (issue 26 item 12), typed again here as for another card holder.
  await modal.getByLabel('CPF ou CNPJ do titular').fill('');
  await modal.getByLabel('CPF ou CNPJ do titular').pressSequentially('52998224725');
  await modal.getByLabel('Parcelas').selectOption('3');
}

const submit = (page: Page) => cardDialog(page).getByRole('button', { name: 'FINALIZAR PAGAMENTO' });

test('a visitor pays by card: preview front and back, approved (HTTP 200)', { tag: '@firefox' }, async ({ page }, testInfo) => {
  const device = testInfo.project.name;
  const sentTo = await keepSentBodies(page);
  await toPayment(page);
  const modal = await openCardModal(page);
  const preview = modal.getByTestId('card-preview');

  // Empty but for the holder just given (issue 26 item 12): the spec's placeholders, and
  // FINALIZAR PAGAMENTO styled disabled.
  await expect(modal.getByTestId('card-preview-number')).toHaveText('XXXX XXXX XXXX XXXX');
  await expect(modal.getByTestId('card-preview-name')).toHaveText('MARIA DA CONCEIÇÃO');
  await expect(modal.getByLabel('CPF ou CNPJ do titular')).toHaveValue('529.982.247-25');
  await expect(modal.getByTestId('card-preview-expiry')).toHaveText('MM/AA');
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'true');
  await page.waitForTimeout(400); // the modal's entrance
  await page.screenshot({ path: `${SHOTS}/modal-empty-${device}.png` });

  // Filled: the preview follows the fields; the brand shows; the card turns over for the CVV.
  await retype(modal.getByLabel('Nome do titular (como no cartão)'), 'Maria da Conceicao');
  await modal.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await modal.getByLabel('Validade').pressSequentially('122030');
  await expect(modal.getByTestId('card-preview-number')).toHaveText('4111 1111 1111 1111');
  await expect(modal.getByTestId('card-preview-name')).toHaveText('MARIA DA CONCEICAO');
  await expect(modal.getByTestId('card-preview-expiry')).toHaveText('12/30');
  await expect(modal.getByTestId('card-front').locator('[data-brand="visa"]')).toBeVisible();
  await expect(preview).not.toHaveClass(/card-preview--flipped/);
  await page.waitForTimeout(300);
  await preview.screenshot({ path: `${SHOTS}/card-front-${device}.png` });
  await page.screenshot({ path: `${SHOTS}/modal-front-${device}.png` });

  await modal.getByLabel('CVV').pressSequentially('123');
  await expect(preview).toHaveClass(/card-preview--flipped/);
  await expect(modal.getByTestId('card-preview-cvv')).toHaveText('123');
  await page.waitForTimeout(750); // the turn
  await preview.screenshot({ path: `${SHOTS}/card-back-${device}.png` });
  await page.screenshot({ path: `${SHOTS}/modal-back-${device}.png` });

  await modal.getByLabel('CPF ou CNPJ do titular').focus();
  await expect(preview).not.toHaveClass(/card-preview--flipped/);
  await modal.getByLabel('Parcelas').selectOption('3');
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'false');

  // One request with the spec's payload; the approved image; then the conversation goes on.
  let release: () => void = () => {};
  await page.route('**/api/pagamento/cartao', async (route) => {
    await new Promise<void>((resolve) => (release = resolve)); // hold it to see the spinner
    await route.continue();
  });
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/pagamento/cartao'));
  await submit(page).click();
  await expect(modal.locator('.card-form__spinner')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/modal-sending-${device}.png` });
  // What the card frame sent, read while the request is held (the frame goes when the modal closes).
  const cardFrame = await (await page.locator('iframe[data-testid="card-frame"]').elementHandle())!.contentFrame();
  const sent = await sentTo('/api/pagamento/cartao', cardFrame!);
  release();
  // The approved image shows for 1.4 s (APPROVED_MS) before the conversation moves on: watched from the
  // moment the answer is let through, not after reading the answer (on a loaded machine, reading it in
  // Firefox outlasted the image).
  const approvedShown = expect(modal.getByTestId('card-approved')).toBeVisible();
  const response = await paid;
  expect(response.status()).toBe(200);
  // Read now: the frame that made the request, and its responses' bodies, go when the modal closes.
  const { data } = (await response.json()) as { data: { cartaoAutorizacao: string } };
  expect(sent).toMatchObject([
    {
      cartaoBandeira: 'VISA',
      cartaoNumero: '4111111111111111',
      cartaoValidadeMes: '12',
      cartaoValidadeAno: '2030',
      cartaoCodigoSeguranca: '123',
      cartaoCpfTitular: '52998224725',
      cartaoParcelas: 3,
    },
  ]);
  await approvedShown;
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${SHOTS}/modal-approved-${device}.png` });
  await expect(modal).toBeHidden();
  await expect(log(page)).toContainText('Pagamento aprovado! ✅');
  await expect(log(page)).toContainText(`Código de autorização: ${data.cartaoAutorizacao}.`);
  await expect(log(page)).toContainText('Compra finalizada! 🎉');
  // The card number is nowhere in the page once the modal is gone.
  expect(await page.content()).not.toContain('4111 1111 1111 1111');
  await page.screenshot({ path: `${SHOTS}/card-finished-${device}.png` });
});

test('a card the acquirer keeps pending (HTTP 202) shows payment-pending and says the proposal is registered', { tag: '@journey' }, async ({ page }) => {
  await toPayment(page);
  await openCardModal(page);
  await fillCard(page, '4000000000000077');
  await submit(page).click();
  await expect(cardDialog(page)).toBeHidden();
  await expect(log(page)).toContainText('Seu pagamento está em processamento. ⏳');
  // Honest ending (issue 14 item 2): registered, not finished, until the payment is approved.
  await expect(log(page)).toContainText(
    'Sua proposta está registrada 📝 e, assim que o pagamento for aprovado, a sua cota será confirmada por e-mail em maria@exemplo.com.br.',
  );
  await expect(log(page)).toContainText('O número do seu contrato é');
  await expect(log(page)).not.toContainText('Compra finalizada');
});

test("item 6: a card pending the issuer's validation (4000 0000 0000 0101) says so and registers the proposal", { tag: '@journey' }, async ({ page }) => {
  await toPayment(page);
  await openCardModal(page);
  await fillCard(page, '4000000000000101');
  await submit(page).click();
  await expect(cardDialog(page)).toBeHidden();
  await expect(log(page)).toContainText('Seu pagamento está aguardando a validação do banco emissor do cartão.');
  await expect(log(page)).toContainText('a sua cota será confirmada por e-mail em maria@exemplo.com.br');
  await expect(log(page)).not.toContainText('Compra finalizada');
});

test('a refused card (HTTP 402) shows Pagamento recusado; TENTAR NOVAMENTE with another card is approved', { tag: '@journey' }, async ({ page }, testInfo) => {
  await toPayment(page);
  await openCardModal(page);
  await fillCard(page, '4000000000000002');
  await submit(page).click();
  await expect(cardDialog(page)).toBeHidden();
  await expect(log(page)).toContainText('Pagamento recusado');
  await expect(options(page).getByRole('button')).toHaveText(['TENTAR NOVAMENTE', 'OUTRAS FORMAS DE PAGAMENTO', /FALAR COM OS ESPECIALISTAS/]);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/refused-${testInfo.project.name}.png` });

  await choose(page, 'TENTAR NOVAMENTE');
  const modal = cardDialog(page);
  await expect(modal).toBeVisible();
  // A fresh form: the refused card was not kept.
  await expect(modal.getByLabel('Número do cartão')).toHaveValue('');
  await fillCard(page, '5555555555554444');
  await expect(modal.getByTestId('card-front').locator('[data-brand="mastercard"]')).toBeVisible();
  await submit(page).click();
  await expect(log(page)).toContainText('Pagamento aprovado! ✅');
  await expect(log(page)).toContainText('Compra finalizada! 🎉');
});

test('the form shows the spec messages; VOLTAR closes the modal and goes to alterar-pagamento', { tag: '@journey' }, async ({ page }, testInfo) => {
  const device = testInfo.project.name;
  await toPayment(page);
  const modal = await openCardModal(page);

  // The messages of the spec's card form, on change, on leaving a field, and on a refused send
  // (the holder's name and CPF, filled in, erased or changed first).
  await modal.getByLabel('Nome do titular (como no cartão)').fill('');
  await modal.getByLabel('Número do cartão').focus();
  await expect(modal.getByText('Campo obrigatório')).toHaveCount(1);
  await modal.getByLabel('Número do cartão').pressSequentially('4111111111111112');
  await expect(modal.getByText('Cartão inválido')).toBeVisible();
  await modal.getByLabel('Validade').pressSequentially('132');
  await expect(modal.getByText('Data inválida')).toBeVisible();
  await modal.getByLabel('CPF ou CNPJ do titular').fill('');
  await modal.getByLabel('CPF ou CNPJ do titular').pressSequentially('12345678909');
  await modal.getByLabel('Parcelas').focus();
  await expect(modal.getByText('CPF inválido')).toBeVisible();
  // Styled disabled (aria-disabled) but still clickable: the click shows every error.
  await submit(page).click({ force: true });
  await expect(modal.getByText('Campo obrigatório')).toHaveCount(2); // name and CVV
  await expect(modal.getByText('Selecione parcelas')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/modal-errors-${device}.png` });

  await modal.getByRole('button', { name: 'VOLTAR' }).click();
  await expect(modal).toBeHidden();
  await expect(log(page)).toContainText('Sem problemas! Escolha a forma de pagamento que preferir:');
  await expect(options(page)).toHaveAttribute('data-step', 'alterar-pagamento');
  await expect(options(page).getByRole('button')).toHaveText(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', /FALAR COM OS ESPECIALISTAS/]);
  await choose(page, 'PIX');
  await expect(log(page)).toContainText('Seu PIX de');
});
