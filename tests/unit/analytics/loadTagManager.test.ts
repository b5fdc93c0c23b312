// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAG_MANAGER_TIMEOUT_MS, loadTagManager } from '../../../src/analytics/loadTagManager.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

const script = () => document.head.querySelector<HTMLScriptElement>('script[data-gtm-id]')!;

describe('loadTagManager', () => {
  it('adds the container’s script, async, after the gtm.js start event', () => {
    const dataLayer: unknown[] = [];
    void loadTagManager('GTM-PRMMIA1', { document, dataLayer, now: () => 42 });
    expect(dataLayer).toEqual([{ 'gtm.start': 42, event: 'gtm.js' }]);
    expect(script().src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-PRMMIA1');
    expect(script().async).toBe(true);
  });

  it('reports a load and a failure, and failing throws nothing', async () => {
    const loaded = loadTagManager('GTM-A', { document, dataLayer: [] });
    script().dispatchEvent(new Event('load'));
    expect(await loaded).toBe('loaded');
    document.head.innerHTML = '';
    const failed = loadTagManager('GTM-B', { document, dataLayer: [] });
    script().dispatchEvent(new Event('error'));
    expect(await failed).toBe('failed');
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    expect(TAG_MANAGER_TIMEOUT_MS).toBe(120_000);
    let result: string | undefined;
    void loadTagManager('GTM-SLOW', { document, dataLayer: [] }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('timeout');
  });

  it('loads nothing without a container id, and each container once', async () => {
    const dataLayer: unknown[] = [];
    expect(await loadTagManager(undefined, { document, dataLayer })).toBe('skipped');
    expect(await loadTagManager('', { document, dataLayer })).toBe('skipped');
    void loadTagManager('GTM-ONCE', { document, dataLayer });
    expect(await loadTagManager('GTM-ONCE', { document, dataLayer })).toBe('skipped');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
