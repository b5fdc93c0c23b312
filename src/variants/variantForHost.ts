// `/` shows the variant serving the current host, else main (the variant routed at `/`). Every
// variant inherits the default site domain, so on the main site many variants "match": the most
// specific domain wins, and on a tie the `/` variant, then the first by file name.
import type { ResolvedVariant } from '../contracts/content.ts';
import { hostMatchesDomain } from './hostMatchesDomain.ts';

export function variantForHost(variants: Readonly<Record<string, ResolvedVariant>>, host: string): ResolvedVariant | undefined {
  const routed = Object.keys(variants)
    .sort()
    .map((name) => variants[name])
    .filter((v) => v.route !== undefined);
  const home = routed.find((v) => v.route === '/');
  let best: ResolvedVariant | undefined;
  for (const variant of routed) {
    const domain = variant.siteDomain;
    if (!domain || !hostMatchesDomain(host, domain)) continue;
    const longer = !best || domain.length > best.siteDomain!.length;
    const tieWonByHome = best && domain.length === best.siteDomain!.length && variant === home;
    if (longer || tieWonByHome) best = variant;
  }
  return best ?? home;
}
