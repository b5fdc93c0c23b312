// The campaign discount on the first payment, keyed the way a lead arrives: by the ids it was
// saved with. Built from the same variant data and the same functions the chat uses
// (src/variants, src/domain/discount.ts), so the amount charged is the amount the chat promised.
import type { ResolvedVariant } from '../../src/engine/types.ts';
import { firstInstalmentDiscount } from '../../src/domain/discount.ts';
import { PLAN_TYPES } from '../../src/domain/planTypes.ts';
import { applyReferral } from '../../src/variants/applyReferral.ts';
import { leadIds, type LeadIds } from '../../src/variants/leadIds.ts';

export interface DiscountTable {
  /** Percent off the first payment for a lead saved with these ids; 0 for ids no variant sends. */
  percentFor(ids: LeadIds): number;
  /** Every known key ("campanhaId/compraId/empresaId") with its percent, 0 included. */
  readonly entries: ReadonlyMap<string, number>;
}

export function campaignKey(ids: LeadIds): string {
  return `${ids.campanhaId}/${ids.compraId}/${ids.empresaId}`;
}

/**
 * Every id triple a variant can save a lead with — its own, by plan type (planIds), and the same
 * with a referral code when it has a referral block — mapped to the discount the chat shows for
 * it. Two variants that send the same ids with different discounts are a content error: the
 * server could not tell which one the visitor was promised, so building the table throws.
 */
export function discountTable(variants: Record<string, ResolvedVariant>): DiscountTable {
  const entries = new Map<string, number>();
  const origin = new Map<string, string>();
  const add = (variant: ResolvedVariant, label: string) => {
    const percent = firstInstalmentDiscount(variant);
    for (const tipoPlano of PLAN_TYPES) {
      const key = campaignKey(leadIds(variant, tipoPlano));
      const known = entries.get(key);
      if (known !== undefined && known !== percent) {
        throw new Error(
          `campaign discount: ${label} sends the ids ${key} with ${percent} % off, but ${origin.get(key)} sends them with ${known} % — ` +
            'give them different ids or the same discount (variants/*.yaml)',
        );
      }
      entries.set(key, percent);
      origin.set(key, label);
    }
  };
  for (const [name, variant] of Object.entries(variants)) {
    add(variant, `variant "${name}"`);
    if (variant.referral) add(applyReferral(variant, 'referral'), `variant "${name}" with a referral code`);
  }
  return { entries, percentFor: (ids) => entries.get(campaignKey(ids)) ?? 0 };
}
