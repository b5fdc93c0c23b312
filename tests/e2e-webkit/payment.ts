// The payment in WebKit: the first instalment's amount, Pix (generated, its QR code image loaded),
// then another method: the card modal with its preview turning over for the CVV and the instalments,
// paid with the sandbox's approved card. Amounts are read from what the chat said first and checked
// to agree everywhere after.
import { By, type WebElement } from 'selenium-webdriver';
import { expect } from 'vitest';
import type { WebKitPage } from './page.ts';

const BRL = /R\$ \d{1,3}(?:\.\d{3})*,\d{2}/;

/** payment-first-parcel: the amount the chat says the first instalment is ("R$ 1.255,00"). */
export async function firstInstalment(page: WebKitPage): Promise<string> {
  await page.expectLog('O valor da primeira parcela é de');
  await page.waitFor('payment-options');
  const said = new RegExp(`O valor da primeira parcela é de (${BRL.source})`).exec(await page.log());
  if (!said) throw new Error(`no amount in "O valor da primeira parcela é de …": ${(await page.log()).slice(-200)}`);
  return said[1];
}

/** PIX → its amount → QR CODE (the image loads) → ALTERAR FORMA DE PAGAMENTO. */
export async function payByPixThenChange(page: WebKitPage, amount: string): Promise<void> {
  await page.choose('PIX');
  await page.expectLog(`Seu PIX de ${amount} foi gerado`);
  await page.choose('QR CODE');
  const loaded = 'const img = document.querySelector(\'img[alt="QR Code do PIX"]\'); return !!img && img.complete && img.naturalWidth > 0;';
  await page.until(() => page.run<boolean>(loaded), 'the Pix QR code image loads');
  await page.waitFor('payment-pix-confirm');
  await page.shot('pix-qrcode');
  await page.choose('ALTERAR FORMA DE PAGAMENTO');
  await page.waitFor('alterar-pagamento');
}

/** The card form's field labelled `label` (in the modal's frame when the form lives in one). */
async function field(page: WebKitPage, label: string): Promise<WebElement> {
  const script =
    'const l = [...document.querySelectorAll("label")].find((l) => l.textContent.trim() === arguments[0]); return l ? document.getElementById(l.htmlFor) : null;';
  return page.until(() => page.run<WebElement | null>(script, label), `the card field "${label}"`);
}

/** Taps the field, then types: WebKitWebDriver cannot focus a field of a frame that does not have the focus yet. */
async function typeInto(page: WebKitPage, label: string, text: string): Promise<void> {
  const input = await field(page, label);
  await page.click(input, `the field "${label}"`);
  await input.sendKeys(text);
}

const text = (page: WebKitPage, testId: string) => page.run<string>(`return document.querySelector('[data-testid="${testId}"]')?.textContent ?? ''`);
const flipped = (page: WebKitPage) => page.run<boolean>('return !!document.querySelector(".card-preview--flipped")');

/** CARTÃO DE CRÉDITO → the modal for `amount`; the form is filled, turned, paid; the chat goes on. */
export async function payByCard(page: WebKitPage, amount: string): Promise<void> {
  await page.choose('CARTÃO DE CRÉDITO');
  // The dialog is on the page, or inside the card frame that covers it (issue 28 item 8).
  const opened = await page.until(async () => (await page.driver.findElements(By.css('[role="dialog"], iframe.card-frame')))[0], 'the card modal opens');
  const frame = (await opened.getTagName()) === 'iframe' ? opened : undefined;
  if (frame) await page.driver.switchTo().frame(frame);
  const dialog = await page.until(async () => (await page.driver.findElements(By.css('[role="dialog"]')))[0], 'the card dialog shows');
  await page.until(async () => (await dialog.getText()).replace(/\u00a0/g, ' ').includes(amount), `the card dialog says ${amount}`);
  await page.driver.sleep(400); // the modal's entrance
  await page.shot('card-empty');

  // The preview follows the fields, and turns over while the CVV has focus.
  await typeInto(page, 'Número do cartão', '4111111111111111');
  await typeInto(page, 'Validade', '1230');
  await page.until(async () => (await text(page, 'card-preview-number')) === '4111 1111 1111 1111', 'the preview shows the number in groups');
  await page.until(async () => (await text(page, 'card-preview-expiry')) === '12/30', 'the preview shows the expiry as MM/AA');
  expect(await page.run<boolean>('return !!document.querySelector(\'[data-testid="card-front"] [data-brand="visa"]\')')).toBe(true);
  expect(await flipped(page)).toBe(false);
  await page.shot('card-front');
  await typeInto(page, 'CVV', '123');
  await page.until(() => flipped(page), 'the preview turns over while the CVV has focus');
  await page.until(async () => (await text(page, 'card-preview-cvv')) === '123', 'the back shows the CVV');
  await page.driver.sleep(750); // the turn
  await page.shot('card-back');
  await page.click(await field(page, 'CPF ou CNPJ do titular'), 'the CPF field');
  await page.until(async () => !(await flipped(page)), 'the preview turns back when the CVV loses focus');

  await chooseInstalments(page, amount);
  await page.click(await page.button('FINALIZAR PAGAMENTO'), 'FINALIZAR PAGAMENTO');
  await page.until(() => page.run<boolean>('return !!document.querySelector(\'[data-testid="card-approved"]\')'), 'the approved image');
  // Back on the page before the frame closes itself (a screenshot is of the whole page anyway).
  if (frame) await page.driver.switchTo().defaultContent();
  await page.shot('card-approved');
  await page.expectLog('Pagamento aprovado! ✅');
  await page.expectLog('Compra finalizada! 🎉');
  expect(await page.driver.getPageSource()).not.toContain('4111 1111 1111 1111');
}

/** The instalments: 1x is the whole amount and every choice adds up to it; then 3x. */
async function chooseInstalments(page: WebKitPage, amount: string): Promise<void> {
  const select = await field(page, 'Parcelas');
  const options = (await page.run<string[]>('return [...arguments[0].options].map((o) => o.textContent)', select)).map((o) => o.replace(/\u00a0/g, ' '));
  expect(options[1]).toBe(`1x de ${amount} sem juros`);
  const cents = (brl: string) => Number(brl.replace(/\D/g, ''));
  // What a label promises: "3x de A sem juros" → 3·A; "1x de A + 2x de B" → A + 2·B.
  for (const option of options.slice(1)) {
    const parts = [...option.matchAll(new RegExp(`(\\d+)x de (${BRL.source})`, 'g'))];
    const promised = parts.reduce((sum, [, count, brl]) => sum + Number(count) * cents(brl), 0);
    expect(promised, `"${option}" adds up to ${amount}`).toBe(cents(amount));
  }
  expect(options.length).toBeGreaterThanOrEqual(4);
  await (await select.findElement(By.css('option[value="3"]'))).click();
  await page.until(async () => (await page.value(select)) === '3', 'the instalments select takes 3x');
  await page.shot('card-filled');
}
