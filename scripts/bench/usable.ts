// When the app is in charge of the page, measured inside the page (issue 29): the product's SIMULAR
// AGORA is the app's once it has taken the button over (the button loses `data-starting`, which the
// prerendered markup carries until then) and the task that did it has ended. A tap before that is
// answered by the page's early script (tapAnswered.ts measures it). The React hello world is usable
// once its bubble is rendered, the same way.
// Blocking time: what each long task (over 50 ms) holds the main thread past 50 ms, from the
// navigation until two seconds after usable (the visitor reading the greeting, the idle work).
import type { Page } from '@playwright/test';

export type Target = 'product' | 'hello';

export interface UsableTimes {
  fcp: number;
  /** Since navigation start: ready, and the task that made it ready ended. */
  usableAt: number;
  blocking: number;
}

/** Said on the console when ready: waiting on it costs the page nothing (polling would run Playwright's script in it). */
const READY_MESSAGE = 'bench:ready';

/** Added before any of the page's scripts (page.addInitScript): notes long tasks and the ready moment. */
export const usableProbe = (target: Target) => `(() => {
  const w = window;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const ready = ${
    target === 'product'
      ? `() => [...document.querySelectorAll('#root .option')].some((b) => b.textContent.trim() === 'SIMULAR AGORA' && !b.hasAttribute('data-starting'))`
      : `() => document.querySelector('#root > .bubble') !== null`
  };
  new MutationObserver((_, observer) => {
    if (w.__readyAt === undefined && ready()) {
      w.__readyAt = performance.now();
      observer.disconnect();
      console.debug('${READY_MESSAGE}');
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const AFTER_USABLE_MS = 2000;

/** Opens the page (`visit`), waits until it is usable and two seconds more, then reads the figures. */
export async function usableTimes(page: Page, visit: () => Promise<unknown>): Promise<UsableTimes> {
  const ready = page.waitForEvent('console', { predicate: (message) => message.text() === READY_MESSAGE, timeout: 60_000 });
  await visit();
  await ready;
  await page.waitForTimeout(AFTER_USABLE_MS); // the figures cover the moments after it, not a timed assertion
  return page.evaluate((after) => {
    const w = window as unknown as { __readyAt: number; __longTasks: Array<[number, number]> };
    const tasks = w.__longTasks;
    const within = tasks.find(([start, duration]) => start <= w.__readyAt && w.__readyAt <= start + duration);
    const usableAt = within ? within[0] + within[1] : w.__readyAt;
    const blocking = tasks.filter(([start]) => start <= usableAt + after).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { fcp, usableAt, blocking };
  }, AFTER_USABLE_MS);
}
