// The analytics port's browser adapter: every event goes to the tag manager's data layer (after
// the page's context, pushed at start: pageContext.ts) and, in app mode, to the host app, with the
// variant's name, its data checked for stray personal data, and e-mail, phone and CPF/CNPJ only as
// SHA-256 hex. Hashing is asynchronous, so events queue to keep their order; the adapter never
// throws into the conversation.
import type { ResolvedVariant } from '../contracts/content.ts';
import { logProblem, type ReportProblem } from '../engine/problems.ts';
import { forwardToApp, type AppHost } from './forwardToApp.ts';
import { hashPii } from './hashPii.ts';
import type { AnalyticsPort } from './port.ts';
import { scrubData } from './scrubData.ts';
import type { Digest } from './sha256Hex.ts';

export interface DataLayerHost extends AppHost {
  dataLayer?: unknown[];
}

export interface DataLayerOptions {
  variant: ResolvedVariant;
  /** `window` in the browser; a plain object in tests. */
  host: DataLayerHost;
  /** Defaults to crypto.subtle (absent outside secure contexts: hashes are then left out). */
  subtle?: Digest;
  /** Dropped fields and events not sent; defaults to the console, like the conversation's. */
  onError?: ReportProblem;
}

export interface DataLayerAnalytics extends AnalyticsPort {
  /** Resolves when every event tracked so far has been pushed (tests). */
  flush(): Promise<void>;
}

export function createDataLayerAnalytics({ variant, host, subtle, onError = logProblem }: DataLayerOptions): DataLayerAnalytics {
  const dataLayer = (host.dataLayer ??= []);
  let queue: Promise<void> = Promise.resolve();

  return {
    track(event, data, pii) {
      queue = queue
        .then(async () => {
          const payload = { variant: variant.name, ...scrubData(event, data, onError), ...(await hashPii(pii, subtle)) };
          dataLayer.push({ event, ...payload });
          if (variant.isApp) forwardToApp(host, { source: 'consorcio-chatbot', event, payload });
        })
        .catch((error: unknown) => onError({ kind: 'analytics-not-sent', name: event, message: `event "${event}" not sent`, cause: error }));
    },
    flush: () => queue,
  };
}
