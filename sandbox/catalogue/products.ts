// The sandbox's price tables: one per asset, with the terms a real administrator would
// publish. Credits run through the spec's ranges (src/domain/creditRanges.ts) in fixed steps.
import type { CategoryCode } from '../../src/domain/categories.ts';
import type { Category } from '../../src/domain/categories.ts';

export type CatalogueAsset = Category['tipoBem'];

export interface Product {
  tipoBem: CatalogueAsset;
  /** Asset code in ids: bemId = code × 10 000 + step index. Same as the integral category id. */
  code: number;
  codigo: CategoryCode;
  /** Singular asset name for bemNome. */
  bemNome: string;
  /** Plural name for titles. */
  nomeTabela: string;
  /** Credit step in centavos. */
  step: number;
  months: number;
  adminFeePct: number;
  reserveFundPct: number;
  insurancePctMonthly: number;
  /** Membership fee, percent of the credit, charged with the first payment (0 = none). */
  membershipFeePct: number;
  /** Day of the month of the groups' assemblies. */
  assemblyDay: number;
  /** Whether plans show the Resolução 285 notice (long-term, high-value plans). */
  resolucao285: boolean;
  /** Payment methods offered on proposals (5 Pix, 0 card, 1 boleto). */
  paymentMethods: Array<0 | 1 | 5>;
}

export const PRODUCTS: Record<CatalogueAsset, Product> = {
  IMOVEL: {
    tipoBem: 'IMOVEL',
    code: 1,
    codigo: 'IM',
    bemNome: 'Imóvel',
    nomeTabela: 'Imóveis',
    step: 10_000_00,
    months: 200,
    adminFeePct: 20,
    reserveFundPct: 2,
    insurancePctMonthly: 0.03,
    membershipFeePct: 0,
    assemblyDay: 10,
    resolucao285: true,
    paymentMethods: [5, 1],
  },
  CARRO: {
    tipoBem: 'CARRO',
    code: 2,
    codigo: 'AN',
    bemNome: 'Automóvel',
    nomeTabela: 'Automóveis',
    step: 5_000_00,
    months: 80,
    adminFeePct: 16,
    reserveFundPct: 2,
    insurancePctMonthly: 0.035,
    membershipFeePct: 1,
    assemblyDay: 15,
    resolucao285: false,
    paymentMethods: [5, 0, 1],
  },
  MOTO: {
    tipoBem: 'MOTO',
    code: 3,
    codigo: 'MT',
    bemNome: 'Motocicleta',
    nomeTabela: 'Motocicletas',
    step: 1_000_00,
    months: 60,
    adminFeePct: 18,
    reserveFundPct: 2,
    insurancePctMonthly: 0.04,
    membershipFeePct: 0,
    assemblyDay: 18,
    resolucao285: false,
    paymentMethods: [5, 0, 1],
  },
  SERVICO: {
    tipoBem: 'SERVICO',
    code: 4,
    codigo: 'PS',
    bemNome: 'Serviços',
    nomeTabela: 'Serviços',
    step: 1_000_00,
    months: 40,
    adminFeePct: 22,
    reserveFundPct: 3,
    insurancePctMonthly: 0.05,
    membershipFeePct: 0,
    assemblyDay: 20,
    resolucao285: false,
    paymentMethods: [5, 0, 1],
  },
  CAMINHAO: {
    tipoBem: 'CAMINHAO',
    code: 6,
    codigo: 'TM',
    bemNome: 'Pesados',
    nomeTabela: 'Pesados',
    step: 10_000_00,
    months: 120,
    adminFeePct: 15,
    reserveFundPct: 2,
    insurancePctMonthly: 0.03,
    membershipFeePct: 0,
    assemblyDay: 25,
    resolucao285: true,
    paymentMethods: [5, 1],
  },
};

export function productByCode(code: number): Product | undefined {
  return Object.values(PRODUCTS).find((p) => p.code === code);
}
