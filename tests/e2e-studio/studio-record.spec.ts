// "Record a test" in the studio's preview: the moves and bot texts of a conversation become a
// conversation test (flows/tests format).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { answerUntil, leadRows, MARIA } from '../e2e/journey.ts';

test('recording in the preview writes the greeting, the click and the next question as a test', async ({ page }) => {
  await page.goto('/studio/preview/rota99/copy-message-2');
  await expect(page.frameLocator('iframe.preview__phone').getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Record a test' }).click();
  const frame = page.frameLocator('iframe.preview__phone');
  // Restarted at the first message: the partner's greeting comes first.
  await frame.getByRole('button', { name: 'SIMULAR AGORA' }).click({ timeout: 90_000 });
  await expect(frame.getByText('qual tipo de bem você quer conquistar?')).toBeVisible({ timeout: 90_000 });
  const recorded = page.getByRole('textbox', { name: 'Recorded test' });
  // Each bubble as the step that said it: the test stays green when an editor rewords them.
  await expect(recorded).toHaveValue(/- said: lead-select-category/);
  const file = parse(await recorded.inputValue()) as { tests: Record<string, { route: string; steps: Array<Record<string, string>> }> };
  const { route, steps } = file.tests['a recorded conversation'];
  expect(route).toBe('/rota99');
  expect(steps[0]).toEqual({ said: 'copy-message-1' });
  const click = steps.findIndex((s) => s.click === 'SIMULAR AGORA');
  expect(steps[click - 1]).toEqual({ at: 'copy-message-2' });
  expect(steps.slice(click)).toContainEqual({ said: 'lead-select-category' });
});

test('answers sent with ENTER are recorded, and Record again starts over at the greeting', async ({ page }) => {
  await page.goto('/studio/preview/main/copy-message-2');
  const frame = page.frameLocator('iframe.preview__phone');
  await expect(frame.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Record a test' }).click();
  await frame.getByRole('button', { name: 'SIMULAR AGORA' }).click({ timeout: 90_000 });
  await frame.getByRole('button', { name: 'Imóveis (novos ou usados)' }).click({ timeout: 90_000 });
  await expect(frame.locator('main.chat')).toHaveAttribute('data-waiting-on', 'lead-basic-name', { timeout: 90_000 });
  // As the chat itself says: "Aperte ENTER para enviar".
  const input = frame.locator('.input-bar__input');
  await input.fill('Maria da Conceição');
  await input.press('Enter');
  await expect(frame.locator('main.chat')).not.toHaveAttribute('data-waiting-on', 'lead-basic-name', { timeout: 90_000 });
  const recorded = page.getByRole('textbox', { name: 'Recorded test' });
  await expect(recorded).toHaveValue(/- type: Maria da Conceição/);

  await page.getByRole('button', { name: 'Record again' }).click();
  await expect(frame.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 90_000 });
  // A new chat from the greeting, not the one recorded before resumed.
  await expect(frame.getByRole('log')).not.toContainText('Maria');
  await expect(recorded).toHaveValue(/steps:\s*- said: copy-message-1\s*- said: copy-message-2\s*$/);
  expect(await recorded.inputValue()).not.toContain('Maria');
});

test('a recording through both carousels is saved as flows/tests/<name>.yaml, checked by flows:test, not overwritten without consent, and undone from its diff', async ({
  page,
}) => {
  const file = `${process.cwd()}/flows/tests/e2e-recorded-carousels.yaml`;
  const copy = `${process.cwd()}/flows/tests/e2e-recorded-carousels-copy.yaml`;
  try {
    await page.goto('/studio/preview/main/copy-message-2');
    const frame = page.frameLocator('iframe.preview__phone');
    await expect(frame.getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Record a test' }).click();
    await frame.getByRole('button', { name: 'SIMULAR AGORA' }).click({ timeout: 90_000 });

    // The category carousel: one card at a time in the phone frame, the car is the second.
    const car = frame.getByRole('button', { name: 'Automóveis (novos ou seminovos)' });
    await frame.getByRole('button', { name: 'Próximas categorias' }).click({ timeout: 90_000 });
    await expect.poll(async () => (await car.boundingBox())?.x ?? -1).toBeGreaterThan(0);
    await page.waitForTimeout(450); // the slide transition
    await car.click();
    // The dev server compiles the lead steps' code on first use: wait for the first question.
    await expect(frame.locator('main.chat')).toHaveAttribute('data-waiting-on', 'lead-basic-name', { timeout: 90_000 });
    const chat = (await page.locator('iframe.preview__phone').elementHandle())!;
    await answerUntil((await chat.contentFrame())! as unknown as Page, 'plans-list-select', leadRows(MARIA));

    // The plan carousel: the first plan of the first offer, CONTINUAR.
    const carousel = frame.locator('.plan-carousel').last();
    await carousel.locator('.plan-card').first().locator('.plan-option').first().click();
    await carousel.locator('.plan-carousel__primary').click();
    await expect(frame.getByText('Você selecionou o plano')).toBeVisible({ timeout: 90_000 });

    const recorded = page.getByRole('textbox', { name: 'Recorded test' });
    // The bot's last words before it waits: the recording is complete.
    await expect(recorded).toHaveValue(/- choose: \{ component: planCarousel, value: 1 \}[\s\S]*- said: proposal-confirm-infos/, { timeout: 90_000 });
    expect(await recorded.inputValue()).toContain('- choose: { component: categoryCarousel, value: automoveis }');

    await page.getByRole('textbox', { name: 'Test file name' }).fill('e2e-recorded-carousels');
    await page.getByRole('button', { name: 'Save as a test' }).click();
    await expect(page.getByTestId('test-saved')).toContainText('flows/tests/e2e-recorded-carousels.yaml', { timeout: 120_000 });
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(await recorded.inputValue());

    // Saving under the same name again: refused until the editor chooses to replace the file.
    await page.getByRole('textbox', { name: 'Test name' }).fill('through the carousels');
    await page.getByRole('button', { name: 'Save as a test' }).click();
    await expect(page.getByRole('alert')).toContainText('already exists', { timeout: 120_000 });
    expect(readFileSync(file, 'utf8')).toBe(written);
    await page.getByRole('button', { name: 'Replace it' }).click();
    await expect(page.getByTestId('test-saved')).toBeVisible({ timeout: 120_000 });
    expect(readFileSync(file, 'utf8')).toContain('through the carousels:');

    // Every save shows its diff and can be undone: the replaced text comes back…
    const diff = page.getByTestId('saved-diff');
    await expect(diff.locator('.diff__del')).toContainText(['a recorded conversation:']);
    await expect(diff.locator('.diff__add')).toContainText(['through the carousels:']);
    await diff.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => readFileSync(file, 'utf8')).toBe(written);
    await expect(page.getByTestId('test-saved')).toHaveCount(0);

    // …and a test file the save created is deleted again.
    await page.getByRole('textbox', { name: 'Test file name' }).fill('e2e-recorded-carousels-copy');
    await page.getByRole('button', { name: 'Save as a test' }).click();
    await expect(page.getByTestId('test-saved')).toContainText('flows/tests/e2e-recorded-carousels-copy.yaml', { timeout: 120_000 });
    expect(existsSync(copy)).toBe(true);
    await page.getByTestId('saved-diff').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => existsSync(copy)).toBe(false);
  } finally {
    rmSync(file, { force: true });
    rmSync(copy, { force: true });
  }
});
