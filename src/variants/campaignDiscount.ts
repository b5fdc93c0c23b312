// The first-instalment discount a visitor is promised on a resolved variant (whatever the entry:
// route, host, idc, referral code, app mode), for a lead saved with these ids. The percentage is
// resolved once, by the flow compiler (scripts/compiler/discountPercent.ts): it fills
// `descontoPercentual` on every variant with the discount, and on its referral block for the
// referral form (applyReferral), and refuses a variant whose rate would differ by plan type. So
// the chat and the sandbox, which knows the lead by its ids (src/variants/discountTable.ts), read
// the same number.
import type { ResolvedVariant } from '../contracts/content.ts';
import { discountPercentForCompany } from '../domain/discount.ts';
import type { LeadIds } from './leadIds.ts';

/** Percent off the first instalment; 0 without a campaign discount. */
export function campaignDiscount(variant: ResolvedVariant, ids: LeadIds): number {
  if (variant.desconto !== true) return 0;
  // Only a variant the compiler never resolved (one built by hand in a test) lacks the field.
  return variant.descontoPercentual ?? discountPercentForCompany(ids.empresaId);
}
