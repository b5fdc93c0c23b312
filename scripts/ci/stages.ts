// Every check `npm test` runs, what each needs first, and how much of a core it keeps busy while it
// runs (its weight: the processor time `npm test`'s table reports divided by the stage's wall time,
// measured on CI's two cores). The order is the priority (scripts/ci/scheduler.ts): the longest
// chain first. unit is the one stage that keeps a core busy throughout, so it starts at once; the
// built app's browsers and the development server's suite mostly wait on their servers and
// browsers, so they run beside it instead of after it, then the hosted studio; the short checks and
// the other engines fill what is left. When a weight stops matching its stage, the table shows it.
import type { Stage } from './scheduler.ts';

const FLOWS_TEST = 'tsx scripts/flows-test.ts --min-steps 100 --min-branches 90';

/** The browser stages start once .ci/run's browsers are installed (immediately elsewhere). */
const BROWSERS = 'browsers-installed';

export const STAGES: readonly Stage[] = [
  // Waits, using no processor, for apt to finish installing the browsers on a fresh CI machine.
  { name: BROWSERS, command: 'bash scripts/ci/wait-for-browsers.sh', weight: 0 },
  // 528 processor-s in 577 s: its two workers take what the waiting stages leave.
  { name: 'unit', command: 'vitest run --project node --project dom', weight: 0.9 },
  { name: 'content', command: 'tsx scripts/flows-check.ts --strict', weight: 0.5 },
  { name: 'typecheck', command: 'tsc --noEmit', weight: 0.6 },
  { name: 'lint', command: 'biome ci --colors=off .', weight: 0.3 },
  { name: 'build', command: 'npm run build', needs: ['content'], weight: 1 },
  // 180 processor-s in 292 s.
  { name: 'browsers', command: 'playwright test', needs: ['build', BROWSERS], weight: 0.6 },
  // It writes the content files it tests, so it runs in a scratch copy of the checkout: the stages
  // beside it read the same files (scripts/in-scratch-copy.ts). One worker per copy (its tests edit
  // the copy's files), and mostly waiting on the server (90 processor-s in 357 s): two halves, each
  // in its own copy with its own server, take half the time for the same work.
  ...[1, 2].map((half) => ({
    name: `browsers-dev-${half}`,
    command: `E2E_PORT=${4273 + half} tsx scripts/in-scratch-copy.ts playwright test -c playwright.dev.config.ts --shard=${half}/2`,
    needs: ['content', BROWSERS],
    weight: 0.25,
  })),
  // The hosted studio in the browser: two people from invite to publish, passkeys, merges.
  { name: 'studio-hosted', command: 'playwright test -c playwright.studio-hosted.config.ts', needs: ['content', BROWSERS], weight: 0.5 },
  // The other engines on what matters most (docs/browsers.md): Firefox on the specs tagged
  // @firefox at a phone's size (where the journeys run; the desktop's layout is Chromium's and
  // WebKit's), WebKit on the whole journey at a phone's and a desktop's size.
  { name: 'firefox', command: 'playwright test -c playwright.firefox.config.ts --grep @firefox --project phone', needs: ['build', BROWSERS], weight: 0.8 },
  { name: 'webkit', command: 'vitest run -c vitest.webkit.config.ts', needs: ['build', BROWSERS], weight: 0.3 },
  { name: 'conversations', command: FLOWS_TEST, needs: ['content'], weight: 0.9 },
  { name: 'conversations-strict-spec', command: `${FLOWS_TEST} --strict-spec`, needs: ['content'], weight: 0.8 },
  { name: 'studio-preview', command: 'playwright test -c playwright.studio-preview.config.ts', needs: ['content', BROWSERS], weight: 0.6 },
  // What the build ships (no YAML parser, no preview hooks, no studio), read from the build's own dist/.
  { name: 'bundle', command: 'BUNDLE_DIR=dist vitest run --project build', needs: ['build'], weight: 0.5 },
];
