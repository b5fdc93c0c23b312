// The README's studio screenshots (docs/studio/*.png), taken from a dev server of this checkout:
// the whole flow map, the payment phase with the 99 variant's texts, and the step inspector.
// Run: npx tsx studio/tools/screenshots.ts  (PORT to choose the dev server's port)
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

const OUT = 'docs/studio';
const server = await createServer({ root: process.cwd(), logLevel: 'silent', server: { port: Number(process.env.PORT ?? 0), host: '127.0.0.1' } });
await server.listen();
const address = server.httpServer?.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/studio`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const shoot = async (path: string, name: string, ready: string) => {
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(800); // fitView's animation
    await page.screenshot({ path: `${OUT}/${name}.png` });
  };
  await shoot('/flow/all', 'flow-map-all', '.react-flow__node');
  await shoot('/flow/payment?variant=99', 'flow-map', '.react-flow__node');
  await shoot('/step/copy-message-1', 'step-inspector', '[data-testid="texts-99"]');
} finally {
  await browser.close();
  await server.close();
}
