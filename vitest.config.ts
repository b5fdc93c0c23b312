import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from './scripts/vite-plugin-flows.ts';

export default defineConfig({
  plugins: [react(), flowsPlugin()],
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/conversations/**/*.test.{ts,tsx}',
      'tests/sandbox/**/*.test.ts',
      'tests/flows/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/flowRest.ts'],
    testTimeout: 20000,
  },
});
