// Browser tests of the hosted studio's preview frames (tests/e2e-studio-hosted/preview*.spec.ts).
// Each spec starts its own studio (npm run studio's entry) on a throwaway remote and data folder,
// on E2E_PORT; `npx playwright test -c playwright.studio-preview.config.ts`.
import { defineConfig } from '@playwright/test';
import { chromiumUse, COMMON, desktop, e2ePort, REDUCED_MOTION } from './scripts/playwright-shared.ts';

const port = e2ePort(5221);

export default defineConfig({
  ...COMMON,
  testDir: 'tests/e2e-studio-hosted',
  testMatch: 'preview*.spec.ts',
  outputDir: 'test-results/studio-preview',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { ...chromiumUse(port), ...desktop(1280, 900), ...REDUCED_MOTION },
});
