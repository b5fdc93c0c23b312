// The preview's card frame (./cardFrame.tsx), built by ../editionBuild.ts right after the chat's
// edition, into its cartao/ folder: a build of its own so that its stylesheet (a transparent page
// around the modal) never lands in the chat's. The content modules the copy context imports are
// the edition's empty ones: the frame's texts come with its init.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { liveContent } from './vite.config.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export default defineConfig({
  root,
  base: `${process.env.PREVIA_BASE ?? '/previa/app/'}cartao/`,
  publicDir: false,
  plugins: [react(), liveContent()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./cardFrame.tsx', import.meta.url)),
      output: {
        // Fixed names for what the frame's document links (../document.ts).
        entryFileNames: 'cartao.js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'cartao.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${root}src/vendor/useSyncExternalStoreShim.ts` }],
  },
});
