// Studio figures for npm run bench: the first view's load time on the dev server (`npm start`),
// and the time to lay out the whole flow (every phase) — in the browser as the map reports it, and
// in Node per dagre ranker on the real flow and on a generated 250-step flow.
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { describeLayout, measureRealLayout, measureSyntheticLayout } from './measureLayout.ts';
import { DEFAULT_RANKER } from '../ui/graph/layout.ts';

export interface StudioBench {
  serverReadyMs: number;
  coldMs: number;
  warmMs: number;
  browserLayoutMs: number;
  steps: number;
  layout: Awaited<ReturnType<typeof measureRealLayout>>;
  synthetic: Awaited<ReturnType<typeof measureSyntheticLayout>>;
}

export async function benchStudio(root: string): Promise<StudioBench> {
  const startedAt = performance.now();
  const server = await createServer({ root, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const serverReadyMs = performance.now() - startedAt;
  const address = server.httpServer?.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const firstView = async () => {
      const page = await browser.newPage();
      // The page's own clock notes when the overview's table appears (milliseconds since the
      // navigation started), so Playwright's polling does not count.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid=flow-files]')) return;
          performance.mark('studio-first-view');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${base}/studio/`);
      await page.getByTestId('flow-files').waitFor();
      const ms = await page.evaluate(() => performance.getEntriesByName('studio-first-view')[0].startTime);
      await page.close();
      return ms;
    };
    // Cold: the first visit after `npm start` (Vite transforms the modules on demand); warm: every visit after.
    const coldMs = await firstView();
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) warm.push(await firstView());
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${base}/studio/flow/all`);
    const map = page.getByTestId('flow-map');
    await map.waitFor();
    const browserLayoutMs = Number(await map.getAttribute('data-layout-ms'));
    const steps = await page.locator('.react-flow__node').count();
    return {
      serverReadyMs,
      coldMs,
      warmMs: warm.sort((a, b) => a - b)[1],
      browserLayoutMs,
      steps,
      layout: await measureRealLayout(root),
      synthetic: await measureSyntheticLayout(),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printStudioBench(r: StudioBench): void {
  console.log(`studio first view (dev)      ${r.warmMs.toFixed(0)} ms warm (median of 3), ${r.coldMs.toFixed(0)} ms cold after start   budget < 1000 ms`);
  console.log(`dev server ready (npm start)  ${r.serverReadyMs.toFixed(0)} ms, the studio's data compiled before it listens`);
  const used = (f: StudioBench['layout']) => `${f.rankers[DEFAULT_RANKER].wall.toFixed(0)} ms (${f.rankers[DEFAULT_RANKER].cpu.toFixed(0)} ms CPU)`;
  console.log(`studio map layout, real flow (${r.steps} steps)   ${r.browserLayoutMs} ms in the browser, ${used(r.layout)} in Node   budget < 500 ms`);
  console.log(`studio map layout, ${r.synthetic.nodes} synthetic steps   ${used(r.synthetic)} in Node   budget < 500 ms`);
  console.log(
    [
      'studio layout details (per phase with dagre; the map uses ' + DEFAULT_RANKER + ')',
      ...describeLayout('real flow', r.layout),
      ...describeLayout('synthetic flow', r.synthetic),
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printStudioBench(await benchStudio(process.cwd()));
  process.exit(0);
}
