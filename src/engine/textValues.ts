// What a flow or variant text may read: the conversation state, the variant's own settings as
// {variant.field}, and the business rules' numbers as {regras.name} (RULE_VALUES), so no copy
// repeats a number the code decides. The discount percentage is the company's rule (src/domain/discount.ts: 60 for
// company 97, else 50), not a variant field, so a greeting reads the rate the sandbox charges.
import { discountPercentForCompany } from '../domain/discount.ts';
import { MAX_CARD_INSTALMENTS } from '../domain/cardInstalments.ts';

/** The rules' numbers a text may read as {regras.<name>}; flows:check knows these names. */
export const RULE_VALUES = { parcelasCartao: MAX_CARD_INSTALMENTS } as const;
import type { ConversationState, ResolvedVariant } from '../contracts/content.ts';

export function textValues(state: ConversationState, variant: ResolvedVariant): ConversationState & { variant: ResolvedVariant; regras: typeof RULE_VALUES } {
  return {
    ...state,
    regras: RULE_VALUES,
    variant: { ...variant, descontoPercentual: variant.descontoPercentual ?? discountPercentForCompany(variant.empresaId) },
  };
}
