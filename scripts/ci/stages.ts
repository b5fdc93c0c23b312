// Every check `npm test` runs, what each needs first, and how much of a core it keeps busy (its
// weight: the processor time it used over its wall time, from the table `npm test` prints at the
// end, so a weight that stops matching the machine shows up there). The order is the priority
// (scripts/ci/scheduler.ts): a ready stage that does not fit is not overtaken.
//
// CI's two cores are the limit: the stages need about 1 300 processor-s in all, and running more at
// once only adds switching (every suite at once: the load at 30–48, a fifth of the processor in the
// kernel, a WebKit wait past 15 s). Two phases. First unit, which only computes (~490 processor-s),
// in the background (nice 15) beside the hosted studio's suite, which mostly waits on its studios
// and browsers (0.6 of a core alone) and is the longest chain; then, once unit has passed, the build
// and the built app's suites in three engines, beside the hosted suite's end. The suites run at the
// normal priority: starved of processor they fail (a card test past its minute, a two-editor merge
// past its limit).
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
  // ~490 processor-s, the most of any stage, none of it waiting on anything: in the background.
  { name: 'unit', command: 'vitest run --project node --project dom', weight: 0, background: true },
  // The second phase starts here, once unit has passed (see above).
  { name: 'build', command: 'npm run build', needs: ['content', 'unit'], weight: 1 },
  // The hosted studio in the browser: two people from invite to publish, passkeys, images, the
  // map, the inspector, partners and the local mode, in three lanes. The longest chain: first.
  { name: 'studio-hosted', command: 'playwright test -c playwright.studio-hosted.config.ts', needs: ['content', BROWSERS], weight: 0.9 },
  { name: 'browsers', command: 'playwright test', needs: ['build', BROWSERS], weight: 0.5 },
  // It writes the content files it tests, so it runs in a scratch copy of the checkout: the stages
  // beside it read the same files (scripts/in-scratch-copy.ts). Mostly waiting on its dev server.
  {
    name: 'browsers-dev',
    command: 'tsx scripts/in-scratch-copy.ts playwright test -c playwright.dev.config.ts',
    needs: ['content', 'unit', BROWSERS],
    weight: 0.3,
  },
  // The other engines on what matters most (docs/browsers.md): Firefox on the specs tagged
  // @firefox at a phone's size (where the journeys run; the desktop's layout is Chromium's and
  // WebKit's), WebKit on the whole journey at a phone's and a desktop's size.
  { name: 'firefox', command: 'playwright test -c playwright.firefox.config.ts --grep @firefox --project phone', needs: ['build', BROWSERS], weight: 0.6 },
  { name: 'webkit', command: 'vitest run -c vitest.webkit.config.ts', needs: ['build', BROWSERS], weight: 0.5 },
  { name: 'studio-preview', command: 'playwright test -c playwright.studio-preview.config.ts', needs: ['content', BROWSERS], weight: 0.4 },
  // What the build ships (no YAML parser, no preview hooks, no studio), read from the build's own dist/.
  { name: 'bundle', command: 'BUNDLE_DIR=dist vitest run --project build', needs: ['build'], weight: 0, background: true },
  { name: 'conversations', command: FLOWS_TEST, needs: ['content'], weight: 0, background: true },
  { name: 'conversations-strict-spec', command: `${FLOWS_TEST} --strict-spec`, needs: ['content'], weight: 0, background: true },
];
