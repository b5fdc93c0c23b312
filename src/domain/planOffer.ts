// The plan carousel's offers (GET /api/v1/catalogo items) and the plan a visitor selects from them
// (spec sections 2 and 3). Shapes come from the schemas (types only): one source of truth per shape.
import type { CatalogueItem, CataloguePlan } from '../generated/api.ts';
import type { PlanState } from '../generated/state.ts';
import { monthlyFeePct } from './instalment.ts';
import { MONTHLY_FEE_DECIMALS, formatPercent } from './percent.ts';

/** One plan variant of a credit offer (a catalogue `planosTipos` entry). */
export type OfferPlan = CataloguePlan;
export type PlanVariantName = CataloguePlan['name'];

/** One credit amount of the carousel (a catalogue item). */
export type Offer = Pick<CatalogueItem, 'bemValor' | 'planoMeses' | 'planosTipos'>;

/** What each variant means to the visitor, shown under its name on the card: copy ids of flows/ui.yaml. */
export const PLAN_DESCRIPTIONS = {
  Integral: 'planDescriptionIntegral',
  'Paga Metade': 'planDescriptionPagaMetade',
  'Parcela Reduzida': 'planDescriptionParcelaReduzida',
} as const satisfies Record<PlanVariantName, string>;

/** The selected plan as the conversation state keeps it (the `plan` slice's fields this sets). */
export type SelectedPlan = Pick<
  PlanState,
  | 'nome'
  | 'planoId'
  | 'bemId'
  | 'bemNome'
  | 'bemCredito'
  | 'planoMeses'
  | 'planoValorParcela'
  | 'planoValorPagamento'
  | 'taxaAdmTotal'
  | 'taxaAdmMensal'
  | 'exibirTextoResolucao285'
  | 'dataAssembleia'
  | 'grupo'
>;

export function selectedPlan(offer: Offer, plan: OfferPlan): SelectedPlan {
  return {
    nome: plan.name,
    planoId: plan.planoID,
    bemId: plan.bemId,
    bemNome: plan.bemNome,
    bemCredito: offer.bemValor,
    planoMeses: offer.planoMeses,
    planoValorParcela: plan.valorParcela,
    planoValorPagamento: plan.valorParcelaPrimeiroPagto,
    taxaAdmTotal: plan.planoTaxaAdmTotal,
    taxaAdmMensal: monthlyFeeLabel(plan.planoTaxaAdmTotal, offer.planoMeses),
    exibirTextoResolucao285: plan.exibirTextoResolucao285,
    dataAssembleia: brazilianDate(plan.dataProximaAssembleia),
    grupo: plan.grupo,
  };
}

/** Monthly admin fee as shown: total fee / months to 4 decimals, e.g. 16 % over 80 months → "0,2000%". */
export function monthlyFeeLabel(totalFeePct: number, months: number): string {
  return formatPercent(monthlyFeePct(totalFeePct, months), MONTHLY_FEE_DECIMALS);
}

/** "2025-06-16" → "16/06/2025"; other text unchanged. Strings, not Dates: time zones shift days. */
export function brazilianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
