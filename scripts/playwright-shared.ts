// What every Playwright config shares: Debian's Chromium with its flags, the base URL on the
// run's port, desktop and phone viewports, and a throwaway sandbox data folder per run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

/** The port a run serves on: E2E_PORT when set, so parallel runs on one machine do not collide. */
export function e2ePort(fallback: number): number {
  return Number(process.env.E2E_PORT ?? fallback);
}

export function chromiumUse(port: number): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  };
}

/** Desktop Chrome's settings without its `channel` (there is no Google Chrome here, only Chromium). */
export function desktop(width: number, height: number) {
  return { ...devices['Desktop Chrome'], viewport: { width, height }, channel: undefined };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };

/** The sandbox's data folder for a run: E2E_DATA_DIR, or a new empty one. */
export function throwawayDataDir(prefix: string): string {
  return process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), prefix));
}

export const COMMON = { retries: 0, reporter: [['list']] } satisfies PlaywrightTestConfig;
