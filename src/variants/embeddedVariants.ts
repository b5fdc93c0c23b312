// The variants this page carries (written into its HTML at build time, or per request in dev, by
// scripts/vite-plugin-routes.ts): the route's own variant and main, or for `/` the variants that
// can serve it. Shipping them in the page instead of the bundle keeps the first load the same size
// whatever the number of partners.
import type { ResolvedVariant } from '../contracts/content.ts';

export const EMBEDDED_VARIANTS_ID = 'route-variants';

export function embeddedVariants(document: Document): Record<string, ResolvedVariant> {
  const text = document.getElementById(EMBEDDED_VARIANTS_ID)?.textContent;
  return text ? (JSON.parse(text) as Record<string, ResolvedVariant>) : {};
}
