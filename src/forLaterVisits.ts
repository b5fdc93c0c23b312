// What a page load does only for the loads after it, so it waits until this one is idle: the
// service workers an older build registered are removed (spec section 2), and a referral code in
// the link is remembered for the variant's referralExpiryDays, or a stored one that no longer
// applies (expired, invalid) is forgotten. This page already shows the referral either way
// (resolveVariant reads the link and the stored code), so none of it belongs in the first load.
import { removeStaleServiceWorkers } from './ui/removeStaleServiceWorkers.ts';
import type { VariantResolution } from './variants/resolveVariant.ts';
import { rememberReferral } from './variants/rememberReferral.ts';

export function forLaterVisits(resolution: VariantResolution, storage: Storage | null): void {
  void removeStaleServiceWorkers(navigator);
  if (resolution.status === 'found') rememberReferral(new URLSearchParams(location.search), storage, resolution.variant.referralExpiryDays);
}
