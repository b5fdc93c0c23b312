// The suite's ports: E2E_PORT (as the Playwright configs read it) for the app, and the next ones for
// the WebKitWebDriver of each test worker, so parallel runs on one machine do not collide.
const BASE = Number(process.env.E2E_PORT ?? 4290);

export function previewPort(): number {
  return BASE;
}

/** One driver per worker: Vitest numbers its workers from 1 (VITEST_POOL_ID). */
export function driverPort(): number {
  return BASE + Number(process.env.VITEST_POOL_ID ?? 1);
}
