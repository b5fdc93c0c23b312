// Host gating (spec section 2): a variant page shows only on a local host, on a preview host, or
// on a host of the variant's own site domain; anywhere else the visitor gets the 404 page.
import type { ResolvedVariant } from '../contracts/content.ts';
import { hostMatchesDomain } from './hostMatchesDomain.ts';

export function hostAllowed(host: string, variant: Pick<ResolvedVariant, 'siteDomain' | 'previewHosts'>): boolean {
  const h = host.toLowerCase();
  if (isLocalHost(h)) return true;
  if (variant.previewHosts?.some((pattern) => hostMatchesPattern(h, pattern))) return true;
  return variant.siteDomain !== undefined && variant.siteDomain !== '' && hostMatchesDomain(h, variant.siteDomain);
}

function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';
}

/** `*.example.app` matches any subdomain of example.app; anything else matches exactly. */
function hostMatchesPattern(host: string, pattern: string): boolean {
  const p = pattern.toLowerCase();
  return p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p;
}
