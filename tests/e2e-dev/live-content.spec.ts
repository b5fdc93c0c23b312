// Development only: a content save keeps the chat where it was. The running conversation enters
// its current step again with its state and says the new text, instead of reloading to the
// greeting; a step the save removed is named, and the nearest one offered.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';

const LEAD_FLOW = join(process.cwd(), 'flows', 'lead.yaml');
const MAIN_VARIANT = join(process.cwd(), 'variants', 'main.yaml');
const original = readFileSync(LEAD_FLOW, 'utf8');
const originalVariant = readFileSync(MAIN_VARIANT, 'utf8');
test.afterEach(() => {
  writeFileSync(LEAD_FLOW, original);
  writeFileSync(MAIN_VARIANT, originalVariant);
});

const QUESTION = 'Para começar, qual tipo de bem você quer conquistar?';

async function atCategoryQuestion(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'SIMULAR AGORA' }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText(QUESTION);
  // A page reload would lose this.
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  return log;
}

test('a saved text appears in the open chat without going back to the greeting', async ({ page }) => {
  const log = await atCategoryQuestion(page);
  writeFileSync(LEAD_FLOW, original.replace(QUESTION, 'Vamos lá: que bem você quer conquistar?'));

  await expect(log).toContainText('Vamos lá: que bem você quer conquistar?');
  await expect(log).not.toContainText(QUESTION);
  // The conversation so far stays, once: the greeting is not said again, the answer is still there.
  await expect(log.getByText('Que bom ter você aqui', { exact: false })).toHaveCount(1);
  await expect(log.getByText('SIMULAR AGORA')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  // And the step still works: the carousel is there to choose from.
  await expect(page.getByRole('button', { name: /Carro|Automóve/i }).first()).toBeVisible();
});

test('a save that removes the current step says so and offers the nearest step', async ({ page }) => {
  await atCategoryQuestion(page);
  writeFileSync(LEAD_FLOW, original.replaceAll('lead-select-category', 'lead-choose-category'));

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('O passo "lead-select-category" não existe mais no fluxo.');
  await notice.getByRole('button', { name: 'Continuar em "lead-choose-category"' }).click();
  await expect(page.getByRole('log').getByText(QUESTION)).toHaveCount(2);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("a variant's text override saved appears in the open chat", async ({ page }) => {
  const log = await atCategoryQuestion(page);
  writeFileSync(MAIN_VARIANT, `${originalVariant}\ntexts:\n  lead-select-category: "Que bem você quer conquistar hoje?"\n`);
  await expect(log).toContainText('Que bem você quer conquistar hoje?');
  await expect(log).not.toContainText(QUESTION);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a save with an error shows it over the chat, and the fix carries on where the chat was', async ({ page }) => {
  const log = await atCategoryQuestion(page);
  writeFileSync(LEAD_FLOW, original.replace('lead-select-category:\n    say:', 'lead-select-category:\n    sya:'));
  await expect(page.locator('vite-error-overlay')).toContainText('unknown key "sya"');

  writeFileSync(LEAD_FLOW, original.replace(QUESTION, 'Corrigido: que bem você quer conquistar?'));
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await expect(log).toContainText('Corrigido: que bem você quer conquistar?');
  await expect(log.getByText('SIMULAR AGORA')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a fixture save opens the chat again with the new fixture', async ({ page }) => {
  const fixtureFile = join(process.cwd(), 'flows', 'fixtures', 'lead-saved.yaml');
  const fixture = readFileSync(fixtureFile, 'utf8');
  try {
    await page.goto('/?step=payment-success-conquest&fixture=proposal-created');
    const log = page.getByRole('log');
    await expect(log).toContainText('Parabéns, Maria!');
    writeFileSync(fixtureFile, fixture.replace('nome: Maria da Conceição', 'nome: Joana Souza'));
    await expect(log).toContainText('Parabéns, Joana!');
  } finally {
    writeFileSync(fixtureFile, fixture);
  }
});
