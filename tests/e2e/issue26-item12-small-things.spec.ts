// Issue 26 item 12, small things a visitor notices, in Chromium on the built app (phone and
// desktop): "Política de Privacidade" is a link (the variant's politicaPrivacidadeUrl); the
// first option the chat focuses shows no focus ring unless the visitor uses the keyboard
// (:focus-visible); disabled buttons stay readable on the dark partner themes. The survey's one-row
// rating, the goodbye closing the input and the prefilled card form: tests/e2e-dev/issue26-item12-*.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseCar, log, options } from './journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-issue26-item12';
mkdirSync(SHOTS, { recursive: true });

const NOTICE = '*Ao continuar você estará de acordo com nossa Política de Privacidade';

test('"Política de Privacidade" in the notice is a link to the policy, in a new tab', async ({ page }) => {
  await page.goto('/');
  const notice = page.locator('.chat__notice');
  await expect(notice).toHaveText(NOTICE);
  const link = notice.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' });
  await expect(link).toHaveText('Política de Privacidade');
  await expect(link).toHaveAttribute('href', 'https://mycon.com.br/politica-de-privacidade');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

/** Whether the focused element shows its focus ring (matches :focus-visible), and which it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { text: el?.textContent?.trim() ?? '', ring: el?.matches(':focus-visible') ?? false, outline: el ? getComputedStyle(el).outlineStyle : '' };
  });
}

test('the first option takes the focus without a ring; the keyboard shows where it is', async ({ page }, testInfo) => {
  await page.goto('/');
  const start = page.getByRole('button', { name: 'SIMULAR AGORA' });
  await expect(start).toBeFocused();
  await page.waitForTimeout(300); // the buttons' entrance
  expect(await focused(page)).toEqual({ text: 'SIMULAR AGORA', ring: false, outline: 'none' });
  await page.screenshot({ path: `${SHOTS}/first-option-focused-${testInfo.project.name}.png` });

  // Keyboard use: the ring shows, and a choice made with Enter leaves it on the next set's first button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ text: 'SIMULAR AGORA', ring: true });
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('qual tipo de bem você quer conquistar?');
});

test('after an answer typed and sent with Enter, the next first option is focused without a ring', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  await chooseCar(page);
  await expect(page.locator('main.chat')).toHaveAttribute('data-waiting-field', 'lead.nome');
  const input = page.locator('.input-bar__input');
  await input.click();
  await input.pressSequentially('Maria da Conceição');
  await page.keyboard.press('Enter');
  // lead-select-plan: the typed field had the keyboard's focus ring; the button taking the focus does not.
  await expect(options(page)).toHaveAttribute('data-step', 'lead-select-plan');
  const first = options(page).getByRole('button').first();
  await expect(first).toBeFocused();
  await page.waitForTimeout(300);
  expect(await focused(page)).toMatchObject({ ring: false, outline: 'none' });
  await page.screenshot({ path: `${SHOTS}/options-after-typing-${testInfo.project.name}.png` });
});

/** The contrast of an element's text on its own background (both opaque), WCAG formula. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    if (Number(style.opacity) < 1) return 0;
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

for (const route of ['/rota99', '/99-pay', '/auto-mais', '/']) {
  test(`the disabled send button is readable on ${route}`, async ({ page }, testInfo) => {
    await page.goto(route);
    const send = page.getByRole('button', { name: 'Enviar' });
    // The bot waits for a button: the input bar and its send button are disabled.
    await expect(page.locator('main.chat')).toHaveAttribute('data-waiting-on', 'copy-message-2');
    await expect(send).toBeDisabled();
    expect(await contrastOf(send)).toBeGreaterThanOrEqual(4.5);
    if (route === '/rota99') await page.locator('.chat__footer').screenshot({ path: `${SHOTS}/disabled-send-rota99-${testInfo.project.name}.png` });
  });
}
