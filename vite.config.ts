import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from './scripts/vite-plugin-flows.ts';
import { sandboxPlugin } from './server/vite-plugin-sandbox.ts';
import { securityHeadersPlugin } from './server/securityHeaders.ts';

// One process, one URL: the sandbox API is mounted into the dev and preview servers,
// so `npm start` needs nothing else running.
export default defineConfig({
  plugins: [react(), flowsPlugin(), sandboxPlugin(), securityHeadersPlugin()],
  server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
  // Dependencies only lazy chunks import (carousels, card modal, API client) are pre-bundled up
  // front: discovered mid-conversation, Vite would reload the page and the visitor would lose it.
  optimizeDeps: {
    include: ['ky', 'swiper', 'swiper/react', 'swiper/modules', 'imask', 'card-validator', '@brazilian-utils/brazilian-utils'],
  },
});
