// The plans and proposal phases in Chromium, on a 390 px phone and on desktop: from the plan
// search to payment-init, with the plan carousel's three button labels each in its situation.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { MARIA, tellAboutMe } from './journey.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-plans';
mkdirSync(SHOTS, { recursive: true });

/** Waits for the bot's question and the input it asks for, types the answer and sends it. */
async function answer(page: Page, question: string, text: string): Promise<void> {
  await expect(page.getByRole('log')).toContainText(question);
  await expect(page.locator('.input-bar__hint')).toHaveText('Aperte ENTER para enviar:');
  const input = page.locator('.input-bar__input');
  await input.click();
  await input.pressSequentially(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

async function choose(page: Page, label: string): Promise<void> {
  await page.getByRole('group', { name: 'Opções de resposta' }).getByRole('button', { name: label, exact: true }).click();
}

/** The lead phase, briefly: a car of R$ 50.000 and R$ 10.000 of income, up to the plan carousel. */
async function toPlanCarousel(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  const car = page.getByRole('button', { name: 'Automóveis (novos ou seminovos)' });
  const next = page.getByRole('button', { name: 'Próximas categorias' });
  await expect(next).toBeVisible();
  // One category at a time on a phone: the car is the second card.
  if (!(await car.isVisible()) || ((await car.boundingBox())?.x ?? -1) > (page.viewportSize()?.width ?? 0)) await next.click();
  await expect.poll(async () => (await car.boundingBox())?.x ?? -1).toBeGreaterThan(0);
  await page.waitForTimeout(450);
  await car.click();
  await tellAboutMe(page, { ...MARIA, email: 'maria@exemplo.com.br', telefone: '11987654321' });
  const carousel = page.locator('.plan-carousel').last();
  await expect(carousel).toBeVisible();
  await expect(carousel.locator('.plan-card__credit')).toHaveText(['R$\u00a050.000,00', 'R$\u00a055.000,00', 'R$\u00a060.000,00', 'R$\u00a065.000,00']);
  return carousel;
}

/** Waits out the slide animation (speed 500). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(650);
}

/** Cards whose box lies inside the slider's box: what the visitor sees at once. */
async function visibleCards(carousel: Locator): Promise<number> {
  return carousel.evaluate((el) => {
    const box = el.querySelector('.swiper')!.getBoundingClientRect();
    return [...el.querySelectorAll('.plan-card')].filter((card) => {
      const r = card.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

test('a visitor chooses a plan and makes a proposal, up to payment-init', { tag: '@firefox' }, async ({ page }, testInfo) => {
  const device = testInfo.project.name;
  const carousel = await toPlanCarousel(page);
  const log = page.getByRole('log');
  const primary = carousel.locator('.plan-carousel__primary');
  const next = carousel.getByRole('button', { name: 'Próximos planos' });
  const prev = carousel.getByRole('button', { name: 'Planos anteriores' });

  // Two cards at once, each with its months and plan variant: name, instalment, fees, description.
  await expect.poll(() => visibleCards(carousel)).toBe(2);
  const first = carousel.locator('.plan-card').first();
  await expect(first.locator('.plan-card__term')).toHaveText('80 meses');
  await expect(first.locator('.plan-option__name')).toHaveText(['Integral']);
  await expect(first.locator('.plan-option__price')).toHaveText(['R$\u00a0755,00/mês']);
  await expect(first.locator('.plan-option__fee')).toHaveText(['Taxa de administração 16,00% (0,2000% a.m.) + fundo de reserva e seguro']);

  // Nothing checked: CONTINUAR, but it does not continue.
  await expect(primary).toHaveText('CONTINUAR');
  await expect(primary).toHaveAttribute('aria-disabled', 'true');
  await expect(carousel.locator('.plan-carousel__hint')).toHaveText('Marque um plano para continuar.');
  // The log scrolls down to the carousel and its button by itself.
  await expect(primary).toBeInViewport();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/carousel-${device}.png` });

  // The final card in view, nothing checked: SIMULAR NOVAMENTE.
  for (let i = 0; i < 3; i++) {
    await next.click();
    await settle(page);
  }
  await expect(next).toBeDisabled();
  await expect(carousel.locator('.plan-card--final')).toContainText('Quer outro valor?');
  await expect(primary).toHaveText('SIMULAR NOVAMENTE');
  await page.screenshot({ path: `${SHOTS}/carousel-final-${device}.png` });

  // Check R$ 60.000 (third card), then slide it out of view: VER MINHA SELEÇÃO brings it back.
  await prev.click();
  await settle(page);
  await carousel.locator('.plan-card').nth(2).getByText('Integral').click();
  await expect(primary).toHaveText('CONTINUAR');
  await expect(primary).not.toHaveAttribute('aria-disabled');
  await next.click();
  await settle(page);
  await expect(primary).toHaveText('VER MINHA SELEÇÃO');
  await page.screenshot({ path: `${SHOTS}/carousel-selection-away-${device}.png` });
  await prev.click();
  await settle(page);
  await prev.click();
  await settle(page);
  await prev.click();
  await settle(page);
  await expect(primary).toHaveText('VER MINHA SELEÇÃO');
  await primary.click();
  await settle(page);
  await expect(primary).toHaveText('CONTINUAR');
  await expect(carousel.locator('.plan-option--checked')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/carousel-selected-${device}.png` });
  await primary.click();

  await expect(log).toContainText('Você selecionou o plano Integral: crédito de R$\u00a060.000,00 em 80 meses');
  await expect(primary).toBeHidden();
  await choose(page, 'SEGUIR COM ESSE PLANO');
  await choose(page, 'PESSOA FÍSICA');
  await answer(page, 'Qual é o nome completo do titular?', 'Maria da Conceição');
  await answer(page, 'Agora, qual é o CPF do titular?', '52998224725');
  await expect(log.locator('.bubble--user').last()).toHaveText('529.982.247-25');
  await answer(page, 'E qual é o CEP do endereço do titular?', '01310100');
  await expect(log.locator('.bubble--user').last()).toHaveText('01310-100');
  await answer(page, 'Qual é a data de nascimento?', '17051990');
  await expect(log.locator('.bubble--user').last()).toHaveText('17/05/1990');

  await expect(log).toContainText('CPF: 529.982.247-25');
  await expect(log).toContainText('Endereço: Avenida Paulista, Bela Vista, São Paulo/SP, CEP 01310-100');
  await expect(page.getByRole('group', { name: 'Opções de resposta' }).getByRole('button')).toHaveText([
    'CONFIRMAR',
    'DETALHES DO PLANO',
    'ALTERAR DADOS',
    /FALAR COM OS ESPECIALISTAS/,
  ]);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/terms-${device}.png` });

  const created = page.waitForResponse((r) => r.url().includes('/api/proposta'));
  await choose(page, 'CONFIRMAR');
  const response = await created;
  expect(response.status()).toBe(200);
  // (The exact payload is checked by tests/conversations/proposal.test.ts; ky streams the body.)
  const { data } = (await response.json()) as { data: { contrato: string; formasPagamentoDisponiveis: number[] } };
  expect(data.formasPagamentoDisponiveis).toEqual([5, 0, 1]);
  await expect(log).toContainText('Proposta gerada com sucesso! 🎉');
  await expect(log).toContainText(`O número do seu contrato é ${data.contrato}.`);
  await expect(log.locator('[data-step="payment-init"]').first()).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/payment-init-${device}.png` });
});

test('SIMULAR NOVAMENTE on the final card asks the credit again and shows new plans', { tag: '@journey' }, async ({ page }, testInfo) => {
  const carousel = await toPlanCarousel(page);
  const next = carousel.getByRole('button', { name: 'Próximos planos' });
  for (let i = 0; i < 3; i++) {
    await next.click();
    await settle(page);
  }
  const primary = carousel.locator('.plan-carousel__primary');
  await expect(primary).toHaveText('SIMULAR NOVAMENTE');
  await primary.click();
  const log = page.getByRole('log');
  await expect(log.locator('.bubble--user').last()).toHaveText('SIMULAR NOVAMENTE');
  await answer(page, 'De quanto é o crédito que você precisa?', '60000');
  const again = page.locator('.plan-carousel').nth(1);
  await expect(again.locator('.plan-card__credit').first()).toHaveText('R$\u00a060.000,00');
  // The first carousel stays in the log, without its button.
  await expect(page.locator('.plan-carousel').first().locator('.plan-carousel__primary')).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/simulate-again-${testInfo.project.name}.png` });
});
