// npm run bench: prints the figures ARCHITECTURE.md budgets — bundle weight before the first bot
// message, flow-check time (real flows and 10 000 synthetic steps), the YAML conversation tests, engine step transitions, the
// sandbox under load, the first seconds in a throttled browser beside a React hello world
// (scripts/bench-first-load.ts), when the first screen answers a tap and its blocking time (scripts/bench/firstScreen.ts), the hosted studio's save → preview updated (scripts/bench-studio-preview.ts),
// its submit (gate) and publish times and its memory with 20 open drafts (scripts/bench/studioHosted.ts)
// and Lighthouse (mobile) on `/`, a partner route and the 404 page. Printed, never asserted: these machines are too noisy for timed tests.
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildProduction } from './buildProduction.ts';
import { checkFlows, syntheticProject } from './flows-check.ts';
import { runFlowTests } from './conversation-tests/runFlowTests.ts';
import { benchSandbox } from './bench-sandbox.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { buildHelloWorld, measurePages, partnerGrowth, serve } from './bench-first-load.ts';
import { benchPreview } from './bench-studio-preview.ts';
import { benchStudioHosted, printStudioHostedBench } from './bench/studioHosted.ts';
import { benchFirstScreen, printFirstScreen } from './bench/firstScreen.ts';
import { createConversation } from '../src/engine/createConversation.ts';
import type { AnyBindingNames } from '../src/engine/bindings.ts';
import type { CompiledFlow, ResolvedVariant } from '../src/contracts/content.ts';

const root = process.cwd();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} K`;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

async function bundle(): Promise<void> {
  buildProduction(root);
  const dist = join(root, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // What the page loads before any code runs: the entry script, its modulepreloads and the CSS (inline).
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const firstJs = assets.filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gz(join(dist, a)), 0);
  // The stylesheet is inline in the page (scripts/vite-plugin-routes.ts); a linked one would count too.
  const inlineCss = gzipSync(html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '').length;
  const firstCss = inlineCss + assets.filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gz(join(dist, a)), 0);
  const allJs = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(join(dist, 'assets', f)), 0);
  console.log(`first-load JS (gzip)        ${kb(firstJs)}   budget ≤ 100 K`);
  console.log(`first-load CSS (gzip)       ${kb(firstCss)}   budget ≤ 10 K`);
  console.log(`all JS, every chunk (gzip)  ${kb(allJs)}   budget ≤ 180 K for a whole journey`);
}

async function flowCheck(): Promise<void> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push((await checkFlows({ root })).elapsedMs);
  console.log(`flows:check, real flows      ${median(runs).toFixed(0)} ms (median of 5)   budget < 1000 ms`);
  const synthetic = syntheticProject(10_000);
  const started = performance.now();
  await checkFlows({ root, files: synthetic.files, registries: synthetic.registries });
  console.log(`flows:check, 10 000 steps    ${(performance.now() - started).toFixed(0)} ms   budget < 3000 ms`);
}

async function conversationTests(): Promise<void> {
  // Wall time and the CPU time the process used: on a loaded machine the first is mostly waiting.
  const cpu = process.cpuUsage();
  const started = performance.now();
  const run = await runFlowTests({ root });
  const used = process.cpuUsage(cpu);
  const failed = run.results.filter((r) => r.status === 'failed').length;
  const { steps, branches } = run.coverage?.totals ?? { steps: { percent: 0 }, branches: { percent: 0 } };
  console.log(
    `flows:test, ${run.results.length} YAML tests     ${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU, ${failed} failed; steps ${steps.percent}%, branches ${branches.percent}%   budget < 10 s`,
  );
}

async function engineTransitions(): Promise<void> {
  // A chain of steps with no texts: the runtime skips the typing delay for them, so this times
  // the transition itself (set, routing, signals) without the fake-load.
  const count = 2_000;
  const steps: CompiledFlow['steps'] = {};
  for (let i = 0; i < count; i++) steps[`s${i}`] = i + 1 < count ? { set: { 'lead.rendaExtra': i }, next: `s${i + 1}` } : { input: { field: 'lead.nome' } };
  const variant = {
    name: 'bench',
    campanhaId: 1,
    compraId: 1,
    empresaId: 1,
    tipo: 1,
    fakeLoad: 0,
    tipoTabela: 'integral',
    navBar: true,
    linkWhatsApp: '',
  } as ResolvedVariant;
  // The runtime stops runaway chains at 500 hops, so time several shorter conversations.
  const chain = 400;
  const started = performance.now();
  let hops = 0;
  for (let offset = 0; offset + chain < count; offset += chain) {
    const conversation = createConversation<AnyBindingNames>({
      flow: { start: `s${count - chain - 1}`, steps, messages: {} },
      variant,
      ...{ actions: {}, guards: {}, validators: {}, masks: {}, components: {}, formatters: {} },
    });
    await conversation.start();
    hops += chain;
  }
  console.log(`engine step transition       ${(((performance.now() - started) / hops) * 1000).toFixed(1)} µs   budget < 2 ms`);
}

async function sandbox(): Promise<void> {
  for (const row of await benchSandbox()) {
    console.log(`sandbox ${row.endpoint.padEnd(22)} ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors   budget: 0 errors, p99 < 50 ms`);
  }
}

async function firstSeconds(): Promise<void> {
  const dist = join(root, 'dist');
  const helloDist = await buildHelloWorld(root);
  const servers = { product: await serve(root, dist, true), hello: await serve(join(root, '.bench', 'hello'), helloDist, false) };
  try {
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    const { product, hello } = await measurePages(servers, { product: dist, hello: helloDist }, runs);
    const ratio = (a: number, b: number) => `×${(a / b).toFixed(2)}`;
    console.log(`4× CPU + slow 4G, median of ${runs}      product    React hello world`);
    console.log(
      `first-load JS before the app mounts    ${kb(product.firstLoadJs).padStart(8)}   ${kb(hello.firstLoadJs).padStart(8)}  ${ratio(product.firstLoadJs, hello.firstLoadJs)}   goal ≤ 82 K`,
    );
    console.log(
      `FCP                                     ${ms(product.fcp).padStart(8)}   ${ms(hello.fcp).padStart(8)}  ${ratio(product.fcp, hello.fcp)}   goal ≤ ×1.15`,
    );
    console.log(`SIMULAR AGORA → category cards          ${ms(product.firstClickToCards ?? NaN).padStart(8)}   goal ≤ 500 ms (typing delay 0)`);
    console.log(`category card → next bubble             ${ms(product.clickToNextBubble ?? NaN).padStart(8)}   goal ≤ 60 ms (typing delay 0)`);
  } finally {
    await servers.product.close();
    await servers.hello.close();
  }
  const growth = await partnerGrowth(root, dist);
  console.log(
    `first load with 200 more partners       JS ${signedKb(growth.js)}, / HTML ${signedKb(growth.html)}, /rota99 HTML ${signedKb(growth.routeHtml)} (gzip)   goal ≤ +0.5 K`,
  );
}

/** When the first screen answers a tap, its blocking time and Lighthouse beside a React hello world (issue 29). */
async function firstScreen(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const load = loadavg();
  printFirstScreen(await benchFirstScreen(root, join(root, 'dist'), rounds, process.env.BENCH_BEFORE_DIST), rounds, load);
}

async function lighthouseScores(): Promise<void> {
  console.log(
    'Lighthouse: this machine is offline, so www.googletagmanager.com is answered by a local stand-in (an empty script; scripts/tagManagerStandIn.ts)',
  );
  for (const s of await benchLighthouse(root, ['/', '/rota99', '/pagina-que-nao-existe'])) {
    console.log(
      `Lighthouse mobile ${s.path.padEnd(22)} performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}   goal 100 (perf., b.p., SEO)`,
    );
    for (const failure of s.failures) console.log(`  ${failure}`);
  }
}

/** The hosted studio's preview (issue 24 item 6): from a save's answer to the new text in the preview's content. */
async function studioPreview(): Promise<void> {
  const { saveToPreview, editionBuild } = await benchPreview(root);
  const each = saveToPreview.map((value) => Math.round(value)).join(', ');
  console.log(`studio: save → preview updated  ${ms(median(saveToPreview))} (median of ${saveToPreview.length}: ${each})   goal ≤ 1000 ms`);
  console.log(`studio: preview edition build   ${ms(editionBuild)} (once per version of the code, not per draft)`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// BENCH_ONLY=bundle,first,lighthouse runs some parts (first-screen: usable, blocking time and Lighthouse rounds beside the hello world, BENCH_ROUNDS of them; preview: the hosted studio's save → preview; hosted: its gate, publish and memory) (bundle always runs first: the others use its build).
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part: string) => !only || only.includes(part);
await bundle();
if (wanted('flows')) await flowCheck();
if (wanted('flows')) await conversationTests();
if (wanted('engine')) await engineTransitions();
if (wanted('sandbox')) await sandbox();
if (wanted('first')) await firstSeconds();
if (wanted('first-screen')) await firstScreen();
if (wanted('studio') || wanted('preview')) await studioPreview();
if (wanted('studio') || wanted('hosted')) printStudioHostedBench(await benchStudioHosted(root));
if (wanted('lighthouse')) await lighthouseScores(); // uses the build bundle() made
process.exit(0); // chrome-launcher and autocannon can leave handles open
