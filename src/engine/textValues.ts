// What a flow or variant text may read: the conversation state, and the variant's own settings as
// {variant.field}. The discount percentage is the company's rule (src/domain/discount.ts: 60 for
// company 97, else 50), not a variant field, so a greeting reads the rate the sandbox charges.
import { discountPercentForCompany } from '../domain/discount.ts';
import type { ConversationState, ResolvedVariant } from '../contracts/content.ts';

export function textValues(state: ConversationState, variant: ResolvedVariant): ConversationState & { variant: ResolvedVariant } {
  return { ...state, variant: { ...variant, descontoPercentual: variant.descontoPercentual ?? discountPercentForCompany(variant.empresaId) } };
}
