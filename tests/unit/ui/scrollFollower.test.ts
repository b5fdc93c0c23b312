// Auto-scroll writes at most once per frame and follows growing content only while the reader is
// at the bottom (src/ui/scrollFollower.ts).
import { describe, expect, it, vi } from 'vitest';
import { NEAR_BOTTOM_PX, scrollFollower, type FrameHost } from '../../../src/ui/scrollFollower.ts';

function setup(reducedMotion = false) {
  const frames: Array<() => void> = [];
  const host: FrameHost = {
    requestAnimationFrame: (run) => frames.push(run),
    cancelAnimationFrame: (id) => (frames[id - 1] = () => {}),
    reducedMotion: () => reducedMotion,
  };
  const geometry = { scrollHeight: 2000, scrollTop: 0, clientHeight: 800 };
  const reads = vi.fn();
  const el = {
    get scrollHeight() {
      reads('scrollHeight');
      return geometry.scrollHeight;
    },
    get scrollTop() {
      reads('scrollTop');
      return geometry.scrollTop;
    },
    get clientHeight() {
      reads('clientHeight');
      return geometry.clientHeight;
    },
    scrollTo: vi.fn(),
  } as unknown as HTMLElement & { scrollTo: ReturnType<typeof vi.fn> };
  const runFrame = () => frames.splice(0).forEach((run) => run());
  return { follow: scrollFollower(el, host), el, geometry, reads, runFrame, frames };
}

describe('scrollFollower', () => {
  it('scrolls once per frame however many messages arrive, without reading layout', () => {
    const { follow, el, reads, runFrame, frames } = setup();
    follow.jump();
    follow.jump();
    follow.grew();
    follow.jump();
    expect(frames).toHaveLength(1);
    expect(el.scrollTo).not.toHaveBeenCalled(); // nothing during React's commit
    runFrame();
    expect(el.scrollTo).toHaveBeenCalledTimes(1);
    expect(el.scrollTo.mock.calls[0][0]).toMatchObject({ behavior: 'smooth' });
    expect(reads).not.toHaveBeenCalled();
  });

  it('follows growing content while the reader stays at the bottom', () => {
    const { follow, el, geometry, runFrame } = setup();
    geometry.scrollTop = geometry.scrollHeight - geometry.clientHeight - (NEAR_BOTTOM_PX - 10);
    follow.scrolled();
    follow.grew();
    runFrame();
    expect(el.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('leaves a reader who scrolled back alone until the conversation moves on', () => {
    const { follow, el, geometry, runFrame } = setup();
    geometry.scrollTop = 100;
    follow.scrolled();
    runFrame();
    follow.grew();
    runFrame();
    expect(el.scrollTo).not.toHaveBeenCalled();
    follow.jump();
    runFrame();
    expect(el.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('jumps without gliding when the visitor asked for reduced motion', () => {
    const { follow, el, runFrame } = setup(true);
    follow.jump();
    runFrame();
    expect(el.scrollTo.mock.calls[0][0]).toMatchObject({ behavior: 'auto' });
  });
});
