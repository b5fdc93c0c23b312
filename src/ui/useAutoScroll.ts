// Keeps the newest message in view: jumps to the bottom whenever the conversation moves on, and
// while content grows under a reader who is already at the bottom (a lazy carousel, an image).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const NEAR_BOTTOM_PX = 96;

export function useAutoScroll(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, trigger: unknown) {
  const pinned = useRef(true);

  useLayoutEffect(() => {
    pinned.current = true;
    scrollToEnd(scroller.current);
  }, [scroller, trigger]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => el.removeEventListener('scroll', onScroll);
    const observer = new ResizeObserver(() => {
      if (pinned.current) scrollToEnd(el);
    });
    observer.observe(el);
    if (content.current) observer.observe(content.current);
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [scroller, content]);
}

function scrollToEnd(el: HTMLElement | null) {
  if (!el) return;
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  else el.scrollTop = el.scrollHeight;
}
