// Pix and boleto in Chromium, phone and desktop: the copied code is the sandbox's own (read back
// from the clipboard), the QR image loads, the boleto PDF opens; then the survey.
import { mkdirSync } from 'node:fs';
import { allowClipboard, keepSentBodies } from './engines.ts';
import { test, expect } from './fixtures.ts';
import { MARIA, choose, log, options, toPayment } from './journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-payment';
mkdirSync(SHOTS, { recursive: true });

test.beforeEach(async ({ context, baseURL }) => {
  await allowClipboard(context, baseURL!);
});

test('a visitor pays by Pix: copy-paste copies the sandbox BR Code, the QR code shows, then the survey', { tag: '@firefox' }, async ({ page }, testInfo) => {
  const device = testInfo.project.name;
  const sentTo = await keepSentBodies(page);
  await toPayment(page);
  await expect(log(page)).toContainText('O valor da primeira parcela é de R$\u00a01.255,00.');
  await expect(options(page).getByRole('button')).toHaveText(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', /FALAR COM OS ESPECIALISTAS/]);

  const charged = page.waitForResponse((r) => r.url().endsWith('/api/pagamento/pix'));
  await choose(page, 'PIX');
  const pix = ((await (await charged).json()) as { data: { qrCode: string; url: string } }).data;
  await expect(log(page)).toContainText('Seu PIX de R$\u00a01.255,00 foi gerado');

  await choose(page, 'PIX COPIA E COLA');
  await expect(log(page)).toContainText('Copiei o código para você! ✅');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pix.qrCode);
  expect(pix.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  await expect(page.getByTestId('pix-code').last()).toHaveText(pix.qrCode);
  await expect(page.getByRole('button', { name: 'CÓDIGO COPIADO' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/pix-copied-${device}.png` });

  await choose(page, 'QR CODE');
  const qr = page.getByRole('img', { name: 'QR Code do PIX' });
  await expect(qr).toHaveAttribute('src', pix.url);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(options(page)).toHaveAttribute('data-step', 'payment-pix-confirm');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/pix-qrcode-${device}.png` });

  await choose(page, 'JÁ PAGUEI');
  await expect(log(page)).toContainText('Ainda não recebemos a confirmação do seu pagamento');
  // Honest ending (issue 14 item 2): not confirmed, so registered, not finished.
  await expect(log(page)).toContainText(
    'Sua proposta está registrada! 📝 Assim que o PIX for confirmado, a sua cota será confirmada por e-mail em maria@exemplo.com.br',
  );
  await expect(log(page)).toContainText('O número do seu contrato é');
  await expect(log(page)).not.toContainText('Compra finalizada');

  // The survey, with the specialists' score in the custom layout.
  await choose(page, 'NÃO, OBRIGADO');
  await choose(page, 'VAMOS LÁ');
  await choose(page, 'INSTAGRAM');
  await choose(page, '5');
  await choose(page, 'SIM');
  await expect(options(page)).toHaveAttribute('data-step', 'pesquisa-humanos-pontuacao');
  await expect(page.locator('.options--custom')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/survey-score-${device}.png` });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/pesquisa'));
  await choose(page, '4');
  expect((await saved).status()).toBe(200);
  expect(await sentTo('/api/pesquisa')).toMatchObject([{ midia: 'INSTAGRAM', csatcompra: 5, humano: true, csatinsidesales: 4 }]);
  await expect(log(page)).toContainText('Muito obrigado pelas respostas!');
  await choose(page, 'NÃO, OBRIGADO');
  await expect(log(page)).toContainText('Até mais, Maria! Foi um prazer te ajudar. 👋');
});

test('a visitor pays by boleto: copies the linha digitável, opens the PDF, concludes', { tag: '@firefox' }, async ({ page, context }, testInfo) => {
  await toPayment(page);
  const issued = page.waitForResponse((r) => r.url().endsWith('/api/pagamento/boleto'));
  await choose(page, 'BOLETO');
  const boleto = ((await (await issued).json()) as { data: { boletoCodigoBarras: string; boletoURL: string } }).data;
  await expect(log(page)).toContainText('Seu boleto de R$\u00a01.255,00 foi gerado e vence em');

  await choose(page, 'COPIAR CÓDIGO DE BARRAS');
  await expect(log(page)).toContainText('Copiei o código de barras para você! ✅');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(boleto.boletoCodigoBarras);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/boleto-copied-${testInfo.project.name}.png` });

  // A new tab that loads the boleto's PDF. (Its address is not read from the tab: headless Firefox
  // hands a PDF to its downloads and leaves the tab's address empty.)
  const popup = context.waitForEvent('page');
  const opened = context.waitForEvent('request', (request) => request.url() === boleto.boletoURL);
  await choose(page, 'ABRIR BOLETO');
  await popup;
  expect((await opened).isNavigationRequest()).toBe(true);
  await expect(log(page)).toContainText('Abri o seu boleto em uma nova aba');

  await choose(page, 'CONCLUIR');
  await expect(log(page)).toContainText('O número do seu contrato é');
  await expect(log(page)).toContainText('Sua proposta está registrada 📝');
  await expect(log(page)).not.toContainText('Compra finalizada');
});

test('the Pix outage shows OPS! Tivemos um problema para gerar o PIX. and other methods', async ({ page }) => {
  await toPayment(page, { ...MARIA, cpf: '11144477735' });
  await choose(page, 'PIX');
  await expect(log(page)).toContainText('OPS! Tivemos um problema para gerar o PIX.');
  await choose(page, 'OUTRAS FORMAS DE PAGAMENTO');
  await expect(options(page)).toHaveAttribute('data-step', 'alterar-pagamento');
});
