// Which plan types a price table (variant tipoTabela) offers in the category carousel (spec section 2):
// completa and integral show only full-credit categories, paga_metade only half-payment ones,
// any other table (tabelaintegral) every category.
import { PLAN_TYPES, type PlanType } from './planTypes.ts';

export function planTypesForTable(tipoTabela: string | undefined): readonly PlanType[] {
  if (tipoTabela === 'completa' || tipoTabela === 'integral') return ['CREDITO_INTEGRAL'];
  if (tipoTabela === 'paga_metade') return ['CREDITO_PAGAMETADE'];
  return PLAN_TYPES;
}

/** Keeps the categories (API or domain shaped) the price table shows, in their order. */
export function filterByTable<T extends { tipoPlano: string }>(categories: readonly T[], tipoTabela: string | undefined): T[] {
  const shown: readonly string[] = planTypesForTable(tipoTabela);
  return categories.filter((category) => shown.includes(category.tipoPlano));
}
