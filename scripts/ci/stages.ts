// Every check `npm test` runs, what each needs first, and how much of a core it keeps busy (its
// weight: the processor time it used over its wall time on CI's two cores, from the table `npm test`
// prints at the end, so a weight that stops matching the machine shows up there). The order is the
// priority (scripts/ci/scheduler.ts): a ready stage that does not fit is not overtaken. Unit runs
// first and alone (see its line); then the build and the built app's browsers with the short checks
// beside them; then the hosted studio's browsers with the other engines. The browser suites are kept
// apart: run together on two cores (with lighter weights), the built app's card test and the hosted
// two-editor merge both ran past their limits.
//
// Tried and measured on CI's two cores (2026-11-26), both slower or red: every suite at once with unit
// in the background at nice 15 — load 30–48, half the processor in the
// kernel, a WebKit wait failed; unit in the background beside the hosted suite, then the built app's
// suites in three engines together — 666 s for the first phase, then the built app's browsers crawling
// beside Firefox, WebKit and the dev server, and Firefox's card test missing its approval. The machine
// is the limit: both cores stay ~90 % busy, so the run's length follows its processor time (~730
// processor-s measured whole, docs/ci.md; the table's own column undercounts it).
import type { Stage } from './scheduler.ts';

const FLOWS_TEST = 'tsx scripts/flows-test.ts --min-steps 100 --min-branches 90';

/** The browser stages start once .ci/run's browsers are installed (immediately elsewhere). */
const BROWSERS = 'browsers-installed';

export const STAGES: readonly Stage[] = [
  // Waits, using no processor, for apt to finish installing the browsers on a fresh CI machine.
  { name: BROWSERS, command: 'bash scripts/ci/wait-for-browsers.sh', weight: 0 },
  { name: 'lint', command: 'biome ci --colors=off .', weight: 0.5 },
  { name: 'content', command: 'tsx scripts/flows-check.ts --strict', weight: 0.5 },
  { name: 'typecheck', command: 'tsc --noEmit', weight: 1 },
  // Alone: 250 s on CI's two cores; over 500 s beside the hosted studio's browsers alone, over 1 000 s
  // beside them and the built app's (its git and SQLite work shares the disk with theirs).
  { name: 'unit', command: 'vitest run --project node --project dom', weight: 2 },
  { name: 'build', command: 'npm run build', needs: ['content'], weight: 1.5 },
  // What the build ships (no YAML parser, no preview hooks, no studio), read from the build's own dist/.
  { name: 'bundle', command: 'BUNDLE_DIR=dist vitest run --project build', needs: ['build'], weight: 0.5 },
  { name: 'browsers', command: 'playwright test', needs: ['build', BROWSERS], weight: 1.5 },
  // It writes the content files it tests, so it runs in a scratch copy of the checkout: the stages
  // beside it read the same files (scripts/in-scratch-copy.ts). Mostly waiting on its dev server.
  {
    name: 'browsers-dev',
    command: 'tsx scripts/in-scratch-copy.ts playwright test -c playwright.dev.config.ts',
    needs: ['content', BROWSERS],
    weight: 0.25,
  },
  { name: 'conversations', command: FLOWS_TEST, needs: ['content'], weight: 0.5 },
  { name: 'conversations-strict-spec', command: `${FLOWS_TEST} --strict-spec`, needs: ['content'], weight: 0.5 },
  // The hosted studio in the browser: two people from invite to publish, passkeys, images, the
  // map, the inspector, partners and the local mode, in two lanes. Mostly waiting, for the longest time.
  { name: 'studio-hosted', command: 'playwright test -c playwright.studio-hosted.config.ts', needs: ['content', BROWSERS], weight: 1 },
  { name: 'studio-preview', command: 'playwright test -c playwright.studio-preview.config.ts', needs: ['content', BROWSERS], weight: 1 },
  // The other engines on what matters most (docs/browsers.md): Firefox on the specs tagged
  // @firefox at a phone's size (where the journeys run; the desktop's layout is Chromium's and
  // WebKit's), WebKit on the whole journey at a phone's and a desktop's size.
  { name: 'firefox', command: 'playwright test -c playwright.firefox.config.ts --grep @firefox --project phone', needs: ['build', BROWSERS], weight: 1 },
  { name: 'webkit', command: 'vitest run -c vitest.webkit.config.ts', needs: ['build', BROWSERS], weight: 1 },
];
