// Browser tests of the built app (what visitors get), served by `vite preview` on a phone and a
// desktop viewport. The development server's tests (chat preview, studio) are in
// playwright.dev.config.ts: a different server, so a separate config keeps each run to one server.
import { defineConfig } from '@playwright/test';
import { chromiumUse, COMMON, desktop, e2ePort, PHONE, throwawayDataDir } from './scripts/playwright-shared.ts';

const port = e2ePort(4273);
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
    { name: 'desktop', use: desktop(1280, 800) },
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
