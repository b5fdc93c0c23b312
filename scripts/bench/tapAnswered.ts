// When a tap on SIMULAR AGORA gets the chat's answer (issue 29): the visitor taps the button as soon
// as it is on screen, a real input event through the browser, and the figure is the frame (since
// navigation) in which the chat shows the tap's echo: the page's early answer while the app has not
// run yet (src/ui/EarlyReaction.tsx), or the app's own once it has. The hello world's floor for
// this is its render (usable.ts): a React button answers a tap from the moment it is rendered.
import type { Page } from '@playwright/test';

export interface TapTimes {
  /** Since navigation start: the frame that shows the tap's echo. */
  answeredAt: number;
  /** From the tap to that frame. */
  latency: number;
}

const BUTTON_MESSAGE = 'bench:button';
const ANSWERED_MESSAGE = 'bench:answered';

/** Added before any of the page's scripts: says when the button exists, notes the tap and its answer. */
export const tapProbe = `(() => {
  const w = window;
  const button = () => [...document.querySelectorAll('#root .option')].find((b) => b.textContent.trim() === 'SIMULAR AGORA');
  const answered = () => document.querySelector('.early-reaction .msg--user:not([hidden]), #root .msg[data-sender="user"]') !== null;
  addEventListener('click', (event) => { w.__tapAt ??= event.timeStamp; }, true);
  let located = false;
  new MutationObserver((_, observer) => {
    if (!located && button()) {
      located = true;
      console.debug('${BUTTON_MESSAGE}');
    }
    if (w.__tapAt === undefined || !answered()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__answeredAt = performance.now();
      console.debug('${ANSWERED_MESSAGE}');
    });
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** Opens the page (`visit`), taps SIMULAR AGORA once it exists, and reads when the tap was answered. */
export async function tapTimes(page: Page, visit: () => Promise<unknown>): Promise<TapTimes> {
  const located = page.waitForEvent('console', { predicate: (m) => m.text() === BUTTON_MESSAGE, timeout: 60_000 });
  const answered = page.waitForEvent('console', { predicate: (m) => m.text() === ANSWERED_MESSAGE, timeout: 60_000 });
  const visited = visit();
  await located;
  // Where the button is at the tap, not where it was when the parser added it; forced: until the app
  // has taken it over it says it is not usable (aria-disabled), which a visitor's tap does not check.
  await page.locator('#root .option', { hasText: 'SIMULAR AGORA' }).click({ force: true, timeout: 60_000 });
  await answered;
  await visited;
  return page.evaluate(() => {
    const w = window as unknown as { __tapAt: number; __answeredAt: number };
    return { answeredAt: w.__answeredAt, latency: w.__answeredAt - w.__tapAt };
  });
}
