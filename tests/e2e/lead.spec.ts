// The lead phase in Chromium, on a 390 px phone and on desktop: from the greeting to the plan
// search for a car. Every answer is sent by clicking, except one sent with the Enter key.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { answerUntil } from './journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-lead';
mkdirSync(SHOTS, { recursive: true });

/**
 * Answers any question before `step` from the answer table (tests/journeys/answers.yaml), then
 * waits for the input `step` asks for, types the answer and clicks send.
 */
async function answer(page: Page, step: string, text: string, send: 'click' | 'enter' = 'click'): Promise<Locator> {
  await answerUntil(page, step);
  await expect(page.locator('.input-bar__hint')).toHaveText('Aperte ENTER para enviar:');
  const input = page.locator('.input-bar__input');
  await input.click();
  await input.pressSequentially(text);
  if (send === 'enter') await input.press('Enter');
  else await page.getByRole('button', { name: 'Enviar' }).click();
  return input;
}

/** Cards whose box lies inside the slider's box: what the visitor sees at once. */
async function visibleCards(page: Page): Promise<number> {
  return page.locator('.category-carousel').evaluate((carousel) => {
    const box = carousel.querySelector('.swiper')!.getBoundingClientRect();
    return [...carousel.querySelectorAll('.category-card')].filter((card) => {
      const r = card.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

async function toCarousel(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  const carousel = page.locator('.category-carousel');
  await expect(carousel).toBeVisible();
  return carousel;
}

test('a visitor goes from the greeting to the plan search for a car', { tag: '@firefox' }, async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const carousel = await toCarousel(page);
  const log = page.getByRole('log');
  await expect(log).toContainText('Para começar, qual tipo de bem você quer conquistar?');

  // The spec's card texts, with their pictures loaded.
  const cards = carousel.locator('.category-card');
  await expect(cards).toHaveText([
    'Imóveis (novos ou usados)',
    'Automóveis (novos ou seminovos)',
    'Motocicletas (nacionais ou importadas)',
    'Serviços (festas, viagens e mais)',
    'Pesados (caminhões e equipamentos)',
  ]);
  await expect(carousel.locator('.category-card__image--loaded')).toHaveCount(5);
  await expect(carousel.locator('.category-card [data-testid="loading-dots"]')).toHaveCount(0);

  // One card at a time on the phone, two on desktop; not infinite: no going back from the first.
  const prev = page.getByRole('button', { name: 'Categorias anteriores' });
  const next = page.getByRole('button', { name: 'Próximas categorias' });
  await expect(prev).toBeDisabled();
  await expect.poll(() => visibleCards(page)).toBe(phone ? 1 : 2);
  await page.waitForTimeout(300); // the entrance animation of the row
  await page.screenshot({ path: `${SHOTS}/carousel-${testInfo.project.name}.png` });

  if (phone) {
    await next.click();
    await expect(prev).toBeEnabled();
  }
  const car = page.getByRole('button', { name: 'Automóveis (novos ou seminovos)' });
  await expect.poll(async () => (await car.boundingBox())?.x ?? -1).toBeGreaterThan(0);
  await page.waitForTimeout(450); // the slide transition
  await car.click();
  await expect(log.locator('.bubble--user').last()).toHaveText('Automóveis');
  await expect(car).toBeDisabled();

  await answer(page, 'lead-basic-name', 'maria da conceição');
  await expect(log).toContainText('Prazer em te conhecer, Maria!');

  await answerUntil(page, 'lead-select-plan');
  await expect(log).toContainText('Como você prefere pagar?');
  await page.getByRole('button', { name: 'CRÉDITO INTEGRAL' }).click();
  await expect(log).toContainText('ele vai de R$\u00a030.000,00 a R$\u00a0400.000,00');

  // A credit under the car's minimum: the message shows on the field and the visitor corrects it.
  const input = await answer(page, 'lead-credit-value-add', '20000');
  await expect(input).toHaveValue('R$ 20.000');
  const hint = page.locator('.input-bar__hint--error');
  await expect(hint).toHaveText('O crédito mínimo é de R$\u00a030.000,00');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/credit-error-${testInfo.project.name}.png` });
  await input.clear();
  await input.pressSequentially('50000');
  await expect(input).toHaveValue('R$ 50.000');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(log.locator('.bubble--user').last()).toHaveText('R$ 50.000');

  await answer(page, 'basico-valor-renda', '3000');
  await answer(page, 'lead-add-email', 'joao.silva@gmail.com', 'enter');
  const search = page.waitForResponse((r) => r.url().includes('/api/v1/catalogo'));
  const phoneInput = await answer(page, 'lead-add-phone', '11987654321');
  await expect(log.locator('.bubble--user').last()).toHaveText('(11) 98765-4321');
  void phoneInput;

  const response = await search;
  expect(response.status()).toBe(200);
  const query = Object.fromEntries(new URL(response.url()).searchParams);
  expect(query).toMatchObject({ categorias: '2', minValor: '5000000', renda: '300000', tipo: '1', pagaIntegral: 'true', pagaMetade: 'false', empresaId: '90' });
  const offers = ((await response.json()) as { data: Array<{ bemValor: number }> }).data;
  // R$ 3.000 of income allows R$ 900,00 a month: R$ 50.000 (R$ 755,00) and R$ 55.000 (R$ 830,50) fit.
  expect(offers.map((o) => o.bemValor)).toEqual([5_000_000, 5_500_000]);
});

test('not enough income: the bot asks about extra income, with its options', { tag: '@journey' }, async ({ page }, testInfo) => {
  const carousel = await toCarousel(page);
  await carousel.getByRole('button', { name: 'Imóveis (novos ou usados)' }).click();
  await answerUntil(page, 'error-renda-insuficiente', {
    'lead.nome': 'João Pedro Schwarz',
    'lead-select-plan': 'PAGA METADE',
    'lead.valorCredito': '300000',
    'lead.rendaMensal': '1500',
    'lead.telefone': '21987654321',
  });

  const log = page.getByRole('log');
  await expect(log).toContainText('Você tem alguma renda extra ou familiar para somar?');
  await expect(page.locator('.options .option__label')).toHaveText(['NÃO TENHO', 'TENHO', 'FALAR COM OS ESPECIALISTAS']);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/renda-insuficiente-${testInfo.project.name}.png` });

  await page.getByRole('button', { name: 'TENHO', exact: true }).click();
  const search = page.waitForResponse((r) => r.url().includes('/api/v1/catalogo'));
  await answer(page, 'com-renda-extra', '5000');
  const response = await search;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('renda')).toBe('650000');
});

// Issue 14, item 10's follow-up: a square picture from the API once grew past its 4:3 box and
// covered the card's title on a phone, leaving only "(novos ou usados)" readable.
test('every category card shows its whole title below its picture', async ({ page }) => {
  const carousel = await toCarousel(page);
  await expect(carousel.locator('.category-card__image--loaded')).toHaveCount(5);
  const overlaps = await carousel.evaluate((root) =>
    [...root.querySelectorAll('.category-card')].flatMap((card) => {
      const picture = card.querySelector('.category-card__image')!.getBoundingClientRect();
      const title = card.querySelector('.category-card__title')!.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      const problems: string[] = [];
      if (picture.bottom > title.top + 0.5) problems.push(`${card.textContent}: picture ends at ${picture.bottom}, title starts at ${title.top}`);
      if (title.bottom > box.bottom + 0.5) problems.push(`${card.textContent}: title overflows the card`);
      return problems;
    }),
  );
  expect(overlaps).toEqual([]);
});
