// What every Playwright config shares: Debian's Chromium with its flags, the base URL on the
// run's port, desktop and phone viewports, and a throwaway sandbox data folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './chromium.ts';

/** The port a run serves on: E2E_PORT when set, so parallel runs on one machine do not collide. */
export function e2ePort(fallback: number): number {
  return Number(process.env.E2E_PORT ?? fallback);
}

export function chromiumUse(port: number): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  };
}

/** Desktop Chrome's settings without its `channel` (there is no Google Chrome here, only Chromium). */
export function desktop(width: number, height: number) {
  return { ...devices['Desktop Chrome'], viewport: { width, height }, channel: undefined };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };

/**
 * Every Chromium project runs with the visitor's "reduce motion" setting (the app honours it: no
 * entrance animations, no bouncing typing dots): Playwright waits for an element to stop moving
 * before it clicks, and in a software-drawn headless browser every animation frame costs processor.
 * Measured alone: 15 % less processor on the phone's journeys, 10 % on the desktop project and the
 * hosted studio's suite. Firefox and WebKit keep the motion (docs/browsers.md).
 */
export const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

/** The sandbox's data folder for a run: E2E_DATA_DIR, or a new empty one. */
export function throwawayDataDir(prefix: string): string {
  return process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Spec files that walk journeys and check no layout: the phone project runs them, the desktop
 * project ignores them (every engine's config).
 */
export const JOURNEYS_ONLY = [
  'card-lost-answer.spec.ts',
  'double-enter.spec.ts',
  'issue14-item1-discount.spec.ts',
  // The card frame's isolation (origins, what a tag on the page can read) is the same at any width;
  // the modal's layout at a desktop's is payment-card.spec.ts's.
  'issue28-item8-card-frame.spec.ts',
  'payment-pix-boleto.spec.ts',
  'proposal-terms.spec.ts',
  'referral-code.spec.ts',
  'reload-resume.spec.ts',
  'security-headers.spec.ts',
].map((file) => `**/${file}`);

/**
 * The built app, served by `vite preview` with the sandbox API mounted, on a throwaway data folder.
 * Parallel work builds into its own folder (E2E_OUT_DIR) so runs do not overwrite each other.
 */
export function builtAppServer(port: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  return {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/hc`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { DATA_DIR: throwawayDataDir('consorcio-e2e-') },
  };
}

export const COMMON = { retries: 0, reporter: [['list']] } satisfies PlaywrightTestConfig;
