// GET /api/v1/catalogo: offers around the requested credit, filtered by plan type and income.
import type { CatalogoQuery, CatalogueItem, MatchedErrorText } from '../../src/generated/api.ts';
import { categoryById } from '../../src/domain/categories.ts';
import { checkCredit } from '../../src/domain/creditRanges.ts';
import { fitsIncome } from '../../src/domain/instalment.ts';
import { GENERATE_BY_INSTALMENT, PLAN_TYPES, type PlanType } from '../../src/domain/planTypes.ts';
import { HttpError } from '../httpError.ts';
import { buildPlan, creditSteps, planName, type Plan } from './plans.ts';
import type { CatalogueAsset } from './products.ts';

// The client matches on these texts: both sides are typed by schemas/api/matched-error-text.schema.json.
export const NO_PLAN_FOR_CREDIT: MatchedErrorText = 'Nenhum plano encontrado para essa faixa de credito';
export const NO_PLAN_FOR_INCOME: MatchedErrorText = 'Nenhum plano encontrado para essa faixa de renda';

/** How many credit steps an answer holds: the requested one and up to 3 above it. */
const OFFERS = 4;

export function searchCatalogue(query: CatalogoQuery, today: string): CatalogueItem[] {
  const assets = assetsOf(query.categorias);
  const kinds = planTypesOf(query);
  const byInstalment = query.tipo === GENERATE_BY_INSTALMENT;

  const offers: Plan[][] = [];
  for (const asset of assets) {
    const sellable = kinds.filter((k) => creditSteps(asset, k).length > 0);
    // The credit must fall inside the range of at least one requested plan type.
    const inRange = byInstalment ? sellable : sellable.filter((k) => checkCredit(query.minValor, asset, k) === 'ok');
    if (inRange.length === 0) continue;
    for (const credit of creditsFor(asset, inRange[0], query.minValor, byInstalment)) {
      offers.push(inRange.filter((k) => creditSteps(asset, k).includes(credit)).map((k) => buildPlan(asset, k, credit, today)));
    }
  }
  if (offers.length === 0) throw new HttpError(404, NO_PLAN_FOR_CREDIT, 'FAIXA_CREDITO');

  const renda = query.renda;
  const affordable = offers
    .map((plans) => (renda === undefined ? plans : plans.filter((p) => fitsIncome(p.instalment, renda))))
    .filter((plans) => plans.length > 0);
  if (affordable.length === 0) throw new HttpError(404, NO_PLAN_FOR_INCOME, 'FAIXA_RENDA');

  const items = affordable.map(catalogueItem);
  const dir = query.sort === 'desc' ? -1 : 1;
  return items.sort((a, b) => dir * (a.bemValor - b.bemValor) || a.bemCategoriaCodigo.localeCompare(b.bemCategoriaCodigo));
}

/** By credit: the first step at or above minValor and the next ones. By instalment: the largest credits whose instalment fits minValor. */
function creditsFor(asset: CatalogueAsset, kind: PlanType, minValor: number, byInstalment: boolean): number[] {
  const steps = creditSteps(asset, kind);
  if (!byInstalment) {
    const first = steps.findIndex((credit) => credit >= minValor);
    return first < 0 ? [] : steps.slice(first, first + OFFERS);
  }
  return steps.filter((credit) => buildPlan(asset, kind, credit, '2000-01-01').instalment <= minValor).slice(-OFFERS);
}

function assetsOf(categorias: string): CatalogueAsset[] {
  const assets = new Set<CatalogueAsset>();
  for (const id of categorias.split(',').map(Number)) {
    const category = categoryById(id);
    if (!category) {
      throw new HttpError(400, `Requisição inválida: categoria desconhecida: ${id}`, 'VALIDACAO', {
        errors: [{ campo: '/categorias', mensagem: `categoria desconhecida: ${id}` }],
      });
    }
    assets.add(category.tipoBem);
  }
  return [...assets];
}

/** The pagaX flags pick plan types; without any, the categories' own plan types do. */
function planTypesOf(query: CatalogoQuery): PlanType[] {
  const flagged: PlanType[] = [];
  if (query.pagaIntegral) flagged.push('CREDITO_INTEGRAL');
  if (query.pagaMetade) flagged.push('CREDITO_PAGAMETADE');
  if (query.pagaReduzida) flagged.push('PARCELA_REDUZIDA');
  if (flagged.length > 0) return flagged;
  const own = new Set(query.categorias.split(',').map((id) => categoryById(Number(id))!.tipoPlano));
  return PLAN_TYPES.filter((k) => own.has(k));
}

/** One credit of an answer: its plans of each type, as GET /api/v1/catalogo gives them. */
export function catalogueItem(plans: Plan[]): CatalogueItem {
  const first = plans[0];
  return {
    bemValor: first.credit,
    planoMeses: first.months,
    bemCategoriaCodigo: first.product.codigo,
    planosTipos: plans.map((p) => ({
      planoID: p.planoID,
      bemId: p.bemId,
      bemNome: p.bemNome,
      name: planName(p.tipoPlano),
      valorParcela: p.instalment,
      valorParcelaPrimeiroPagto: p.firstPayment,
      planoTaxaAdmTotal: p.product.adminFeePct,
      grupo: p.grupo,
      exibirTextoResolucao285: p.product.resolucao285,
      dataProximaAssembleia: p.nextAssembly,
    })),
  };
}
