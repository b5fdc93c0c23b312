// What the specs do the same way in every engine Playwright drives here (Chromium over CDP,
// Debian's Firefox ESR over WebDriver BiDi), where a shortcut of one driver is missing in another.
// docs/browsers.md lists these harness gaps.
import type { Locator, Page } from '@playwright/test';

/**
 * Replaces a field's text by typing it, as a visitor does. fill() sets the value in one go: over
 * BiDi it assigns input.value directly, which a React-controlled field never hears of.
 */
export async function retype(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

/**
 * No script runs on the page's documents: each keeps its own Content-Security-Policy and gets a
 * second one that allows no script (a browser enforces both). Chromium's javaScriptEnabled: false
 * has no WebDriver BiDi counterpart; a policy is obeyed by every engine.
 */
export async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const own = response.headers()['content-security-policy'];
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': [own, "script-src 'none'"].filter(Boolean).join(', ') } });
  });
}

/** Whether this run's engine is Firefox (for the few checks its driver cannot make; each says why). */
export function isFirefox(page: Page): boolean {
  return page.context().browser()?.browserType().name() === 'firefox';
}
