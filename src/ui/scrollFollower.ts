// Keeps a scroller at its bottom with at most one scroll write per animation frame and no layout
// read in React's commit: new messages, typing dots and growing content (a lazy carousel, an image)
// only mark the frame; the frame then scrolls once. Scrolling to a huge offset lets the browser clamp
// to the bottom, so following never reads scrollHeight. The one read left is the reader's position
// after they scroll (still at the bottom, or reading back?), done in the frame, before the write.
export const NEAR_BOTTOM_PX = 96;
const BOTTOM = Number.MAX_SAFE_INTEGER;

export interface ScrollFollower {
  /** The conversation moved on: go to the bottom and follow from there. */
  jump(): void;
  /** Content changed size: follow it if the reader is at the bottom. */
  grew(): void;
  /** The reader (or a smooth scroll) moved: re-check whether they stay pinned to the bottom. */
  scrolled(): void;
  dispose(): void;
}

export interface FrameHost {
  requestAnimationFrame(run: () => void): number;
  cancelAnimationFrame(id: number): void;
  /** Whether the visitor asked for reduced motion (then scrolling jumps instead of gliding). */
  reducedMotion(): boolean;
}

export function scrollFollower(el: HTMLElement, host: FrameHost): ScrollFollower {
  let pinned = true;
  let jumpPending = false;
  let growPending = false;
  let scrollPending = false;
  let frame: number | undefined;

  const flush = () => {
    frame = undefined;
    if (scrollPending && !jumpPending) pinned = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    const write = jumpPending || (growPending && pinned);
    if (jumpPending) pinned = true;
    jumpPending = growPending = scrollPending = false;
    if (!write) return;
    if (typeof el.scrollTo === 'function') el.scrollTo({ top: BOTTOM, behavior: host.reducedMotion() ? 'auto' : 'smooth' });
    else el.scrollTop = BOTTOM;
  };
  const schedule = () => {
    frame ??= host.requestAnimationFrame(flush);
  };

  return {
    jump() {
      jumpPending = true;
      schedule();
    },
    grew() {
      growPending = true;
      schedule();
    },
    scrolled() {
      scrollPending = true;
      schedule();
    },
    dispose() {
      if (frame !== undefined) host.cancelAnimationFrame(frame);
      frame = undefined;
    },
  };
}

/** The browser's frames and reduced-motion preference (the media query is parsed once). */
export function windowFrameHost(win: Window): FrameHost {
  const reduce = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  return {
    requestAnimationFrame: (run) => win.requestAnimationFrame(run),
    cancelAnimationFrame: (id) => win.cancelAnimationFrame(id),
    reducedMotion: () => reduce?.matches ?? false,
  };
}
