// The campaign discount on the first payment, as the sandbox knows a lead: by the ids it was
// saved with. Built by calling, for every variant and its referral form, the very function the
// chat promises with (src/variants/campaignDiscount.ts), so the amount charged is the amount
// promised.
//
// The key is the offer — purchase and company — not the campaign id: `?idc=` replaces the campaign
// id on any route with any number (spec section 1), so it tracks where a visitor came from and
// cannot decide what they pay.
import type { ResolvedVariant } from '../contracts/content.ts';
import { PLAN_TYPES } from '../domain/planTypes.ts';
import { applyReferral } from './applyReferral.ts';
import { campaignDiscount } from './campaignDiscount.ts';
import { leadIds, type LeadIds } from './leadIds.ts';

export interface DiscountTable {
  /** Percent off the first payment for a lead saved with these ids; 0 for an offer no variant sends. */
  percentFor(ids: LeadIds): number;
  /** Every known offer key ("compraId/empresaId") with its percent, 0 included. */
  readonly entries: ReadonlyMap<string, number>;
}

/** What identifies the discounted offer among a lead's ids (the campaign id does not: see above). */
export function offerKey(ids: LeadIds): string {
  return `${ids.compraId}/${ids.empresaId}`;
}

/** Two variants that save leads with the same offer ids but promise different discounts. */
export interface DiscountConflict {
  /** The variant (file name) that repeats the ids. */
  variant: string;
  message: string;
}

/**
 * Every offer a variant can save a lead with — its own, by plan type (planIds), and the same with
 * a referral code when it has a referral block — mapped to the discount the chat promises for it.
 * Two variants that send the same purchase/company with different discounts are a content error:
 * the server could not tell which one the visitor was promised, so building the table throws
 * (`npm run flows:check` reports the same conflicts with file and line first).
 */
export function discountTable(variants: Record<string, ResolvedVariant>): DiscountTable {
  const { entries, conflicts } = collect(variants);
  if (conflicts.length > 0) throw new Error(conflicts[0].message);
  return { entries, percentFor: (ids) => entries.get(offerKey(ids)) ?? 0 };
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
    for (const tipoPlano of PLAN_TYPES) {
      const ids = leadIds(variant, tipoPlano);
      const percent = campaignDiscount(variant, ids);
      const key = offerKey(ids);
      const known = entries.get(key);
      if (known !== undefined && known !== percent) {
        const message =
          `campaign discount: ${label} sends compraId/empresaId ${key} with ${percent} % off, but ${origin.get(key)} sends them with ${known} % — ` +
          'give them different ids or the same discount (variants/*.yaml)';
        // Plan types usually share one id pair: report it once.
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
