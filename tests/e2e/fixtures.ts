import { test as base, expect, type Page } from '@playwright/test';

/** Typing delay used in browser tests, so journeys take seconds, not minutes. */
export const E2E_FAKE_LOAD_MS = 60;

// The app reads this before the conversation starts (src/main.tsx), only to shorten the typing delay.
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript((ms) => {
      (window as unknown as { __CHAT_FAKE_LOAD__?: number }).__CHAT_FAKE_LOAD__ = ms;
    }, E2E_FAKE_LOAD_MS);
    await use(page);
  },
});

export { expect };
