// The data layer's first entry: which channel and campaign this visit counts for (data-layer
// variables). Pushed as the page starts, before the event adapter (a lazy chunk) arrives, so the tag
// manager and anything reading `dataLayer[0]` find it whenever they look.
import type { ResolvedVariant } from '../contracts/content.ts';

export interface PageContextHost {
  dataLayer?: unknown[];
}

export function pushPageContext(variant: ResolvedVariant, host: PageContextHost): unknown[] {
  const dataLayer = (host.dataLayer ??= []);
  dataLayer.push({
    variant: variant.name,
    campanhaId: variant.campanhaId,
    compraId: variant.compraId,
    empresaId: variant.empresaId,
    isApp: variant.isApp === true,
    referral: variant.referralcode !== undefined,
  });
  return dataLayer;
}
