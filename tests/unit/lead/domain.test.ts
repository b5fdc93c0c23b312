import { describe, expect, it } from 'vitest';
import { categoryChoice } from '../../../src/domain/categoryChoice.ts';
import { MIN_INCOME, isValidIncome, totalIncome } from '../../../src/domain/income.ts';
import { offersPlanTypeChoice } from '../../../src/domain/offersPlanTypeChoice.ts';
import { capitalizeName } from '../../../src/domain/capitalizeName.ts';
import { isPersonName } from '../../../src/domain/personName.ts';
import { planSearchQuery } from '../../../src/domain/planSearch.ts';
import { planTypeChoice } from '../../../src/domain/planTypeChoice.ts';
import { filterByTable, planTypesForTable } from '../../../src/domain/planTypesForTable.ts';
import { CATEGORIES } from '../../../src/domain/categories.ts';

describe('category choice', () => {
  it('stores asset, category id, plan type, slug and the credit range of the card', () => {
    expect(categoryChoice({ tipoBem: 'CARRO', tipoPlano: 'CREDITO_INTEGRAL', produtoCategoria: 'automoveis' })).toEqual({
      tipoBem: 'CARRO',
      tipoPlano: 'CREDITO_INTEGRAL',
      categoriaId: 2,
      produtoCategoria: 'automoveis',
      creditoMin: 3_000_000,
      creditoMax: 40_000_000,
    });
    expect(categoryChoice({ tipoBem: 'MOTO', tipoPlano: 'CREDITO_PAGAMETADE', produtoCategoria: 'motos' })).toMatchObject({
      categoriaId: 22,
      creditoMin: 1_000_000,
      creditoMax: 12_000_000,
    });
  });

  it("lets the variant's preset plan type win where the asset is sold in it", () => {
    expect(
      categoryChoice({ tipoBem: 'CAMINHAO', tipoPlano: 'CREDITO_INTEGRAL', produtoCategoria: 'caminhoes_equipamentos' }, 'PARCELA_REDUZIDA'),
    ).toMatchObject({
      tipoPlano: 'PARCELA_REDUZIDA',
      categoriaId: 32,
    });
    // Services have only integral plans.
    expect(categoryChoice({ tipoBem: 'SERVICO', tipoPlano: 'CREDITO_INTEGRAL', produtoCategoria: 'servicos' }, 'CREDITO_PAGAMETADE')).toMatchObject({
      tipoPlano: 'CREDITO_INTEGRAL',
      categoriaId: 4,
      creditoMin: 1_200_000,
      creditoMax: 2_000_000,
    });
  });

  it('refuses an unknown asset', () => {
    expect(() => categoryChoice({ tipoBem: 'BARCO', tipoPlano: 'CREDITO_INTEGRAL', produtoCategoria: 'x' })).toThrow(RangeError);
  });

  it('switching the plan type moves the category id and keeps integral for services', () => {
    expect(planTypeChoice('IMOVEL', 'CREDITO_PAGAMETADE')).toEqual({
      tipoPlano: 'CREDITO_PAGAMETADE',
      categoriaId: 20,
      creditoMin: 10_000_000,
      creditoMax: 70_000_000,
    });
    expect(planTypeChoice('SERVICO', 'CREDITO_PAGAMETADE').categoriaId).toBe(4);
  });
});

describe('price table filter (tipoTabela)', () => {
  it('completa and integral show full credit, paga_metade half payment, others all', () => {
    expect(planTypesForTable('completa')).toEqual(['CREDITO_INTEGRAL']);
    expect(planTypesForTable('integral')).toEqual(['CREDITO_INTEGRAL']);
    expect(planTypesForTable('paga_metade')).toEqual(['CREDITO_PAGAMETADE']);
    expect(planTypesForTable('tabelaintegral')).toEqual(['CREDITO_INTEGRAL', 'CREDITO_PAGAMETADE', 'PARCELA_REDUZIDA']);
    expect(filterByTable(CATEGORIES, 'paga_metade').map((c) => c.id)).toEqual([20, 21, 22, 26]);
    expect(filterByTable(CATEGORIES, undefined)).toHaveLength(13);
  });
});

describe('plan-type question', () => {
  it('is asked on the complete table for assets sold in half payment, without a preset', () => {
    expect(offersPlanTypeChoice({ tipoTabela: 'completa', presetPlanType: undefined, tipoBem: 'CARRO' })).toBe(true);
    expect(offersPlanTypeChoice({ tipoTabela: 'completa', presetPlanType: undefined, tipoBem: 'SERVICO' })).toBe(false);
    expect(offersPlanTypeChoice({ tipoTabela: 'completa', presetPlanType: 'CREDITO_INTEGRAL', tipoBem: 'CARRO' })).toBe(false);
    expect(offersPlanTypeChoice({ tipoTabela: 'integral', presetPlanType: undefined, tipoBem: 'CARRO' })).toBe(false);
    expect(offersPlanTypeChoice({ tipoTabela: 'paga_metade', presetPlanType: undefined, tipoBem: 'IMOVEL' })).toBe(false);
    expect(offersPlanTypeChoice({ tipoTabela: 'tabelaintegral', presetPlanType: undefined, tipoBem: 'MOTO' })).toBe(false);
  });
});

describe('income', () => {
  it('adds extra income to the monthly one; R$ 100,00 is the minimum', () => {
    expect(totalIncome(200_000, 60_000)).toBe(260_000);
    expect(totalIncome(200_000, 0)).toBe(200_000);
    expect(MIN_INCOME).toBe(10_000);
    expect(isValidIncome(10_000)).toBe(true);
    expect(isValidIncome(9_999)).toBe(false);
    expect(isValidIncome(Number.NaN)).toBe(false);
  });
});

describe('person name', () => {
  it('accepts names with accents, particles, apostrophes and hyphens', () => {
    for (const name of ['Maria da Conceição', 'João Pedro Schwarz', "Joana D'Ávila", 'Ana-Luísa', 'Zé', '  maria   silva ']) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses digits, symbols, emoji and single letters', () => {
    for (const name of ['Maria 123', 'maria@silva', '😀', 'J', '--', '']) {
      expect(isPersonName(name), name).toBe(false);
    }
  });

  it('capitalises each word, keeping Portuguese particles lower case', () => {
    expect(capitalizeName('maria DA conceição')).toBe('Maria da Conceição');
    expect(capitalizeName('  joão   pedro  ')).toBe('João Pedro');
    expect(capitalizeName('ANA DOS SANTOS E SILVA')).toBe('Ana dos Santos e Silva');
  });
});

describe('plan search query', () => {
  const base = { valorCredito: 5_000_000, categoriaId: 2, empresaId: 90, rendaMensal: 200_000, rendaExtra: 60_000 };

  it('searches by credit, for the category, with income plus extra income', () => {
    expect(planSearchQuery({ ...base, tipoPlano: 'CREDITO_INTEGRAL' })).toEqual({
      minValor: 5_000_000,
      tipo: 1,
      categorias: '2',
      empresaId: 90,
      pagaIntegral: true,
      pagaMetade: false,
      pagaReduzida: false,
      sort: 'asc',
      renda: 260_000,
    });
  });

  it('sets the one flag of the plan type', () => {
    expect(planSearchQuery({ ...base, tipoPlano: 'CREDITO_PAGAMETADE' })).toMatchObject({ pagaIntegral: false, pagaMetade: true, pagaReduzida: false });
    expect(planSearchQuery({ ...base, tipoPlano: 'PARCELA_REDUZIDA' })).toMatchObject({ pagaIntegral: false, pagaMetade: false, pagaReduzida: true });
  });
});
