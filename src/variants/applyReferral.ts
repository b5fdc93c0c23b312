// With a referral code the variant's `referral` block replaces its ids, discount, price table,
// brand, banner, plan type and bot type (spec: 605/130/58 …, kept in variants/defaults.yaml), and
// the code itself travels with the lead as referralCode.
import type { ResolvedVariant } from '../contracts/content.ts';

export function applyReferral(variant: ResolvedVariant, code: string): ResolvedVariant {
  return { ...variant, ...variant.referral, referralcode: code };
}
