// Browser tests of the built app (what visitors get), served by `vite preview` on a phone and a
// desktop viewport. The development server's tests (chat preview, studio) are in
// playwright.dev.config.ts: a different server, so a separate config keeps each run to one server.
import { defineConfig } from '@playwright/test';
import { builtAppServer, chromiumUse, COMMON, desktop, e2ePort, JOURNEYS_ONLY, PHONE, REDUCED_MOTION } from './scripts/playwright-shared.ts';

const port = e2ePort(4273);

export default defineConfig({
  ...COMMON,
  testDir: 'tests/e2e',
  outputDir: 'test-results/chromium',
  fullyParallel: true,
  workers: 2,
  // Generous, for CI's two cores shared with the other suites (issue 22: no pass that depends on the
  // machine's speed); a journey takes 10–60 s alone.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: chromiumUse(port),
  projects: [
    { name: 'phone', use: { ...PHONE, ...REDUCED_MOTION } },
    // The desktop checks what the width changes (the header, both carousels, the card modal, the
    // first screen and the pages); the journeys' logic is the same at any width, so they run on
    // the phone only: whole files below, single tests tagged @journey.
    {
      name: 'desktop',
      use: { ...desktop(1280, 800), ...REDUCED_MOTION },
      testIgnore: JOURNEYS_ONLY,
      grepInvert: /@journey/,
    },
  ],
  webServer: builtAppServer(port),
});
