// The WebKit suite (npm run test:webkit): the built app in WebKitGTK through WebKitWebDriver, at a
// phone's and a desktop's viewport (tests/e2e-webkit/, docs/browsers.md). Apart from vitest.config.ts
// because it needs its own processes (Xvfb, `vite preview`, one driver per worker), not the flows plugin.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e-webkit/**/*.test.ts'],
    globalSetup: ['tests/e2e-webkit/globalSetup.ts'],
    environment: 'node',
    // Two browsers at once on two cores: a WebKit session mostly waits on its page.
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
