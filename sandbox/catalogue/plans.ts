// One plan = an asset's credit step × a plan type. Ids encode both, so any planoID can be
// rebuilt without storage: bemId = asset code × 10 000 + step index; planoID = bemId × 10 + kind.
import { formatBRL } from '../../src/domain/money.ts';
import { creditRange } from '../../src/domain/creditRanges.ts';
import { halfPayInstalment, monthlyInstalment, reducedInstalment } from '../../src/domain/instalment.ts';
import { PLAN_TYPE_NAMES, type PlanType } from '../../src/domain/planTypes.ts';
import { nextMonthlyDate, parseIsoDate, toIsoDate } from '../dates.ts';
import { PRODUCTS, productByCode, type CatalogueAsset, type Product } from './products.ts';

export const PLAN_KINDS: Record<PlanType, 1 | 2 | 3> = { CREDITO_INTEGRAL: 1, CREDITO_PAGAMETADE: 2, PARCELA_REDUZIDA: 3 };
const KIND_TYPES: Record<number, PlanType> = { 1: 'CREDITO_INTEGRAL', 2: 'CREDITO_PAGAMETADE', 3: 'PARCELA_REDUZIDA' };

export interface Plan {
  product: Product;
  tipoPlano: PlanType;
  planoID: number;
  bemId: number;
  bemNome: string;
  credit: number;
  months: number;
  /** Full instalment (centavos). */
  fullInstalment: number;
  /** What is charged monthly until contemplation (half / reduced plans pay less). */
  instalment: number;
  membershipFee: number;
  firstPayment: number;
  grupo: string;
  nextAssembly: string;
}

/** Credits (centavos) the asset's table offers for a plan type: range min, min + step, … max. */
export function creditSteps(asset: CatalogueAsset, tipoPlano: PlanType): number[] {
  const { min, max } = creditRange(asset, tipoPlano);
  if (max === 0) return [];
  const step = PRODUCTS[asset].step;
  const steps: number[] = [];
  for (let credit = min; credit <= max; credit += step) steps.push(credit);
  return steps;
}

export function buildPlan(asset: CatalogueAsset, tipoPlano: PlanType, credit: number, today: string): Plan {
  const product = PRODUCTS[asset];
  const index = Math.round((credit - creditRange(asset, 'CREDITO_INTEGRAL').min) / product.step);
  const bemId = product.code * 10_000 + index;
  const fullInstalment = monthlyInstalment({
    credit,
    months: product.months,
    adminFeePct: product.adminFeePct,
    reserveFundPct: product.reserveFundPct,
    insurancePctMonthly: product.insurancePctMonthly,
  });
  const instalment =
    tipoPlano === 'CREDITO_PAGAMETADE'
      ? halfPayInstalment(fullInstalment)
      : tipoPlano === 'PARCELA_REDUZIDA'
        ? reducedInstalment(fullInstalment)
        : fullInstalment;
  const membershipFee = Math.round((credit * product.membershipFeePct) / 100);
  // Groups gather ten neighbouring credits of one asset and plan type.
  const grupo = `${product.code}${PLAN_KINDS[tipoPlano]}${String(Math.floor(index / 10)).padStart(2, '0')}`;
  return {
    product,
    tipoPlano,
    bemId,
    credit,
    fullInstalment,
    instalment,
    membershipFee,
    planoID: bemId * 10 + PLAN_KINDS[tipoPlano],
    bemNome: `${product.bemNome} ${formatBRL(credit)}`,
    months: product.months,
    firstPayment: instalment + membershipFee,
    grupo,
    nextAssembly: toIsoDate(nextMonthlyDate(parseIsoDate(today), product.assemblyDay)),
  };
}

/** Rebuilds a plan from its id; undefined when no table holds it. */
export function planById(planoID: number, today: string): Plan | undefined {
  const tipoPlano = KIND_TYPES[planoID % 10];
  const bemId = Math.floor(planoID / 10);
  const product = productByCode(Math.floor(bemId / 10_000));
  if (!tipoPlano || !product) return undefined;
  const credit = creditRange(product.tipoBem, 'CREDITO_INTEGRAL').min + (bemId % 10_000) * product.step;
  if (!creditSteps(product.tipoBem, tipoPlano).includes(credit)) return undefined;
  return buildPlan(product.tipoBem, tipoPlano, credit, today);
}

export function planName(tipoPlano: PlanType) {
  return PLAN_TYPE_NAMES[tipoPlano];
}
