import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from './scripts/vite-plugin-flows.ts';

/** Rendering tests (jsdom): each file in a fresh module graph, since React and the DOM keep state. */
const DOM_TESTS = ['tests/unit/**/*.test.tsx', 'tests/unit/analytics/loadTagManager.test.ts'];
/** Production builds run in the test process: each in a fresh module graph, or React may already be loaded in development mode there. */
const BUILD_TESTS = ['tests/flows/bundle.test.ts'];

export default defineConfig({
  plugins: [react(), flowsPlugin()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/flowRest.ts', 'tests/setup/betweenFiles.ts'],
    // Generous: CI runs this beside a browser suite on two cores, and a test that times out there
    // can leave its worker's shared globals half torn down for the files after it (isolate: false).
    testTimeout: 60000,
    unstubGlobals: true,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Most files wait on
    // git, sandbox and build processes rather than on the CPU, so two workers overlap that waiting.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/conversations/**/*.test.ts',
            'tests/sandbox/**/*.test.ts',
            'tests/flows/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: [...DOM_TESTS, ...BUILD_TESTS],
          globalSetup: ['tests/setup/runTempFolder.ts'],
          // The plain-Node files share a worker's module graph: importing the flows, the sandbox and
          // the harness once per worker instead of once per file halves the run (each file starts
          // its own sandbox and conversation; tests/setup/betweenFiles.ts resets timers and stubs).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'dom', include: DOM_TESTS } },
      { extends: true, test: { name: 'build', include: BUILD_TESTS } },
    ],
  },
});
