// Browser tests of what only the development server does (src/preview): opening the chat at a step
// with a state fixture, and content saves that keep the chat where it was. `npm run test:e2e:dev`.
// One worker: the live-content tests edit files under flows/ and put them back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4274);

export default defineConfig({
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } }],
  // The development server (vite, not vite preview), with the sandbox on a throwaway data folder.
  webServer: {
    command: `npx vite --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/hc`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'consorcio-e2e-dev-')) },
  },
});
