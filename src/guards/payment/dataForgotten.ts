import type { Guard } from '../../engine/types.ts';

/**
 * The visitor's and the holder's data are no longer in the conversation: after a reload past the
 * purchase the tab kept none of them (src/session/retention.ts), so buying again with the same
 * data has nothing to confirm and asks for it again instead.
 */
export const dataForgottenAfterPurchase: Guard = ({ state }) => state.lead.email === '' || state.contract.cpfCnpj === '';
