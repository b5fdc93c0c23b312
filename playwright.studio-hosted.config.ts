// Browser tests of the hosted studio's pages (tests/e2e-studio-hosted): `npm run studio` on a
// throwaway data folder and a throwaway bare copy of this repository as its remote, so publishing
// never touches the real one. Mails go to a file outbox the tests read links from. Port E2E_PORT
// (default 5200). `npm run test:studio-hosted`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse, COMMON, desktop, e2ePort, REDUCED_MOTION } from './scripts/playwright-shared.ts';

const port = e2ePort(5200);

// One folder per run, made once: the workers inherit it through the environment.
process.env.STUDIO_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'studio-hosted-e2e-'));
const runDir = process.env.STUDIO_E2E_DIR;
// Every studio these specs start (the config's server, each spec's own) serves the same code: one
// preview build for all of them, not two Vite builds per studio.
process.env.STUDIO_PREVIEW_BUILD_DIR ??= join(runDir, 'previa-app');
const remote = join(runDir, 'remote.git');
// The committed content of this checkout (HEAD of every branch), as the remote the studio publishes to.
if (!existsSync(remote)) execFileSync('git', ['clone', '--quiet', '--bare', process.cwd(), remote]);

/** The specs that use this config's server (webServer below) rather than starting their own. */
const SHARED_SERVER_SPECS = ['studio-hosted.spec.ts', 'studio-hosted-merge.spec.ts'];

export default defineConfig({
  ...COMMON,
  outputDir: 'test-results/studio-hosted',
  testDir: 'tests/e2e-studio-hosted',
  fullyParallel: false,
  // Three lanes: the specs on this config's own server share its people and remote, so they run one
  // after the other; every other spec starts its own studio on its own port and data, so they run
  // beside them, two at a time. Alone the suite keeps 0.6 of a core busy with two lanes: it waits on
  // its studios and browsers far more than it computes (npm test runs the processor-bound stages at
  // a lower priority beside it, scripts/ci/stages.ts).
  workers: 3,
  // Generous for a loaded machine (a test here takes 20 s to 2 min alone, and three times that on CI's two cores beside the built app's browsers: the two-editor merge took 6.3 min; an upload's refusal took over 20 s at a load of 20).
  timeout: 900_000,
  expect: { timeout: 90_000 },
  use: { ...chromiumUse(port), ...desktop(1280, 900), ...REDUCED_MOTION },
  projects: [
    { name: 'shared-server', testMatch: SHARED_SERVER_SPECS, workers: 1 },
    // The preview's specs in this folder have their own config (playwright.studio-preview.config.ts).
    { name: 'own-server', testMatch: 'studio-hosted*.spec.ts', testIgnore: SHARED_SERVER_SPECS, workers: 2 },
  ],
  webServer: {
    command: 'npm run studio',
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    reuseExistingServer: false,
    // The first start builds the pages (Vite), later ones reuse the build.
    timeout: 180_000,
    env: {
      STUDIO_PORT: String(port),
      STUDIO_PUBLIC_URL: `http://127.0.0.1:${port}`,
      STUDIO_DATA_DIR: join(runDir, 'data'),
      STUDIO_REPO: remote,
      STUDIO_OUTBOX_FILE: join(runDir, 'outbox.jsonl'),
      STUDIO_SCHEDULER_CLOCK_FILE: join(runDir, 'scheduler-clock'),
      ...(await import('./tests/e2e-studio-hosted/oidcEnv.ts')).OIDC_ENV, // the company's provider, started by the two-person test
      ...(process.env.STUDIO_UI_DIR ? { STUDIO_UI_DIR: process.env.STUDIO_UI_DIR } : {}),
    },
  },
});
