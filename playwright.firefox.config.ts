// The built app's browser tests (tests/e2e/) in Firefox: Debian's firefox-esr driven through
// WebDriver BiDi, behind the relay in scripts/firefox/ that answers the one command ESR lacks.
// Same projects as playwright.config.ts (phone, desktop). `npm run test:firefox` runs the specs
// tagged @firefox (what CI runs: docs/browsers.md says which and why); test:firefox:all runs all.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { builtAppServer, COMMON, e2ePort, JOURNEYS_ONLY, PHONE } from './scripts/playwright-shared.ts';

const port = e2ePort(4283);

export default defineConfig({
  ...COMMON,
  testDir: 'tests/e2e',
  outputDir: 'test-results/firefox',
  fullyParallel: true,
  workers: 2,
  timeout: 240_000,
  // Each command goes through BiDi and the relay: a wait gets more room than Chromium's 5 s.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'firefox',
    channel: 'moz-firefox',
    launchOptions: {
      executablePath: fileURLToPath(new URL('./scripts/firefox/firefox-esr-bidi', import.meta.url)),
      // The page reads the clipboard back without Firefox's paste prompt (no permission names over BiDi).
      // Keys typed over BiDi do not reach a cross-origin frame in its own process (the card frame):
      // one process for every site (no Fission), which changes nothing the page can observe.
      firefoxUserPrefs: { 'dom.events.testing.asyncClipboard': true, 'fission.autostart': false },
    },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: PHONE },
    // As in Chromium: the journeys' logic is the same at any width, so they run on the phone only.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }, testIgnore: JOURNEYS_ONLY, grepInvert: /@journey/ },
  ],
  webServer: builtAppServer(port),
});
