import { describe, expect, it } from 'vitest';
import { applyReferral } from '../../../src/variants/applyReferral.ts';
import { campaignDiscount } from '../../../src/variants/campaignDiscount.ts';
import { leadIds, savedLeadIds } from '../../../src/variants/leadIds.ts';
import { resolveVariant } from '../../../src/variants/resolveVariant.ts';
import { variants } from './realVariants.ts';

function at(path: string, query = '') {
  const result = resolveVariant({ variants, path, host: 'localhost', query, storage: null });
  if (result.status !== 'found') throw new Error(result.reason);
  return result.variant;
}

describe('company and purchase ids (spec section 9)', () => {
  it('with a referral code, a plan of the special type goes to company 99, purchase 173', () => {
    expect(leadIds(at('/99', 'referralcode=R1'), 'PARCELA_REDUZIDA')).toEqual({ campanhaId: 605, compraId: 173, empresaId: 99 });
  });

  it('with a referral code, any other plan keeps company 58, purchase 130', () => {
    for (const plan of ['CREDITO_INTEGRAL', 'CREDITO_PAGAMETADE', '']) {
      expect(leadIds(at('/99', 'referralcode=R1'), plan), plan).toEqual({ campanhaId: 605, compraId: 130, empresaId: 58 });
    }
  });

  it('without a referral code every plan keeps the variant’s own ids', () => {
    for (const plan of ['CREDITO_INTEGRAL', 'CREDITO_PAGAMETADE', 'PARCELA_REDUZIDA']) {
      expect(leadIds(at('/kmv'), plan), plan).toEqual({ campanhaId: 533, compraId: 134, empresaId: 62 });
    }
  });

  it('keeps an idc campaign over the rule', () => {
    expect(leadIds(at('/', 'referralcode=R1&idc=42'), 'PARCELA_REDUZIDA')).toEqual({ campanhaId: 42, compraId: 173, empresaId: 99 });
  });
});

describe('the ids a saved lead keeps (stored by saveLead, read by every later call)', () => {
  const lead = { nome: '', email: '', telefone: '', rendaMensal: 0, rendaExtra: 0, valorCredito: 0, leadToken: 't' };

  it('reads back the ids the lead was saved with', () => {
    expect(savedLeadIds({ ...lead, leadId: '100001', campanhaId: 605, compraId: 173, empresaId: 99 })).toEqual({
      campanhaId: 605,
      compraId: 173,
      empresaId: 99,
    });
  });

  it('refuses to make up ids before a lead is saved', () => {
    expect(() => savedLeadIds({ ...lead, leadId: '', campanhaId: 0, compraId: 0, empresaId: 0 })).toThrow(/no saved lead/);
    // A lead id without the ids (a state from before they were stored) is not a saved lead either.
    expect(() => savedLeadIds({ ...lead, leadId: '100001', campanhaId: 0, compraId: 0, empresaId: 0 })).toThrow(/no saved lead/);
  });
});

describe('the discount promised for a lead’s ids', () => {
  const base = at('/performance');
  const ids = { campanhaId: 1, compraId: 2, empresaId: 97 };

  it('is the variant’s descontoPercentual when it has one', () => {
    expect(campaignDiscount({ ...base, desconto: true, descontoPercentual: 50 }, { ...ids, empresaId: 3 })).toBe(50);
  });

  it('falls back to the company rule of the lead’s company without it, and is 0 without the discount', () => {
    const { descontoPercentual: _rate, ...withoutRate } = base;
    expect(campaignDiscount({ ...withoutRate, desconto: true }, ids)).toBe(60);
    expect(campaignDiscount({ ...withoutRate, desconto: true }, { ...ids, empresaId: 3 })).toBe(50);
    expect(campaignDiscount({ ...base, desconto: false, descontoPercentual: 50 }, ids)).toBe(0);
  });

  it('with a referral code, does not carry the variant’s own company rate over to the referral’s ids', () => {
    const own = { ...base, empresaId: 97, desconto: true, descontoPercentual: 60, referral: { empresaId: 58, compraId: 130, campanhaId: 605 } };
    const referred = applyReferral(own, 'R1');
    expect(referred.descontoPercentual).toBeUndefined();
    expect(campaignDiscount(referred, leadIds(referred, 'CREDITO_INTEGRAL'))).toBe(50);
  });
});
