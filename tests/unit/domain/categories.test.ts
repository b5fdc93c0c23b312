import { describe, expect, it } from 'vitest';
import { CATEGORY_TEXTS } from '../../../sandbox/catalogue/categoryTexts.ts';
import { CATEGORIES, categoryById, categoryIdFor } from '../../../src/domain/categories.ts';
import { filterByTable } from '../../../src/domain/planTypesForTable.ts';
import { PLAN_SLUGS, PLAN_TYPE_NAMES, GENERATE_BY_CREDIT, GENERATE_BY_INSTALMENT } from '../../../src/domain/planTypes.ts';

describe('categories (spec section 9)', () => {
  it('has the spec ids per plan type, services only integral', () => {
    expect(categoryIdFor('IMOVEL', 'CREDITO_INTEGRAL')).toBe(1);
    expect(categoryIdFor('CAMINHAO', 'CREDITO_INTEGRAL')).toBe(6);
    expect(categoryIdFor('MAQUINAS', 'CREDITO_INTEGRAL')).toBe(6);
    expect(categoryIdFor('CARRO', 'CREDITO_PAGAMETADE')).toBe(21);
    expect(categoryIdFor('MAQUINAS', 'CREDITO_PAGAMETADE')).toBe(26);
    expect(categoryIdFor('MOTO', 'PARCELA_REDUZIDA')).toBe(31);
    expect(categoryIdFor('SERVICO', 'CREDITO_PAGAMETADE')).toBe(0);
    expect(categoryIdFor('SERVICO', 'PARCELA_REDUZIDA')).toBe(0);
  });

  it('has the code letters and slugs', () => {
    const letters = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.codigo]));
    expect(letters).toMatchObject({ 1: 'IM', 2: 'AN', 3: 'MT', 4: 'PS', 6: 'TM', 20: 'IM', 21: 'AN', 22: 'MT', 26: 'TM' });
    expect(categoryById(3)?.produtoCategoria).toBe('motos');
    expect(categoryById(6)?.produtoCategoria).toBe('caminhoes_equipamentos');
    expect(categoryById(5)).toBeUndefined();
    expect(Object.values(PLAN_SLUGS)).toEqual(['plano_integral', 'plano_paga_metade', 'plano_parcela_reduzida']);
    expect(PLAN_TYPE_NAMES.CREDITO_PAGAMETADE).toBe('Paga Metade');
    expect([GENERATE_BY_CREDIT, GENERATE_BY_INSTALMENT]).toEqual([1, 2]);
  });

  it('filters by price table like the carousel', () => {
    expect(filterByTable(CATEGORIES, 'completa').map((c) => c.id)).toEqual([1, 2, 3, 4, 6]);
    expect(filterByTable(CATEGORIES, 'integral').map((c) => c.id)).toEqual([1, 2, 3, 4, 6]);
    expect(filterByTable(CATEGORIES, 'paga_metade').map((c) => c.id)).toEqual([20, 21, 22, 26]);
    expect(filterByTable(CATEGORIES, 'tabelaintegral')).toHaveLength(13);
  });

  it('the sandbox sends the spec card texts', () => {
    const texts = CATEGORIES.filter((c) => c.tipoPlano === 'CREDITO_INTEGRAL').map((c) => CATEGORY_TEXTS[c.tipoBem]);
    expect(texts.map((t) => `${t.nome} (${t.descricao})`)).toEqual([
      'Imóveis (novos ou usados)',
      'Automóveis (novos ou seminovos)',
      'Motocicletas (nacionais ou importadas)',
      'Serviços (festas, viagens e mais)',
      'Pesados (caminhões e equipamentos)',
    ]);
  });
});
