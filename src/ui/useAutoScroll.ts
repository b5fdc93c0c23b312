// Keeps the newest message in view: jumps to the bottom whenever the conversation moves on, and
// while content grows under a reader who is already at the bottom (a lazy carousel, an image).
// The scrolling itself is batched to one write per frame (scrollFollower.ts).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { scrollFollower, windowFrameHost, type ScrollFollower } from './scrollFollower.ts';

export function useAutoScroll(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, trigger: unknown) {
  const follower = useRef<ScrollFollower | null>(null);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const follow = scrollFollower(el, windowFrameHost(window));
    follower.current = follow;
    follow.jump();
    const onScroll = () => follow.scrolled();
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => follow.grew());
    observer?.observe(el);
    if (content.current) observer?.observe(content.current);
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', onScroll);
      follow.dispose();
      follower.current = null;
    };
  }, [scroller, content]);

  // Marks the frame only: no layout is read or written during React's commit.
  useLayoutEffect(() => {
    follower.current?.jump();
  }, [trigger]);
}
