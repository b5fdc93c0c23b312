// An analytics port the conversation can use from its first step while the adapter that sends
// events (hashing, scrubbing, the data layer: a lazy chunk) is still on its way. Events wait in
// the order tracked and go to the adapter once it is attached; nothing the conversation does waits.
import type { AnalyticsPort } from './port.ts';

export interface DeferredAnalytics extends AnalyticsPort {
  /** Sends every event waiting so far, then passes each new one straight on. */
  attach(adapter: AnalyticsPort): void;
}

export function deferredAnalytics(): DeferredAnalytics {
  let adapter: AnalyticsPort | undefined;
  const waiting: Array<Parameters<AnalyticsPort['track']>> = [];
  return {
    track(...event: Parameters<AnalyticsPort['track']>) {
      if (adapter) adapter.track(...event);
      else waiting.push(event);
    },
    attach(next) {
      adapter = next;
      for (const event of waiting.splice(0)) next.track(...event);
    },
  };
}
