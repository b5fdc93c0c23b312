// Where the first screen's main-thread time goes (issue 29): one throttled visit (4× CPU, slow 4G)
// of a sourcemapped production build, traced by Chromium. Prints the long tasks (over 50 ms) up to
// the moment SIMULAR AGORA answers a tap, what each one ran (compile, module evaluation, timers,
// style and layout), and the JavaScript self time by source (React DOM, the engine, the flow data,
// signals, ...). A diagnosis tool, run by hand: `npx tsx scripts/bench/firstScreenTrace.ts [path]`
// (TRACE_DIST: a build of your own, TRACE_NO_BUILD: do not rebuild it, TRACE_PORT: a port of your own).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { buildProduction } from '../buildProduction.ts';
import { serve, throttledPage, urlOf } from '../bench-first-load.ts';
import { type UsableTimes, usableProbe, usableTimes } from './usable.ts';
import { type TraceEvent, breakDown, longTasks, mainThread, printBreakdown, selfTimeBySource } from './traceAnalysis.ts';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
];

async function trace(origin: string, path: string): Promise<{ events: TraceEvent[]; usable: UsableTimes }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { page, close } = await throttledPage(browser);
    await page.addInitScript(usableProbe('product'));
    await browser.startTracing(page, { categories: CATEGORIES });
    const usable = await usableTimes(page, () => page.goto(`${origin}${path}`));
    await page.waitForTimeout(1500); // what runs right after: idle work the trace should show as not blocking
    const buffer = await browser.stopTracing();
    await close();
    return { events: (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents, usable };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const root = process.cwd();
  const dist = process.env.TRACE_DIST ?? join(root, '.bench', 'trace-dist');
  const path = process.argv[2] ?? '/';
  if (!process.env.TRACE_NO_BUILD) buildProduction(root, dist, ['--sourcemap']);
  const server = await serve(root, dist, true, process.env.TRACE_PORT ? Number(process.env.TRACE_PORT) : undefined);
  try {
    const origin = urlOf(server);
    await trace(origin, path); // unmeasured: the sandbox opens its database on the first call
    const { events, usable } = await trace(origin, path);
    const thread = mainThread(events, origin);
    const start = thread.navigationStart;
    const until = start + usable.usableAt * 1000;
    const tasks = longTasks(thread.events, start, until);
    console.log(`${path}: FCP ${Math.round(usable.fcp)} ms, SIMULAR AGORA usable ${Math.round(usable.usableAt)} ms (4× CPU, slow 4G)`);
    console.log(`long tasks before it: ${tasks.length}, blocking ${Math.round(tasks.reduce((s, t) => s + Math.max(0, (t.dur ?? 0) / 1000 - 50), 0))} ms`);
    const maps = sourceMaps(dist);
    for (const task of tasks) {
      printBreakdown(task, breakDown(thread.events, task), start);
      const js = selfTimeBySource(events, thread, task.ts, task.ts + (task.dur ?? 0), maps).filter(([source, ms]) => ms >= 5 && !source.startsWith('(program'));
      if (js.length > 0)
        console.log(
          `    JS: ${js
            .slice(0, 6)
            .map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
            .join(', ')}`,
        );
    }
    console.log('\nJavaScript self time by source, navigation → usable (ms):');
    for (const [source, ms] of selfTimeBySource(events, thread, start, until, maps).slice(0, 25)) {
      console.log(`  ${ms.toFixed(0).padStart(5)}  ${source}`);
    }
  } finally {
    await server.close();
  }
}

/** The build's script maps, by file name: a sample's position maps back to its source module. */
function sourceMaps(dist: string): (url: string, line: number, column: number) => string | undefined {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (url, line, column) => {
    const file = new URL(url, 'http://x').pathname;
    if (!consumers.has(file)) {
      try {
        consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))));
      } catch {
        consumers.set(file, null);
      }
    }
    return consumers.get(file)?.originalPositionFor({ line: line + 1, column })?.source ?? undefined;
  };
}

await main();
process.exit(0);
