// The first-instalment discount a visitor is promised on a resolved variant (whatever the entry:
// route, host, idc, referral code, app mode) for a plan of a given type. It reads only what the
// lead is saved with — the campaign's discount flag and the company of leadIds — so the sandbox,
// which knows the lead by those ids, charges the same (src/variants/discountTable.ts).
import type { ResolvedVariant } from '../contracts/content.ts';
import { firstInstalmentDiscount } from '../domain/discount.ts';
import { leadIds } from './leadIds.ts';

export function campaignDiscount(variant: ResolvedVariant, tipoPlano: string): number {
  return firstInstalmentDiscount({ desconto: variant.desconto, empresaId: leadIds(variant, tipoPlano).empresaId });
}
