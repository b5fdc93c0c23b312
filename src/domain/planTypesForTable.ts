// Which plan types a price table (variant tipoTabela) offers in the category carousel (spec section 2):
// completa and integral show only full-credit categories, paga_metade only half-payment ones,
// tabelaintegral every category. The tables themselves are schemas/variant.schema.json's
// `priceTable`; the record below must name every one, so a table added there fails tsc here.
import type { PriceTable } from '../generated/variant.ts';
import { PLAN_TYPES, type PlanType } from './planTypes.ts';

export type { PriceTable };

const PLAN_TYPES_BY_TABLE: Record<PriceTable, readonly PlanType[]> = {
  completa: ['CREDITO_INTEGRAL'],
  integral: ['CREDITO_INTEGRAL'],
  paga_metade: ['CREDITO_PAGAMETADE'],
  tabelaintegral: PLAN_TYPES,
};

/** Every price table, in the schema's order. */
export const PRICE_TABLES = Object.keys(PLAN_TYPES_BY_TABLE) as readonly PriceTable[];

export function isPriceTable(value: unknown): value is PriceTable {
  return typeof value === 'string' && Object.hasOwn(PLAN_TYPES_BY_TABLE, value);
}

/** A table the schema does not know (only in data built by hand) shows every category. */
export function planTypesForTable(tipoTabela: string | undefined): readonly PlanType[] {
  return isPriceTable(tipoTabela) ? PLAN_TYPES_BY_TABLE[tipoTabela] : PLAN_TYPES;
}

/** Keeps the categories (API or domain shaped) the price table shows, in their order. */
export function filterByTable<T extends { tipoPlano: string }>(categories: readonly T[], tipoTabela: string | undefined): T[] {
  const shown: readonly string[] = planTypesForTable(tipoTabela);
  return categories.filter((category) => shown.includes(category.tipoPlano));
}
