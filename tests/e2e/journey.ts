// The whole journey up to the payment, step by step, as a visitor goes through it in the browser:
// start, category, the lead questions, a plan, the proposal. Each function waits for the bot's
// question before answering, so a spec reads like the conversation it drives.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface Visitor {
  nome: string;
  /** Credit in reais, as typed. */
  credito: string;
  /** Monthly income in reais, as typed. */
  renda: string;
  email: string;
  telefone: string;
  /** Holder CPF, digits (111.444.777-35 makes the sandbox refuse Pix and boleto). */
  cpf: string;
  cep: string;
  nascimento: string;
}

export const MARIA: Visitor = {
  nome: 'Maria da Conceição',
  credito: '50000',
  renda: '10000',
  email: 'maria@exemplo.com.br',
  telefone: '11987654321',
  cpf: '52998224725',
  cep: '01310100',
  nascimento: '17051990',
};

export function log(page: Page): Locator {
  return page.getByRole('log');
}

/** Waits for the bot's question and the input it asks for, types the answer and sends it. */
export async function answer(page: Page, question: string, text: string): Promise<void> {
  await expect(log(page)).toContainText(question);
  await expect(page.locator('.input-bar__hint')).toHaveText('Aperte ENTER para enviar:');
  const input = page.locator('.input-bar__input');
  await input.click();
  await input.pressSequentially(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

/** Clicks one of the option buttons the bot is waiting on. */
export async function choose(page: Page, label: string): Promise<void> {
  await options(page).getByRole('button', { name: label, exact: true }).click();
}

export function options(page: Page): Locator {
  return page.getByRole('group', { name: 'Opções de resposta' });
}

/** copy-message-2 → SIMULAR AGORA. */
export async function startSimulation(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
}

/** lead-select-category: the car card (the second one; one card at a time on a phone). */
export async function chooseCar(page: Page): Promise<void> {
  const car = page.getByRole('button', { name: 'Automóveis (novos ou seminovos)' });
  const next = page.getByRole('button', { name: 'Próximas categorias' });
  await expect(next).toBeVisible();
  if (!(await car.isVisible()) || ((await car.boundingBox())?.x ?? -1) > (page.viewportSize()?.width ?? 0)) await next.click();
  await expect.poll(async () => (await car.boundingBox())?.x ?? -1).toBeGreaterThan(0);
  await page.waitForTimeout(450); // the slide transition
  await car.click();
}

/** Name, plan type, credit, income, e-mail and phone, up to the plan carousel. */
export async function tellAboutMe(page: Page, visitor: Visitor): Promise<void> {
  await answer(page, 'qual é o seu nome?', visitor.nome);
  await choose(page, 'CRÉDITO INTEGRAL');
  await answer(page, 'De quanto é o crédito que você precisa?', visitor.credito);
  await answer(page, 'Qual é a sua renda mensal?', visitor.renda);
  await answer(page, 'Qual é o seu melhor e-mail?', visitor.email);
  await answer(page, 'qual é o seu celular com DDD?', visitor.telefone);
}

/** plans-list-select: checks the first plan of the first credit and continues with it. */
export async function chooseFirstPlan(page: Page): Promise<void> {
  const carousel = page.locator('.plan-carousel').last();
  await expect(carousel).toBeVisible();
  await carousel.locator('.plan-card').first().locator('.plan-option').first().click();
  const primary = carousel.locator('.plan-carousel__primary');
  await expect(primary).toHaveText('CONTINUAR');
  await expect(primary).not.toHaveAttribute('aria-disabled');
  await primary.click();
  await choose(page, 'SEGUIR COM ESSE PLANO');
}

/** The holder data, the terms, and CONFIRMAR: the proposal is created and the payment starts. */
export async function makeProposal(page: Page, visitor: Visitor): Promise<void> {
  await choose(page, 'PESSOA FÍSICA');
  await answer(page, 'Qual é o nome completo do titular?', visitor.nome);
  await answer(page, 'Agora, qual é o CPF do titular?', visitor.cpf);
  await answer(page, 'E qual é o CEP do endereço do titular?', visitor.cep);
  await answer(page, 'Qual é a data de nascimento?', visitor.nascimento);
  await choose(page, 'CONFIRMAR');
  await expect(log(page)).toContainText('Proposta gerada com sucesso! 🎉');
}

/** The whole journey up to payment-options (the methods the proposal offers). */
export async function toPayment(page: Page, visitor: Visitor = MARIA): Promise<void> {
  await startSimulation(page);
  await chooseCar(page);
  await tellAboutMe(page, visitor);
  await chooseFirstPlan(page);
  await makeProposal(page, visitor);
  await expect(log(page)).toContainText('Como você prefere pagar?');
  await expect(options(page)).toHaveAttribute('data-step', 'payment-options');
}
