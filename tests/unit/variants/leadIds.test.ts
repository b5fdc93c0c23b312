import { describe, expect, it } from 'vitest';
import { leadIds } from '../../../src/variants/leadIds.ts';
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
