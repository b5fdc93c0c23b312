// Category ids, code letters and slugs, exactly as the spec's section 9 gives them.
import type { AssetType, PlanType } from './planTypes.ts';

export type CategoryCode = 'IM' | 'AN' | 'MT' | 'PS' | 'TM';
export type ProductCategory = 'imoveis' | 'automoveis' | 'motos' | 'servicos' | 'caminhoes_equipamentos';

export interface Category {
  id: number;
  /** Asset the category sells; the heavy category (6, 26, 32) covers trucks and machines. */
  tipoBem: Exclude<AssetType, 'MAQUINAS'>;
  tipoPlano: PlanType;
  codigo: CategoryCode;
  produtoCategoria: ProductCategory;
}

// A card's title and description ("Imóveis (novos ou usados)") are words, not rules: the API
// sends them, and the chat's own list takes them from flows/ui.yaml (categoryImovelTitle …).
const ASSETS = {
  IMOVEL: { codigo: 'IM', produtoCategoria: 'imoveis' },
  CARRO: { codigo: 'AN', produtoCategoria: 'automoveis' },
  MOTO: { codigo: 'MT', produtoCategoria: 'motos' },
  SERVICO: { codigo: 'PS', produtoCategoria: 'servicos' },
  CAMINHAO: { codigo: 'TM', produtoCategoria: 'caminhoes_equipamentos' },
} as const satisfies Record<Category['tipoBem'], Pick<Category, 'codigo' | 'produtoCategoria'>>;

/** Category id per plan type and asset; 0 = not sold (services have no half or reduced plan). */
export const CATEGORY_IDS: Record<PlanType, Record<AssetType, number>> = {
  CREDITO_INTEGRAL: { IMOVEL: 1, CARRO: 2, MOTO: 3, SERVICO: 4, CAMINHAO: 6, MAQUINAS: 6 },
  CREDITO_PAGAMETADE: { IMOVEL: 20, CARRO: 21, MOTO: 22, SERVICO: 0, CAMINHAO: 26, MAQUINAS: 26 },
  PARCELA_REDUZIDA: { IMOVEL: 29, CARRO: 30, MOTO: 31, SERVICO: 0, CAMINHAO: 32, MAQUINAS: 32 },
};

/** Every category, integral first, in carousel order. Reduced-instalment ids (29-32) reuse their asset's letters: the spec lists none. */
export const CATEGORIES: readonly Category[] = (Object.keys(CATEGORY_IDS) as PlanType[]).flatMap((tipoPlano) =>
  (Object.keys(ASSETS) as Array<keyof typeof ASSETS>)
    .filter((tipoBem) => CATEGORY_IDS[tipoPlano][tipoBem] > 0)
    .map((tipoBem) => ({ id: CATEGORY_IDS[tipoPlano][tipoBem], tipoBem, tipoPlano, ...ASSETS[tipoBem] })),
);

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** The category id for an asset and plan type; 0 when that plan type does not sell the asset. */
export function categoryIdFor(tipoBem: AssetType, tipoPlano: PlanType): number {
  return CATEGORY_IDS[tipoPlano][tipoBem];
}

/** Each asset's illustration, public/categorias/<name>.svg: shipped with the app (the card's
 * fallback) and served by the sandbox as the API's category image. */
export const CATEGORY_ILLUSTRATIONS: Record<AssetType, string> = {
  IMOVEL: 'imovel',
  CARRO: 'carro',
  MOTO: 'moto',
  SERVICO: 'servico',
  CAMINHAO: 'pesados',
  MAQUINAS: 'pesados',
};
