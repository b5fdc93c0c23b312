// What a flow or variant text may read: the conversation state, the variant's own settings as
// {variant.field}, and the business rules' numbers as {regras.name} (src/contracts/ruleValues.ts).
// No rule is applied here: the discount percentage is one of the variant's settings, filled from
// the company rule by the flow compiler on every variant with the discount
// (scripts/compiler/discountPercent.ts), so a greeting reads the rate the sandbox charges.
import type { ConversationState, ResolvedVariant } from '../contracts/content.ts';
import { RULE_VALUES } from '../contracts/ruleValues.ts';

export function textValues(state: ConversationState, variant: ResolvedVariant): ConversationState & { variant: ResolvedVariant; regras: typeof RULE_VALUES } {
  return { ...state, regras: RULE_VALUES, variant };
}
