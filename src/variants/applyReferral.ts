// With a referral code the variant's `referral` block replaces its ids, discount, price table,
// brand, banner, plan type and bot type (spec: 605/130/58 …, kept in variants/defaults.yaml), and
// the code itself travels with the lead as referralCode.
import type { ResolvedVariant } from '../contracts/content.ts';

export function applyReferral(variant: ResolvedVariant, code: string): ResolvedVariant {
  if (!variant.referral) return { ...variant, referralcode: code };
  // The variant's own discount rate is its own company's: under the referral's ids it holds only
  // if the referral block says so (the compiler fills it there too), else the company rule decides.
  const { descontoPercentual: _ownCompanyRate, ...own } = variant;
  return { ...own, ...variant.referral, referralcode: code };
}
