import type { Guard } from '../../engine/types.ts';

/**
 * The visitor's name is no longer in the conversation: after a reload past the purchase the tab
 * kept no personal data (src/session/retention.ts), so the goodbye cannot greet them by name —
 * "Até mais, !" reads as a broken page.
 */
export const nameForgottenAfterPurchase: Guard = ({ state }) => state.lead.nome.trim() === '';
