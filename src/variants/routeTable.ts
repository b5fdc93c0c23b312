// The route table comes from the variant files: each variant's `route` is one path. The flow
// check guarantees routes are unique, so the table is a plain map.
import type { ResolvedVariant } from '../contracts/content.ts';

export function routeTable(variants: Readonly<Record<string, ResolvedVariant>>): Map<string, ResolvedVariant> {
  const table = new Map<string, ResolvedVariant>();
  for (const variant of Object.values(variants)) {
    if (variant.route !== undefined) table.set(variant.route, variant);
  }
  return table;
}
