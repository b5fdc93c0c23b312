// Browser tests of the built app (what visitors get), served by `vite preview` on a phone and a
// desktop viewport. The development server's tests (chat preview, studio) are in
// playwright.dev.config.ts: a different server, so a separate config keeps each run to one server.
import { defineConfig } from '@playwright/test';
import { chromiumUse, COMMON, desktop, e2ePort, PHONE, throwawayDataDir } from './scripts/playwright-shared.ts';

const port = e2ePort(4273);
/** Spec files that walk journeys and check no layout: the phone project runs them. */
const JOURNEYS_ONLY = [
  'card-lost-answer.spec.ts',
  'double-enter.spec.ts',
  'issue14-item1-discount.spec.ts',
  'payment-pix-boleto.spec.ts',
  'proposal-terms.spec.ts',
  'referral-code.spec.ts',
  'reload-resume.spec.ts',
  'security-headers.spec.ts',
].map((file) => `**/${file}`);
// Parallel work builds into its own folder (E2E_OUT_DIR) so runs do not overwrite each other.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  ...COMMON,
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  timeout: 60_000,
  use: chromiumUse(port),
  projects: [
    { name: 'phone', use: PHONE },
    // The desktop checks what the width changes (the header, both carousels, the card modal, the
    // first screen and the pages); the journeys' logic is the same at any width, so they run on
    // the phone only: whole files below, single tests tagged @journey.
    {
      name: 'desktop',
      use: desktop(1280, 800),
      testIgnore: JOURNEYS_ONLY,
      grepInvert: /@journey/,
    },
  ],
  // The built app, served by `vite preview` with the sandbox API mounted, on a throwaway data folder.
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/hc`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { DATA_DIR: throwawayDataDir('consorcio-e2e-') },
  },
});
