// Renders each route's first screen and the 404 page (scripts/prerender/firstScreenMarkup.tsx) in
// Node through a throwaway Vite server, which resolves what the browser build resolves (virtual:flow, TSX).
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import { flowsPlugin } from '../vite-plugin-flows.ts';
import type { CompiledFlow, ResolvedVariant } from '../../src/contracts/content.ts';

export interface FirstScreen {
  html: string;
  /** The steps whose bubbles the markup already shows. */
  steps: string[];
}

/** Each variant's first screen, and the 404 page as `notFoundVariant` shows it. */
export async function renderFirstScreens(
  root: string,
  flow: CompiledFlow,
  variants: Readonly<Record<string, ResolvedVariant>>,
  notFoundVariant: ResolvedVariant,
): Promise<{ screens: Map<string, FirstScreen>; notFound: string }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), flowsPlugin()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its own cache: sharing node_modules/.vite would replace a running dev server's optimized
    // deps under it (the studio's map then fails with 504 Outdated Optimize Dep).
    cacheDir: 'node_modules/.vite-prerender',
  });
  try {
    const { firstScreenMarkup, notFoundMarkup } = (await server.ssrLoadModule(
      '/scripts/prerender/firstScreenMarkup.tsx',
    )) as typeof import('./firstScreenMarkup.tsx');
    const screens = new Map<string, FirstScreen>();
    for (const [name, variant] of Object.entries(variants)) screens.set(name, await firstScreenMarkup(flow, variant));
    return { screens, notFound: notFoundMarkup(flow, notFoundVariant) };
  } finally {
    await server.close();
  }
}
