// The campaign discounts the sandbox charges, from the variants the chat is built with: it never
// reads variant YAML itself. Inside Vite they come from the flows plugin's own compile (dev) or
// the built pages (preview), standalone from one compile through the compiler's front door
// (sandbox/vite-plugin-sandbox.ts, sandbox/main.ts). The table follows the variants it is given:
// a content save in dev changes what the sandbox charges as it changes what the chat promises.
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { discountTable, type DiscountTable } from '../../src/variants/discountTable.ts';

/** Resolved variants by file name (defaults merged in), as the compiler emits them. */
export type Variants = Readonly<Record<string, ResolvedVariant>>;
/** The variants themselves, or where to read the current ones (each call may give a newer set). */
export type VariantsSource = Variants | (() => Variants);

/** Tables by the variants object they were built from: every sandbox over the same set shares one. */
const built = new WeakMap<Variants, DiscountTable>();

/** The discount table of the source's current variants (throws on two variants that conflict). */
export function campaignDiscounts(source: VariantsSource): () => DiscountTable {
  const read = typeof source === 'function' ? source : () => source;
  return () => {
    const variants = read();
    let table = built.get(variants);
    if (!table) {
      table = discountTable(variants);
      built.set(variants, table);
    }
    return table;
  };
}
