// The tag-manager script for the variant's container (spec section 7). It loads after the chat is
// on screen, gives up after 120 s (spec section 9), and failing is harmless: events keep going to
// the data layer either way, and nothing waits on the result except tests.

export const TAG_MANAGER_TIMEOUT_MS = 120_000;

export type TagManagerResult = 'loaded' | 'failed' | 'timeout' | 'skipped';

export interface TagManagerOptions {
  document: Document;
  dataLayer: unknown[];
  timeoutMs?: number;
  now?: () => number;
}

export function loadTagManager(gtmId: string | undefined, options: TagManagerOptions): Promise<TagManagerResult> {
  const { document, dataLayer, timeoutMs = TAG_MANAGER_TIMEOUT_MS, now = Date.now } = options;
  if (!gtmId || document.querySelector(`script[data-gtm-id="${gtmId}"]`)) return Promise.resolve('skipped');
  dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const finish = (result: TagManagerResult) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      resolve(result);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    script.onload = () => finish('loaded');
    script.onerror = () => finish('failed');
    script.async = true;
    script.dataset.gtmId = gtmId;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.append(script);
  });
}
