// Browser tests of what only the development server (`npm start`, vite) does (tests/e2e-dev): the
// chat opened at a step with a state fixture, content saves that keep the chat where it was, a
// reload that resumes. They edit files under flows/ and variants/ and put them back, so one worker:
// no test sees another's edit. `npm run test:e2e:dev` (and `npm test`) runs them in a scratch copy
// of the checkout (scripts/in-scratch-copy.ts), so those edits never touch the developer's files
// nor the checks running beside them. The studio's own browser tests are the hosted studio's
// (playwright.studio-hosted.config.ts), its local mode included.
import { defineConfig } from '@playwright/test';
import { chromiumUse, COMMON, desktop, e2ePort, REDUCED_MOTION, throwawayDataDir } from './scripts/playwright-shared.ts';

const port = e2ePort(4274);

export default defineConfig({
  ...COMMON,
  outputDir: 'test-results/dev',
  fullyParallel: false,
  workers: 1,
  use: chromiumUse(port),
  projects: [
    // Generous limits (issue 22: no pass that depends on the machine's speed): a content save makes
    // the server compile and reload the chat, which takes seconds when CI's cores are busy.
    { name: 'dev', testDir: 'tests/e2e-dev', timeout: 120_000, expect: { timeout: 20_000 }, use: { ...desktop(1280, 800), ...REDUCED_MOTION } },
  ],
  // The development server with the sandbox on a throwaway data folder; ready once its chat page answers.
  webServer: {
    command: `npx vite --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: throwawayDataDir('consorcio-e2e-dev-') },
  },
});
