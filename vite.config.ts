import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from './scripts/vite-plugin-flows.ts';
import { routesPlugin } from './scripts/vite-plugin-routes.ts';
import { servedUrlsPlugin } from './scripts/vite-plugin-served-urls.ts';
import { devServerDeny } from './sandbox/devServerDeny.ts';
import { sandboxPlugin } from './sandbox/vite-plugin-sandbox.ts';
import { securityHeadersPlugin } from './sandbox/securityHeaders.ts';
import { cardFramePlugin } from './scripts/vite-plugin-card-frame.ts';
import { contentCommitPlugin } from './scripts/vite-plugin-content-commit.ts';
import { localStudioPlugin } from './studio/hosted/local/vitePluginLocalStudio.ts';

// One process, one URL: the sandbox API is mounted into the dev and preview servers,
// so `npm start` needs nothing else running; `npm start` also starts the studio's local mode beside it.
// At start both say what they serve where (scripts/vite-plugin-served-urls.ts).
export default defineConfig({
  plugins: [
    react(),
    flowsPlugin(),
    routesPlugin(),
    sandboxPlugin(),
    securityHeadersPlugin(),
    cardFramePlugin(),
    contentCommitPlugin(),
    servedUrlsPlugin(),
    // `npm start` only: the studio's local mode beside the dev server (its own port, 5181).
    localStudioPlugin(),
  ],
  // Bound to this machine only; the data folder, the sandbox source and the manifests are never served.
  server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1', fs: { deny: devServerDeny(dirname(fileURLToPath(import.meta.url))) } },
  preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target covers but Safari 16 supports modulepreload; there a lazy
    // chunk's own imports just load after it (the idle prefetch still warms the first click's).
    modulePreload: { polyfill: false },
    // The entry's stylesheet (the first screen's) goes inline in each page
    // (scripts/vite-plugin-routes.ts); a later step's stylesheet is a file of its lazy chunk, which
    // Vite's preload helper loads before the chunk resolves, so nothing renders unstyled.
    cssCodeSplit: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // Everything the entry imports statically is one chunk. Left alone, rolldown splits modules
      // that lazy chunks share with the entry (React, the preload helper, the copy context) into
      // common chunks the first load fetches anyway: three requests and 1.2 K more gzip.
      output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
    },
  },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/vendor/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  // Dependencies only lazy chunks import (carousels, card modal, API client) are pre-bundled up
  // front: discovered mid-conversation, Vite would reload the page and the visitor would lose it.
  optimizeDeps: {
    include: ['ky', 'swiper', 'swiper/react', 'swiper/modules', 'imask', 'card-validator', '@brazilian-utils/brazilian-utils'],
  },
});
