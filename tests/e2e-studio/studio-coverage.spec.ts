// With the conversation tests' coverage (coverage/flows.json, what `npm run flows:test` writes)
// present, the map colours the steps and links no test reaches, and only those.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { COVERAGE_FILE } from '../../scripts/conversation-tests/coverageFile.ts';

const file = join(process.cwd(), COVERAGE_FILE);
const UNCOVERED_PINK = 'rgb(252, 228, 236)';

// A report where tests reached payment-init and its link to payment-first-parcel, nothing else.
const position = { file: 'flows/payment.yaml', line: 1, col: 1 };
const ratio = { covered: 1, total: 2, percent: 50 };
const report = {
  totals: { steps: ratio, branches: ratio },
  files: {},
  variants: {},
  steps: [
    { ...position, id: 'payment-init', hits: 3 },
    { ...position, id: 'payment-first-parcel', hits: 0 },
  ],
  branches: [{ ...position, step: 'payment-init', kind: 'next', name: 'next', to: 'payment-first-parcel', hits: 3 }],
};

let saved: string | undefined;
test.beforeEach(() => {
  // A real report from flows:test may be there: it is put back after.
  saved = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report));
});
test.afterEach(() => {
  if (saved === undefined) rmSync(file, { force: true });
  else writeFileSync(file, saved);
});

test('untested steps and links are coloured, tested ones are not', async ({ page }) => {
  await page.goto('/studio/flow/payment');
  const tested = page.locator('.step-node[data-step="payment-init"]');
  const untested = page.locator('.step-node[data-step="payment-first-parcel"]');
  await expect(untested).toHaveClass(/step-node--uncovered/, { timeout: 90_000 });
  await expect(untested).toHaveCSS('background-color', UNCOVERED_PINK);
  await expect(untested).toContainText('untested');
  await expect(tested).not.toHaveClass(/step-node--uncovered/);
  await expect(tested).not.toHaveCSS('background-color', UNCOVERED_PINK);
  await expect(page.getByText('no test reaches it')).toBeVisible();

  const testedLink = page.locator('.react-flow__edge[data-id^="payment-init→payment-first-parcel#"]');
  const untestedLink = page.locator('.react-flow__edge[data-id^="payment-first-parcel→payment-options#"]');
  await expect(untestedLink).toHaveClass(/edge--uncovered/);
  await expect(untestedLink.locator('path').first()).toHaveCSS('stroke-dasharray', '4px, 3px');
  await expect(testedLink).toHaveCount(1);
  await expect(testedLink).not.toHaveClass(/edge--uncovered/);

  // The coverage box turns the colouring off.
  const box = page.getByRole('checkbox', { name: 'coverage' });
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(page).toHaveURL(/coverage=off/);
  await expect(untested).not.toHaveClass(/step-node--uncovered/);
});
