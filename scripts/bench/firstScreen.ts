// The first screen beside a React hello world built by the same Vite in the same run (issue 29):
// when a tap on SIMULAR AGORA is answered (tapAnswered.ts), when the app is in charge of the page
// and the total blocking time (usable.ts), at 4× CPU and slow 4G in a fresh context each, and
// Lighthouse's mobile performance score, over interleaved rounds (median and range), for `/`, a
// partner route and the hello world. Printed by
// `npm run bench` (`BENCH_ONLY=first-screen` alone), never asserted: the machine is shared.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page as PlaywrightPage } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { PreviewServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { buildHelloWorld, serve, throttledPage, urlOf } from '../bench-first-load.ts';
import { startTagManagerStandIn, type TagManagerStandIn } from '../tagManagerStandIn.ts';
import { type TapTimes, tapProbe, tapTimes } from './tapAnswered.ts';
import { type Target, type UsableTimes, usableProbe, usableTimes } from './usable.ts';

interface Page {
  label: string;
  url: string;
  target: Target;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface FirstScreenRow {
  label: string;
  /** The product's: when a tap made as soon as SIMULAR AGORA shows gets its answer (tapAnswered.ts). */
  tap?: Spread;
  /** The app in charge of the page (the product), or rendered (the hello world). */
  usable: Spread;
  blocking: Spread;
  fcp: Spread;
  lighthouse: Spread;
  lighthouseBlocking: Spread;
}

/** The servers on ports of their own (4611–4614), so the bench runs beside the browser tests.
 * `beforeDist` (BENCH_BEFORE_DIST: an earlier build) adds its `/` and `/rota99` to the same
 * interleaved rounds: on a shared machine, before and after are only comparable within one run. */
export async function benchFirstScreen(root: string, dist: string, rounds: number, beforeDist?: string): Promise<FirstScreenRow[]> {
  const helloDist = await buildHelloWorld(root);
  // The stand-in first: it needs its port, while a preview server moves on to the next free one.
  const tagManager = await startTagManagerStandIn(4613);
  const product = await serve(root, dist, true, 4611);
  const hello = await serve(join(root, '.bench', 'hello'), helloDist, false, 4612);
  const before = beforeDist ? await serve(root, beforeDist, true, 4614) : undefined;
  try {
    const pages: Page[] = [
      { label: '/', url: `${urlOf(product)}/`, target: 'product' },
      { label: '/rota99', url: `${urlOf(product)}/rota99`, target: 'product' },
      { label: 'React hello world', url: `${urlOf(hello)}/`, target: 'hello' },
      ...(before
        ? ([
            { label: '/ (before)', url: `${urlOf(before)}/`, target: 'product' },
            { label: '/rota99 (before)', url: `${urlOf(before)}/rota99`, target: 'product' },
          ] as const)
        : []),
    ];
    const { visits, taps } = await inBrowser(pages, rounds, tagManager);
    const scores = await lighthouseRounds(pages, rounds, tagManager);
    return pages.map((page, i) => ({
      label: page.label,
      tap: page.target === 'product' ? spread(taps[i].map((t) => t.answeredAt)) : undefined,
      usable: spread(visits[i].map((v) => v.usableAt)),
      blocking: spread(visits[i].map((v) => v.blocking)),
      fcp: spread(visits[i].map((v) => v.fcp)),
      lighthouse: spread(scores[i].map((s) => s.score)),
      lighthouseBlocking: spread(scores[i].map((s) => s.blocking)),
    }));
  } finally {
    await closeAll(before ? [product, hello, before] : [product, hello], tagManager);
  }
}

async function inBrowser(pages: Page[], rounds: number, tagManager: TagManagerStandIn): Promise<{ visits: UsableTimes[][]; taps: TapTimes[][] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...tagManager.chromeFlags] });
  try {
    // Unmeasured: each server's sandbox opens its database on the first call.
    for (const page of pages.filter((p) => p.label === '/' || p.label === '/ (before)')) await visit(browser, page);
    const visits: UsableTimes[][] = pages.map(() => []);
    const taps: TapTimes[][] = pages.map(() => []);
    // Interleaved: a busy moment of the shared machine falls on every target alike. A visit that taps
    // is one of its own: the tap changes what the page does next.
    for (let round = 0; round < rounds; round++) {
      for (const [i, page] of pages.entries()) {
        visits[i].push(await visit(browser, page));
        if (page.target === 'product') taps[i].push(await tapVisit(browser, page));
      }
    }
    return { visits, taps };
  } finally {
    await browser.close();
  }
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

const visit = (browser: Browser, page: Page) => measured(browser, page.url, usableProbe(page.target), usableTimes);
const tapVisit = (browser: Browser, page: Page) => measured(browser, page.url, tapProbe, tapTimes);

/** One throttled visit of `url` in a fresh context, with `probe` added before the page's scripts, measured by `measure`. */
async function measured<T>(
  browser: Browser,
  url: string,
  probe: string,
  measure: (page: PlaywrightPage, visit: () => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const throttled = await throttledPage(browser);
  try {
    await throttled.page.addInitScript(probe);
    return await measure(throttled.page, () => throttled.page.goto(url));
  } finally {
    await throttled.close();
  }
}

async function lighthouseRounds(pages: Page[], rounds: number, tagManager: TagManagerStandIn): Promise<Array<Array<{ score: number; blocking: number }>>> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, ...tagManager.chromeFlags] });
  try {
    const all: Array<Array<{ score: number; blocking: number }>> = pages.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, page] of pages.entries()) {
        const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        all[i].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          blocking: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        });
      }
    }
    return all;
  } finally {
    chrome.kill();
  }
}

async function closeAll(servers: PreviewServer[], tagManager: TagManagerStandIn): Promise<void> {
  for (const server of servers) await server.close();
  await tagManager.close();
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
}

const ms = (s: Spread) => `${Math.round(s.median)} ms [${Math.round(s.min)}–${Math.round(s.max)}]`;

/** The table, then each goal against the hello world of the same run, and the machine's load. */
export function printFirstScreen(rows: FirstScreenRow[], rounds: number, loadBefore: number[]): void {
  const hello = rows.find((r) => r.label === 'React hello world')!;
  console.log(`first screen, 4× CPU + slow 4G, ${rounds} interleaved rounds, fresh context each: median [range]`);
  console.log(
    `${''.padEnd(20)}${'a tap answered'.padEnd(26)}${'app in charge'.padEnd(26)}${'total blocking time'.padEnd(26)}${'FCP'.padEnd(24)}Lighthouse performance (TBT)`,
  );
  for (const r of rows) {
    const lh = `${r.lighthouse.median} [${r.lighthouse.min}–${r.lighthouse.max}] (${Math.round(r.lighthouseBlocking.median)} ms)`;
    const tap = r.tap ? ms(r.tap) : '(rendered: usable)';
    console.log(`${r.label.padEnd(20)}${tap.padEnd(26)}${ms(r.usable).padEnd(26)}${ms(r.blocking).padEnd(26)}${ms(r.fcp).padEnd(24)}${lh}`);
  }
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const r of rows.filter((row) => row !== hello)) {
    const tapRatio = (r.tap?.median ?? Number.NaN) / hello.usable.median;
    const ratio = r.usable.median / hello.usable.median;
    const over = r.blocking.median - hello.blocking.median;
    console.log(
      `  ${r.label}: a tap answered at ×${tapRatio.toFixed(2)} the hello world's render (goal ≤ ×1.10: ${met(tapRatio <= 1.1)}); the app in charge at ×${ratio.toFixed(2)}; blocking ${over >= 0 ? '+' : '−'}${Math.abs(Math.round(over))} ms (goal ≤ +150 ms: ${met(over <= 150)}); Lighthouse median ${r.lighthouse.median} (goal 100: ${met(r.lighthouse.median === 100)})`,
    );
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(', ');
  console.log(`  load average (1, 5, 15 min) before: ${load(loadBefore)}; after: ${load(loadavg())} (a shared 2-core machine: figures move with it)`);
}
