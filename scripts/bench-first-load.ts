// First seconds in a browser, side by side with a React hello world built by the same Vite:
// first-load JS (every script fetched before the app has mounted, gzip; the product's first bubbles are in its HTML), FCP, and SIMULAR AGORA to the
// category cards, at 4× CPU slowdown and slow 4G (Lighthouse's mobile profile: 150 ms RTT,
// 1.6 Mbps down, 750 Kbps up). Also the first-load growth with 200 generated partners.
// Printed by `npm run bench`, never asserted.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { buildProduction } from './buildProduction.ts';

export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export interface PageFigures {
  firstLoadJs: number;
  fcp: number;
  firstClickToCards?: number;
  /** Choosing a category card to the next bot bubble in the page (typing delay 0). */
  clickToNextBubble?: number;
}

/** Builds a React hello world with the same Vite into `<root>/.bench/hello` (so it resolves this project's React). */
export async function buildHelloWorld(root: string): Promise<string> {
  const dir = join(root, '.bench', 'hello');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8"><title>Olá</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<p className=\"bubble\">Olá, mundo!</p>);\n",
  );
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: join(dir, 'dist'), target: 'es2022' } });
  return join(dir, 'dist');
}

/** Serves a built folder (with the sandbox for the product) and measures one page, median of `runs`. */
export async function measurePages(
  servers: { product: PreviewServer; hello: PreviewServer },
  dists: { product: string; hello: string },
  runs: number,
): Promise<{ product: PageFigures; hello: PageFigures }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // One unmeasured visit: the sandbox opens its database on the first call.
    await measure(browser, urlOf(servers.product), dists.product, '.msg[data-sender="bot"]', true);
    const product = await medianOf(runs, () => measure(browser, urlOf(servers.product), dists.product, '.msg[data-sender="bot"]', true));
    const hello = await medianOf(runs, () => measure(browser, urlOf(servers.hello), dists.hello, '.bubble', false));
    return { product, hello };
  } finally {
    await browser.close();
  }
}

export function urlOf(server: PreviewServer): string {
  return server.resolvedUrls!.local[0].replace(/\/$/, '');
}

async function measure(browser: Browser, origin: string, dist: string, firstBubble: string, clickToCards: boolean): Promise<PageFigures> {
  const { page, close } = await throttledPage(browser);
  try {
    // The moment React has taken over #root (the product's first bubbles are already in its HTML,
    // prerendered; the hello world's appear then): what counts as loaded is what started before it.
    await page.goto(`${origin}/`);
    await page.waitForFunction(
      (selector) => {
        const root = document.getElementById('root');
        const mounted = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer')) && document.querySelector(selector) !== null;
        const w = window as unknown as { __mountedAt?: number };
        if (mounted) w.__mountedAt ??= performance.now();
        return mounted;
      },
      firstBubble,
      { timeout: 60_000 },
    );
    const { fcp, scripts } = await page.evaluate(() => {
      const at = (window as unknown as { __mountedAt: number }).__mountedAt;
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= at && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname),
      };
    });
    const firstLoadJs = [...new Set(scripts)].reduce((sum, path) => sum + gzipSize(join(dist, path)), 0);
    const clicks = clickToCards ? await firstClick(browser, origin) : undefined;
    return { firstLoadJs, fcp, firstClickToCards: clicks?.cards, clickToNextBubble: clicks?.nextBubble };
  } finally {
    await close();
  }
}

export async function throttledPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** From SIMULAR AGORA to the first category card on screen, typing delay off, after the idle prefetch. */
async function firstClick(browser: Browser, origin: string): Promise<{ cards: number; nextBubble: number }> {
  const { page, close } = await throttledPage(browser);
  try {
    await page.addInitScript(() => ((window as { __CHAT_FAKE_LOAD__?: number }).__CHAT_FAKE_LOAD__ = 0));
    await page.goto(`${origin}/`);
    const cards = await clickToCards(page);
    return { cards, nextBubble: await clickToNextBubble(page) };
  } finally {
    await close();
  }
}

async function clickToCards(page: Page): Promise<number> {
  const button = page.getByRole('button', { name: 'SIMULAR AGORA' });
  await button.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3000); // the visitor reads the greeting: the idle prefetch runs
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number; __cardsAt?: number };
    document.addEventListener('click', () => (w.__clickAt ??= performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (w.__clickAt !== undefined && document.querySelector('.category-card')) {
        w.__cardsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await button.click();
  await page.waitForSelector('.category-card', { timeout: 60_000 });
  if (process.env.BENCH_VERBOSE) {
    console.log(
      await page.evaluate(() => {
        const w = window as unknown as { __clickAt: number; __cardsAt: number };
        const rows = performance.getEntriesByType('resource').filter((e) => e.startTime > w.__clickAt - 3000);
        return [
          `click ${Math.round(w.__clickAt)} cards ${Math.round(w.__cardsAt)}`,
          ...rows.map((e) => `${Math.round(e.startTime)} ${Math.round((e as PerformanceResourceTiming).responseEnd)} ${new URL(e.name).pathname}`),
        ].join('\n');
      }),
    );
  }
  return page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __cardsAt: number };
    return w.__cardsAt - w.__clickAt;
  });
}

/** A step without network: choosing the first category card, to the next bot bubble in the page. */
async function clickToNextBubble(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const w = window as unknown as { __clickAt?: number; __bubbleAt?: number };
    const before = document.querySelectorAll('.msg[data-sender="bot"]').length;
    w.__clickAt = undefined;
    document.addEventListener('click', () => (w.__clickAt ??= performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (w.__clickAt !== undefined && document.querySelectorAll('.msg[data-sender="bot"]').length > before) {
        w.__bubbleAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('.category-card').first().click();
  await page.waitForFunction(() => (window as unknown as { __bubbleAt?: number }).__bubbleAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __bubbleAt: number };
    return w.__bubbleAt - w.__clickAt;
  });
}

/**
 * First-load growth with 200 more partners: a copy of the project whose variants/ holds 200
 * generated partner files besides the real ones, built and compared on `/` and on a partner route
 * (the scripts its HTML loads, and the HTML itself).
 */
export async function partnerGrowth(root: string, baseDist: string): Promise<{ js: number; html: number; routeHtml: number }> {
  const copy = mkdtempSync(join(tmpdir(), 'bench-partners-'));
  try {
    for (const entry of readdirSync(root)) {
      if (['variants', 'dist', '.bench', '.data', 'node_modules', '.git'].includes(entry)) continue;
      // The HTML entry must be a real file inside the root (Vite resolves symlinks when it emits it).
      if (entry === 'index.html') writeFileSync(join(copy, entry), readFileSync(join(root, entry)));
      else symlinkSync(join(root, entry), join(copy, entry));
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    mkdirSync(join(copy, 'variants'));
    // Copies, not links: flows:check refuses a content file that is a symbolic link.
    for (const file of readdirSync(join(root, 'variants'))) copyFileSync(join(root, 'variants', file), join(copy, 'variants', file));
    // Each partner as the partner rules want it (docs/partners.md): a title and description of its
    // own, its own readable colours, and no banner of its own (the default one shows).
    for (let i = 1; i <= 200; i++) {
      writeFileSync(
        join(copy, 'variants', `parceiro-${i}.yaml`),
        `route: /parceiro-${i}\ntitle: "Parceiro ${i} | Consórcio Mycon"\ndescription: "Parceiro ${i}: simule seu consórcio sem juros e sem entrada com a Mycon."\n` +
          `campanhaId: ${1000 + i}\ncompraId: ${2000 + i}\nempresaId: 90\nbrand: parceiro${i}\ngtmId: GTM-P${String(i).padStart(5, '0')}\n` +
          `linkWhatsApp: "https://wa.me/5511999999999?text=Parceiro%20${i}"\n` +
          `theme:\n  background: "#1a1a${(16 + (i % 32)).toString(16)}"\n  primaryBackground: "#202020"\n  primaryForeground: "#ffffff"\n` +
          `texts:\n  copy-message-1: "Olá! Na parceria Parceiro ${i} e Mycon, você tem condições especiais."\n`,
      );
    }
    const dist = join(copy, 'dist');
    buildProduction(copy, dist);
    const firstScripts = (d: string, file: string) => {
      const html = readFileSync(join(d, file), 'utf8');
      return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].reduce((sum, m) => sum + gzipSize(join(d, m[1])), 0);
    };
    const htmlSize = (d: string, file: string) => gzipSize(join(d, file));
    return {
      js: firstScripts(dist, 'index.html') - firstScripts(baseDist, 'index.html'),
      html: htmlSize(dist, 'index.html') - htmlSize(baseDist, 'index.html'),
      routeHtml: htmlSize(dist, 'rota99/index.html') - htmlSize(baseDist, 'rota99/index.html'),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export function gzipSize(file: string): number {
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}

async function medianOf(runs: number, once: () => Promise<PageFigures>): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await once());
  if (process.env.BENCH_VERBOSE) console.log(all);
  const mid = <K extends keyof PageFigures>(key: K) => {
    const values = all
      .map((f) => f[key])
      .filter((v): v is number => typeof v === 'number')
      .sort((a, b) => a - b);
    return values.length > 0 ? values[Math.floor(values.length / 2)] : undefined;
  };
  return { firstLoadJs: mid('firstLoadJs')!, fcp: mid('fcp')!, firstClickToCards: mid('firstClickToCards'), clickToNextBubble: mid('clickToNextBubble') };
}

/** Starts `vite preview` for a folder; the product's config mounts the sandbox on a throwaway data folder. */
export async function serve(root: string, outDir: string, product: boolean, port = product ? 4408 : 4409): Promise<PreviewServer> {
  if (product) process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bench-data-'));
  return preview({
    root,
    ...(product ? {} : { configFile: false }),
    logLevel: 'silent',
    build: { outDir },
    preview: { port, strictPort: false, host: '127.0.0.1' },
  });
}
