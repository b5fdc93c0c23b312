import { describe, expect, it } from 'vitest';
import { brazilianDate, monthlyFeeLabel, selectedPlan, type Offer } from '../../../src/domain/planOffer.ts';
import { discountedAmount, firstInstalmentDiscount } from '../../../src/domain/discount.ts';

const offer: Offer = {
  bemValor: 5_000_000,
  planoMeses: 80,
  planosTipos: [
    {
      planoID: 200_041,
      bemId: 20_004,
      bemNome: 'Automóvel R$ 50.000,00',
      name: 'Integral',
      valorParcela: 75_500,
      valorParcelaPrimeiroPagto: 125_500,
      planoTaxaAdmTotal: 16,
      grupo: '2100',
      exibirTextoResolucao285: false,
      dataProximaAssembleia: '2025-06-16',
    },
  ],
};

describe('monthly fee shown on the plan card', () => {
  it('is the total fee divided by the months, to 4 decimals', () => {
    expect(monthlyFeeLabel(16, 80)).toBe('0,2000%');
    expect(monthlyFeeLabel(20, 200)).toBe('0,1000%');
    expect(monthlyFeeLabel(22, 40)).toBe('0,5500%');
    expect(monthlyFeeLabel(18, 7)).toBe('2,5714%'); // 2,571428… rounded at the 4th decimal
  });
});

describe('selected plan', () => {
  it('keeps what later steps show and send', () => {
    expect(selectedPlan(offer, offer.planosTipos[0])).toEqual({
      nome: 'Integral',
      planoId: 200_041,
      bemId: 20_004,
      bemNome: 'Automóvel R$ 50.000,00',
      bemCredito: 5_000_000,
      planoMeses: 80,
      planoValorParcela: 75_500,
      planoValorPagamento: 125_500,
      taxaAdmTotal: 16,
      taxaAdmMensal: '0,2000%',
      exibirTextoResolucao285: false,
      dataAssembleia: '16/06/2025',
      grupo: '2100',
    });
  });

  it('shows API dates the Brazilian way without shifting the day', () => {
    expect(brazilianDate('2025-06-01')).toBe('01/06/2025');
    expect(brazilianDate('sem data')).toBe('sem data');
  });
});

describe('campaign discount on the first instalment', () => {
  it('is off without the campaign', () => {
    expect(firstInstalmentDiscount({ desconto: false, empresaId: 97 })).toBe(0);
    expect(firstInstalmentDiscount({ empresaId: 90 })).toBe(0);
  });

  it('is 50 %, and 60 % for company 97 by rule (issue 14 item 9)', () => {
    expect(firstInstalmentDiscount({ desconto: true, empresaId: 90 })).toBe(50);
    expect(firstInstalmentDiscount({ desconto: true, empresaId: 97 })).toBe(60);
    expect(firstInstalmentDiscount({ desconto: true, empresaId: 970 })).toBe(50);
  });

  it('takes the percentage off, to the centavo', () => {
    expect(discountedAmount(125_500, 50)).toBe(62_750);
    expect(discountedAmount(125_500, 60)).toBe(50_200);
    expect(discountedAmount(87_751, 50)).toBe(43_876); // 438,755 → 438,76
  });
});
