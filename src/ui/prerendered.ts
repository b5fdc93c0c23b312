// A route's page carries its first screen, rendered at build time (scripts/prerender/): these
// attributes on #root say for which variant and which steps' bubbles it shows.
export const PRERENDERED_VARIANT = 'data-prerendered-variant';
export const PRERENDERED_STEPS = 'data-prerendered-steps';

/** The steps the page already shows for this variant; empty when it shows none or another variant's. */
export function prerenderedSteps(root: Element, variant: string): string[] {
  if (root.getAttribute(PRERENDERED_VARIANT) !== variant) return [];
  return (root.getAttribute(PRERENDERED_STEPS) ?? '').split(' ').filter(Boolean);
}
