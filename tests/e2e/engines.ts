// What the specs do the same way in every engine Playwright drives here (Chromium over CDP,
// Debian's Firefox ESR over WebDriver BiDi), where a shortcut of one driver is missing in another.
// docs/browsers.md lists these harness gaps.
import type { BrowserContext, Frame, Locator, Page } from '@playwright/test';

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

/**
 * Lets the page write and read the clipboard without asking. Chromium takes it as permissions;
 * Firefox knows no clipboard permission names (BiDi refuses them) and reads the clipboard under
 * the testing preference its config sets (playwright.firefox.config.ts).
 */
export async function allowClipboard(context: BrowserContext, origin: string): Promise<void> {
  if (context.browser()?.browserType().name() === 'firefox') return;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

/**
 * Keeps the body of each request the page (and each of its frames) sends with fetch, for the test
 * to read by path, from the page or from the frame that sent it, in any engine: WebDriver BiDi
 * gives Playwright no request bodies (postData() is null there).
 */
export async function keepSentBodies(page: Page): Promise<(path: string, sender?: Page | Frame) => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const sent: Array<{ path: string; body: string }> = [];
    (window as unknown as { __sentBodies: typeof sent }).__sentBodies = sent;
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET' && request.method !== 'HEAD') sent.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
      return send(request);
    };
  });
  return (path, sender = page) =>
    sender.evaluate(
      (wanted) =>
        (window as unknown as { __sentBodies: Array<{ path: string; body: string }> }).__sentBodies
          .filter((s) => s.path === wanted)
          .map((s) => JSON.parse(s.body) as unknown),
      path,
    );
}

/** Whether this run's engine is Firefox (for the few checks its driver cannot make; each says why). */
export function isFirefox(page: Page): boolean {
  return page.context().browser()?.browserType().name() === 'firefox';
}
