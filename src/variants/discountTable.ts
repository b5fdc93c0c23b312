// The campaign discount on the first payment, keyed the way a lead arrives: by the ids it was
// saved with. Built from the same variant data and the same functions the chat uses
// (src/variants, src/domain/discount.ts), so the amount charged is the amount the chat promised.
import type { ResolvedVariant } from '../contracts/content.ts';
import { firstInstalmentDiscount } from '../domain/discount.ts';
import { PLAN_TYPES } from '../domain/planTypes.ts';
import { applyReferral } from './applyReferral.ts';
import { leadIds, type LeadIds } from './leadIds.ts';

export interface DiscountTable {
  /** Percent off the first payment for a lead saved with these ids; 0 for ids no variant sends. */
  percentFor(ids: LeadIds): number;
  /** Every known key ("campanhaId/compraId/empresaId") with its percent, 0 included. */
  readonly entries: ReadonlyMap<string, number>;
}

export function campaignKey(ids: LeadIds): string {
  return `${ids.campanhaId}/${ids.compraId}/${ids.empresaId}`;
}

/** Two variants that save leads with the same ids but promise different discounts. */
export interface DiscountConflict {
  /** The variant (file name) that repeats the ids. */
  variant: string;
  message: string;
}

/**
 * Every id triple a variant can save a lead with — its own, by plan type (planIds), and the same
 * with a referral code when it has a referral block — mapped to the discount the chat shows for
 * it. Two variants that send the same ids with different discounts are a content error: the
 * server could not tell which one the visitor was promised, so building the table throws
 * (`npm run flows:check` reports the same conflicts with file and line first).
 */
export function discountTable(variants: Record<string, ResolvedVariant>): DiscountTable {
  const { entries, conflicts } = collect(variants);
  if (conflicts.length > 0) throw new Error(conflicts[0].message);
  return { entries, percentFor: (ids) => entries.get(campaignKey(ids)) ?? 0 };
}

/** The conflicts discountTable would throw for, all of them. */
export function discountConflicts(variants: Record<string, ResolvedVariant>): DiscountConflict[] {
  return collect(variants).conflicts;
}

function collect(variants: Record<string, ResolvedVariant>): { entries: Map<string, number>; conflicts: DiscountConflict[] } {
  const entries = new Map<string, number>();
  const origin = new Map<string, string>();
  const conflicts: DiscountConflict[] = [];
  const add = (name: string, variant: ResolvedVariant, label: string) => {
    const percent = firstInstalmentDiscount(variant);
    for (const tipoPlano of PLAN_TYPES) {
      const key = campaignKey(leadIds(variant, tipoPlano));
      const known = entries.get(key);
      if (known !== undefined && known !== percent) {
        const message =
          `campaign discount: ${label} sends the ids ${key} with ${percent} % off, but ${origin.get(key)} sends them with ${known} % — ` +
          'give them different ids or the same discount (variants/*.yaml)';
        // Plan types usually share one id triple: report it once.
        if (!conflicts.some((c) => c.message === message)) conflicts.push({ variant: name, message });
        continue;
      }
      entries.set(key, percent);
      origin.set(key, label);
    }
  };
  for (const [name, variant] of Object.entries(variants)) {
    add(name, variant, `variant "${name}"`);
    if (variant.referral) add(name, applyReferral(variant, 'referral'), `variant "${name}" with a referral code`);
  }
  return { entries, conflicts };
}
