// "Record a test" in the studio's preview: the moves and bot texts of a conversation become a
// conversation test (flows/tests format).
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

test('recording in the preview writes the greeting, the click and the next question as a test', async ({ page }) => {
  await page.goto('/studio/preview/rota99/copy-message-2');
  await expect(page.frameLocator('iframe.preview__phone').getByRole('button', { name: 'SIMULAR AGORA' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Record a test' }).click();
  const frame = page.frameLocator('iframe.preview__phone');
  // Restarted at the first message: the partner's greeting comes first.
  await frame.getByRole('button', { name: 'SIMULAR AGORA' }).click({ timeout: 30_000 });
  await expect(frame.getByText('qual tipo de bem você quer conquistar?')).toBeVisible({ timeout: 30_000 });
  const recorded = page.getByRole('textbox', { name: 'Recorded test' });
  await expect(recorded).toHaveValue(/qual tipo de bem/);
  const file = parse(await recorded.inputValue()) as { tests: Record<string, { route: string; steps: Array<Record<string, string>> }> };
  const { route, steps } = file.tests['a recorded conversation'];
  expect(route).toBe('/rota99');
  expect(steps[0].bot).toContain('Olá, motorista!');
  const click = steps.findIndex((s) => s.click === 'SIMULAR AGORA');
  expect(steps[click - 1]).toEqual({ at: 'copy-message-2' });
  expect(steps.slice(click).some((s) => s.bot?.includes('qual tipo de bem'))).toBe(true);
});
