// A route's page carries its first screen, rendered at build time (scripts/prerender/): these
// attributes on #root say for which variant and which steps' bubbles it shows.
import type { ResolvedVariant } from '../contracts/content.ts';

export const PRERENDERED_VARIANT = 'data-prerendered-variant';
export const PRERENDERED_STEPS = 'data-prerendered-steps';
/** On the 404 page's #root: it holds that page, rendered at build time (src/ui/NotFoundRoot.tsx). */
export const PRERENDERED_NOT_FOUND = 'data-prerendered-not-found';

/**
 * The steps the page already shows for this variant; empty when it shows none, or was rendered for
 * another variant or for this one as its file has it while the visit changed it (a referral code's
 * banner, app mode). The typing delay does not show, so it may differ.
 */
export function prerenderedSteps(root: Element, variant: ResolvedVariant, embedded: Readonly<Record<string, ResolvedVariant>>): string[] {
  const name = root.getAttribute(PRERENDERED_VARIANT);
  if (name !== variant.name || !sameShown(variant, embedded[name])) return [];
  return (root.getAttribute(PRERENDERED_STEPS) ?? '').split(' ').filter(Boolean);
}

function sameShown(a: ResolvedVariant, b: ResolvedVariant | undefined): boolean {
  return b !== undefined && JSON.stringify({ ...a, fakeLoad: 0 }) === JSON.stringify({ ...b, fakeLoad: 0 });
}
