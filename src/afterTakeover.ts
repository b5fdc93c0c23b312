// Work that does not serve the first tap (the analytics adapter and the tag manager, saving the
// conversation, the first click's prefetch, what later visits need) waits until the app has taken
// the page over and the browser is idle (issue 29): its chunks' fetching and evaluation would
// otherwise land while React takes over the prerendered page, and the button that looks ready
// would stay dead longer. Should the takeover never come, the work starts after a patience delay.

/** How long after the page's start idle work waits for the takeover before it runs anyway. */
export const TAKEOVER_PATIENCE_MS = 5000;

export interface Takeover {
  /** The app's first commit on the page (or a page with nothing to take over): idle work may start. */
  tookOver(): void;
  /** Runs `run` once the page is taken over (or the patience delay has passed) and the browser is idle. */
  afterTakeover(run: () => void): void;
}

export function createTakeover(idle: (run: () => void) => void = whenIdle): Takeover {
  let settle: () => void = () => {};
  const takenOver = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // Counted from the page's start; settling an already settled promise changes nothing.
  setTimeout(() => settle(), TAKEOVER_PATIENCE_MS);
  return { tookOver: () => settle(), afterTakeover: (run) => void takenOver.then(() => idle(run)) };
}

export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 1);
}
