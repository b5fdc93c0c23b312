// The discount table of a project folder, built once per process: every sandbox (the dev server,
// each test's app) over the same variant files shares it. Variant edits take effect on restart.
import { discountTable, type DiscountTable } from '../../src/variants/discountTable.ts';
import { loadVariants } from '../../scripts/compiler/index.ts';

const built = new Map<string, DiscountTable>();

export function campaignDiscounts(root: string): DiscountTable {
  let table = built.get(root);
  if (!table) {
    table = discountTable(loadVariants(root));
    built.set(root, table);
  }
  return table;
}
