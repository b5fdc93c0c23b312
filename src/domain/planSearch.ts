// The plan search query (GET /api/v1/catalogo, spec section 7) built from what the lead phase
// collected: by credit, the chosen category, the plan type's flag, income plus extra income.
import { totalIncome } from './income.ts';
import { GENERATE_BY_CREDIT } from './planTypes.ts';

export interface PlanSearchInput {
  /** Credit in centavos. */
  valorCredito: number;
  categoriaId: number;
  tipoPlano: string;
  empresaId: number;
  rendaMensal: number;
  rendaExtra: number;
}

export interface PlanSearchQuery {
  minValor: number;
  tipo: 1;
  categorias: string;
  empresaId: number;
  pagaIntegral: boolean;
  pagaMetade: boolean;
  pagaReduzida: boolean;
  sort: 'asc';
  renda: number;
}

export function planSearchQuery(input: PlanSearchInput): PlanSearchQuery {
  return {
    minValor: input.valorCredito,
    tipo: GENERATE_BY_CREDIT,
    categorias: String(input.categoriaId),
    empresaId: input.empresaId,
    // An unknown plan type asks for integral, which every asset is sold in.
    pagaIntegral: input.tipoPlano !== 'CREDITO_PAGAMETADE' && input.tipoPlano !== 'PARCELA_REDUZIDA',
    pagaMetade: input.tipoPlano === 'CREDITO_PAGAMETADE',
    pagaReduzida: input.tipoPlano === 'PARCELA_REDUZIDA',
    sort: 'asc',
    renda: totalIncome(input.rendaMensal, input.rendaExtra),
  };
}
