// Browser tests of what only the development server (`npm start`, vite) does, on one server:
// - project `dev` (tests/e2e-dev): the chat opened at a step with a state fixture, content saves
//   that keep the chat where it was, a reload that resumes;
// - project `studio` (tests/e2e-studio): the editor studio.
// Both edit files under flows/ and variants/ and put them back, so they share one worker: no test
// sees another's edit, whichever project it is in. `npm run test:e2e:dev` (and `npm test`) runs
// them in a scratch copy of the checkout (scripts/in-scratch-copy.ts), so those edits never touch
// the developer's files nor the checks running beside them; one project with `--project studio`.
import { defineConfig } from '@playwright/test';
import { chromiumUse, COMMON, desktop, e2ePort, throwawayDataDir } from './scripts/playwright-shared.ts';

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
    { name: 'dev', testDir: 'tests/e2e-dev', timeout: 120_000, expect: { timeout: 20_000 }, use: desktop(1280, 800) },
    // A save runs the conversation tests the change can affect before it answers: seconds alone, a
    // minute and more beside the unit tests on two cores (the specs' own waits are scaled to match).
    { name: 'studio', testDir: 'tests/e2e-studio', timeout: 300_000, expect: { timeout: 90_000 }, use: desktop(1400, 900) },
  ],
  // The development server with the sandbox on a throwaway data folder; ready once the studio's
  // data endpoint has compiled the content.
  webServer: {
    command: `npx vite --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/__studio/data`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: throwawayDataDir('consorcio-e2e-dev-') },
  },
});
